import { describe, expect, it } from 'vitest';
import { type AdmissionFacts, decideAdmission } from './admission-rules.ts';

const now = new Date('2026-06-01T12:00:00Z');
const facts = (overrides: Partial<AdmissionFacts> = {}): AdmissionFacts => ({
  registration: { id: 'r1', eventId: 'e1' },
  event: { endDate: new Date('2026-06-02T00:00:00Z') },
  exhibit: { id: 'x1', eventId: 'e1', name: 'Robots', isActive: true, maxCapacity: null },
  existingCheckin: null,
  checkedInCount: 0,
  now,
  ...overrides,
});
const format = (date: Date) => date.toISOString();
const reason = (overrides: Partial<AdmissionFacts>) => {
  const decision = decideAdmission(facts(overrides), format);
  return decision.allowed ? 'allowed' : decision.reason;
};

describe('admission rules', () => {
  it('admits a registered visitor to an active exhibit of their ongoing event', () => {
    expect(decideAdmission(facts(), format)).toEqual({ allowed: true });
  });

  it('gives one reason for each refusal, the first that applies', () => {
    expect(reason({ registration: null })).toBe('not_found');
    expect(reason({ exhibit: null })).toBe('not_found');
    expect(reason({ exhibit: { ...facts().exhibit!, eventId: 'other' } })).toBe('wrong_event');
    expect(reason({ exhibit: { ...facts().exhibit!, isActive: false } })).toBe('exhibit_inactive');
    expect(reason({ event: { endDate: new Date('2026-06-01T11:59:59Z') } })).toBe('event_ended');
    expect(reason({ existingCheckin: { checkedInAt: now } })).toBe('already_checked_in');
    expect(reason({ exhibit: { ...facts().exhibit!, maxCapacity: 3 }, checkedInCount: 3 })).toBe('capacity_full');
    expect(reason({ exhibit: { ...facts().exhibit!, maxCapacity: 3 }, checkedInCount: 2 })).toBe('allowed');
  });

  it('says how many visitors a full exhibit holds, in words that read right for one', () => {
    const full = (maxCapacity: number) =>
      decideAdmission(facts({ exhibit: { ...facts().exhibit!, maxCapacity }, checkedInCount: maxCapacity }), format);
    expect(full(1)).toMatchObject({ message: 'Robots is full (1 visitor).' });
    expect(full(40)).toMatchObject({ message: 'Robots is full (40 visitors).' });
  });

  it('tells a repeat visitor when they first checked in', () => {
    const first = new Date('2026-06-01T09:30:00Z');
    const decision = decideAdmission(facts({ existingCheckin: { checkedInAt: first } }), format);
    expect(decision).toMatchObject({
      allowed: false,
      checkedInAt: first,
      message: `Already checked in to Robots at ${first.toISOString()}.`,
    });
  });

  it('still admits on the last millisecond of the event', () => {
    expect(reason({ event: { endDate: now } })).toBe('allowed');
  });
});
