import { describe, expect, it } from 'vitest';
import { type StatusFacts, statusBadges, statusSentence } from './registration-status';

const when = (time: string) => `[${time}]`;
const facts = (overrides: Partial<StatusFacts>): StatusFacts => ({
  status: 'registered',
  offeredUntil: null,
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: null,
  ...overrides,
});
const cancelled = (overrides: Partial<StatusFacts>) =>
  facts({ status: 'cancelled', cancelledAt: '2026-03-03T14:05:00Z', ...overrides });

describe('statusSentence', () => {
  it('says nothing of a registration with a place', () => {
    expect(statusSentence(facts({}), when)).toBeNull();
  });

  it('says who cancelled, when, and why', () => {
    expect(statusSentence(cancelled({ cancelledBy: 'organiser', cancelReason: 'Booked twice' }), when)).toBe(
      'Cancelled by the organiser on [2026-03-03T14:05:00Z]: Booked twice',
    );
    expect(statusSentence(cancelled({ cancelledBy: 'organiser', cancelReason: '  ' }), when)).toBe(
      'Cancelled by the organiser on [2026-03-03T14:05:00Z].',
    );
    expect(statusSentence(cancelled({ cancelledBy: 'visitor' }), when)).toBe(
      'Cancelled by the visitor on [2026-03-03T14:05:00Z].',
    );
    expect(
      statusSentence(
        cancelled({ cancelledBy: 'system', cancelReason: 'The place offered was not claimed in time.' }),
        when,
      ),
    ).toBe('The place offered was not claimed in time: cancelled on [2026-03-03T14:05:00Z].');
  });

  it('says until when a place is offered, and that someone waiting has no pass', () => {
    expect(statusSentence(facts({ status: 'offered', offeredUntil: '2026-03-04T09:00:00Z' }), when)).toBe(
      'Offered a place from the waiting list, to claim by [2026-03-04T09:00:00Z].',
    );
    expect(statusSentence(facts({ status: 'waiting' }), when)).toBe(
      'On the waiting list: no pass until a place is offered and claimed.',
    );
  });
});

describe('statusBadges', () => {
  it('name each status as the table shows it', () => {
    expect(Object.values(statusBadges).map((badge) => badge.label)).toEqual([
      'Registered',
      'Waiting',
      'Offered',
      'Cancelled',
    ]);
  });
});
