import { compileCatalogue } from '@common/i18n/compile';
import { createTranslator, flatten } from '@common/i18n/translator';
import deSource from '@common/locales/de/registrations.json?raw';
import enSource from '@common/locales/en/registrations.json?raw';
import { describe, expect, it } from 'vitest';
import { type StatusFacts, statusLabel, statusSentence } from './registration-status';

/** The `registrations` catalogue as the app has it: English, and German falling back to it. */
const catalogue = (source: string) => flatten({ registrations: compileCatalogue(JSON.parse(source)) });
const en = createTranslator('en', catalogue(enSource));
const de = createTranslator('de', catalogue(deSource), en);

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
    expect(statusSentence(facts({}), when, en.t)).toBeNull();
  });

  it('says who cancelled, when, and why', () => {
    expect(statusSentence(cancelled({ cancelledBy: 'organiser', cancelReason: 'Booked twice' }), when, en.t)).toBe(
      'Cancelled by the organiser on [2026-03-03T14:05:00Z]: Booked twice',
    );
    expect(statusSentence(cancelled({ cancelledBy: 'organiser', cancelReason: '  ' }), when, en.t)).toBe(
      'Cancelled by the organiser on [2026-03-03T14:05:00Z].',
    );
    expect(statusSentence(cancelled({ cancelledBy: 'visitor' }), when, en.t)).toBe(
      'Cancelled by the visitor on [2026-03-03T14:05:00Z].',
    );
    expect(
      statusSentence(
        cancelled({ cancelledBy: 'system', cancelReason: 'The place offered was not claimed in time.' }),
        when,
        en.t,
      ),
    ).toBe('The place offered was not claimed in time: cancelled on [2026-03-03T14:05:00Z].');
  });

  it('says until when a place is offered, and that someone waiting has no pass', () => {
    expect(statusSentence(facts({ status: 'offered', offeredUntil: '2026-03-04T09:00:00Z' }), when, en.t)).toBe(
      'Offered a place from the waiting list, to claim by [2026-03-04T09:00:00Z].',
    );
    expect(statusSentence(facts({ status: 'waiting' }), when, en.t)).toBe(
      'On the waiting list: no pass until a place is offered and claimed.',
    );
  });
});

describe('statusLabel', () => {
  it('name each status as the table shows it', () => {
    const statuses = ['registered', 'waiting', 'offered', 'cancelled'] as const;
    expect(statuses.map((status) => statusLabel(en.t, status))).toEqual([
      'Registered',
      'Waiting',
      'Offered',
      'Cancelled',
    ]);
    expect(statusLabel(de.t, 'cancelled')).toBe('Storniert');
  });
});

describe('statusSentence in German', () => {
  it("says who cancelled, when, and why in the reader's language", () => {
    expect(statusSentence(cancelled({ cancelledBy: 'organiser', cancelReason: 'Doppelt gebucht' }), when, de.t)).toBe(
      'Vom Veranstalter storniert am [2026-03-03T14:05:00Z]: Doppelt gebucht',
    );
  });
});
