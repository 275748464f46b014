import { describe, expect, it } from 'vitest';
import {
  type AdmissionFacts,
  type AdmissionPolicy,
  cancelledMessage,
  decideAdmission,
  decideExit,
} from './admission-rules.ts';

const now = new Date('2026-06-01T12:00:00Z');
const door: AdmissionPolicy = { timezone: 'UTC', earlyMinutes: 30, showCheckinTime: true };
const kiosk: AdmissionPolicy = { ...door, showCheckinTime: false };
const exhibit = {
  id: 'x1',
  eventId: 'e1',
  name: 'Robots',
  isActive: true,
  maxCapacity: null,
  date: new Date('2026-06-01T12:00:00Z'),
  startTime: '09:00',
  endTime: '17:00',
};
const facts = (overrides: Partial<AdmissionFacts> = {}): AdmissionFacts => ({
  registration: { id: 'r1', eventId: 'e1' },
  event: { endDate: new Date('2026-06-02T23:59:59.999Z') },
  exhibit,
  existingCheckin: null,
  checkedInCount: 0,
  now,
  ...overrides,
});
const reason = (overrides: Partial<AdmissionFacts>, policy = door) => {
  const decision = decideAdmission(facts(overrides), policy);
  return decision.allowed ? 'allowed' : decision.reason;
};
const at = (time: string) => new Date(`2026-06-01T${time}Z`);

describe('admission rules', () => {
  it('admits a registered visitor to an active exhibit of their ongoing event, during its hours', () => {
    expect(decideAdmission(facts(), door)).toEqual({ allowed: true });
  });

  it('refuses a registration on the waiting list, whatever else holds, and says why (issue 30)', () => {
    const waiting = { id: 'r1', eventId: 'e1', status: 'waiting' };
    expect(decideAdmission(facts({ registration: waiting }), door)).toEqual({
      allowed: false,
      reason: 'waiting_list',
      message: 'On the waiting list: this person has no place at this event yet.',
    });
    expect(reason({ registration: waiting }, kiosk)).toBe('waiting_list');
    expect(reason({ registration: { ...waiting, status: 'registered' } })).toBe('allowed');
  });

  it('refuses a cancelled registration, whatever else holds, naming when in the time zone (issue 30 item 2)', () => {
    const cancelledAt = new Date('2026-03-03T13:05:00Z');
    const cancelled = { id: 'r1', eventId: 'e1', status: 'cancelled', cancelledAt };
    expect(decideAdmission(facts({ registration: cancelled }), { ...door, timezone: 'Europe/Paris' })).toEqual({
      allowed: false,
      reason: 'cancelled',
      message: 'Registration cancelled on 3 March, 14:05',
    });
    expect(reason({ registration: cancelled, existingCheckin: { checkedInAt: now } }, kiosk)).toBe('cancelled');
    expect(reason({ registration: cancelled, exhibit: { ...exhibit, eventId: 'other' } })).toBe('cancelled');
  });

  it('writes a cancellation day and time as the door shows them', () => {
    expect(cancelledMessage(new Date('2026-03-03T14:05:00Z'), 'UTC')).toBe('Registration cancelled on 3 March, 14:05');
    // Past midnight in the zone: the zone's day, on a 24-hour clock.
    expect(cancelledMessage(new Date('2026-12-31T23:30:00Z'), 'Asia/Tokyo')).toBe(
      'Registration cancelled on 1 January, 08:30',
    );
    expect(cancelledMessage(new Date('2026-07-09T00:07:00Z'), 'UTC')).toBe('Registration cancelled on 9 July, 00:07');
    expect(cancelledMessage(null, 'UTC')).toBe('Registration cancelled.');
  });

  it('gives one reason for each refusal, the first that applies', () => {
    expect(reason({ registration: null })).toBe('not_found');
    expect(reason({ exhibit: null })).toBe('not_found');
    expect(reason({ exhibit: { ...exhibit, eventId: 'other' } })).toBe('wrong_event');
    expect(reason({ exhibit: { ...exhibit, isActive: false } })).toBe('exhibit_inactive');
    expect(reason({ event: { endDate: new Date('2026-06-01T11:59:59Z') } })).toBe('event_ended');
    expect(reason({ existingCheckin: { checkedInAt: now } })).toBe('already_checked_in');
    expect(reason({ exhibit: { ...exhibit, date: new Date('2026-06-11T12:00:00Z') } })).toBe('not_today');
    expect(reason({ now: at('05:37:00') })).toBe('not_open');
    expect(reason({ exhibit: { ...exhibit, maxCapacity: 3 }, checkedInCount: 3 })).toBe('capacity_full');
    expect(reason({ exhibit: { ...exhibit, maxCapacity: 3 }, checkedInCount: 2 })).toBe('allowed');
  });

  it('says how many visitors a full exhibit holds, in words that read right for one', () => {
    const full = (maxCapacity: number) =>
      decideAdmission(facts({ exhibit: { ...exhibit, maxCapacity }, checkedInCount: maxCapacity }), door);
    expect(full(1)).toMatchObject({ message: 'Robots is full (1 visitor).' });
    expect(full(40)).toMatchObject({ message: 'Robots is full (40 visitors).' });
  });

  it('tells the door when a repeat visitor first checked in, in the time zone of the app', () => {
    const first = new Date('2026-06-01T09:30:00Z');
    expect(decideAdmission(facts({ existingCheckin: { checkedInAt: first } }), door)).toEqual({
      allowed: false,
      reason: 'already_checked_in',
      checkedInAt: first,
      message: 'Already checked in to Robots at 9:30 AM.',
    });
    const paris = decideAdmission(facts({ existingCheckin: { checkedInAt: first } }), {
      ...door,
      timezone: 'Europe/Paris',
    });
    expect(paris).toMatchObject({ message: 'Already checked in to Robots at 11:30 AM.' });
  });

  it('never tells the public check-in when a repeat visitor first checked in', () => {
    const first = new Date('2026-06-01T09:30:00Z');
    expect(decideAdmission(facts({ existingCheckin: { checkedInAt: first } }), kiosk)).toEqual({
      allowed: false,
      reason: 'already_checked_in',
      message: 'Already checked in to Robots.',
    });
  });

  it('still admits on the last millisecond of the event', () => {
    expect(reason({ event: { endDate: now } })).toBe('allowed');
  });
});

describe("an exhibit's day and hours", () => {
  it("refuses a pass on another day than the exhibit's, naming the day", () => {
    const tenDaysAhead = { ...exhibit, date: new Date('2026-06-11T12:00:00Z') };
    expect(decideAdmission(facts({ exhibit: tenDaysAhead }), door)).toEqual({
      allowed: false,
      reason: 'not_today',
      message: 'Robots is on Thursday, June 11, not today.',
    });
    expect(reason({ exhibit: { ...exhibit, date: new Date('2026-05-31T12:00:00Z') } })).toBe('not_today');
  });

  it("reads the day in the app's time zone", () => {
    // 23:30Z on May 31 is already June 1 in Paris, where the exhibit is on June 1 (noon, 10:00Z).
    const paris = { ...door, timezone: 'Europe/Paris' };
    const parisExhibit = { ...exhibit, date: new Date('2026-06-01T10:00:00Z'), startTime: '00:00', endTime: '23:59' };
    expect(reason({ exhibit: parisExhibit, now: new Date('2026-05-31T23:30:00Z') }, paris)).toBe('allowed');
    expect(reason({ exhibit: parisExhibit, now: new Date('2026-05-31T21:30:00Z') }, paris)).toBe('not_today');
  });

  it('opens check-in the early minutes before the start time and closes it after the end minute', () => {
    expect(reason({ now: at('08:29:59') })).toBe('not_open');
    expect(reason({ now: at('08:30:00') })).toBe('allowed');
    expect(reason({ now: at('17:00:59') })).toBe('allowed');
    expect(reason({ now: at('17:01:00') })).toBe('not_open');
    expect(reason({ now: at('08:59:00') }, { ...door, earlyMinutes: 0 })).toBe('not_open');
    expect(reason({ now: at('09:00:00') }, { ...door, earlyMinutes: 0 })).toBe('allowed');
  });

  it('says when the exhibit is open and when check-in opens, or that it has closed', () => {
    expect(decideAdmission(facts({ now: at('05:37:00') }), door)).toEqual({
      allowed: false,
      reason: 'not_open',
      message: 'Robots is open from 9:00 AM to 5:00 PM. Check-in opens at 8:30 AM.',
    });
    expect(decideAdmission(facts({ now: at('18:00:00') }), door)).toMatchObject({
      message: 'Robots is open from 9:00 AM to 5:00 PM. Check-in has closed.',
    });
    const midnight = { ...exhibit, startTime: '00:15', endTime: '12:30' };
    expect(decideAdmission(facts({ exhibit: midnight, now: at('13:00:00') }), door)).toMatchObject({
      message: 'Robots is open from 12:15 AM to 12:30 PM. Check-in has closed.',
    });
  });

  it("reads the hours on the app's clock", () => {
    // 07:30Z is 09:30 in Paris (summer time): open there, not in UTC.
    const parisExhibit = { ...exhibit, date: new Date('2026-06-01T10:00:00Z') };
    expect(reason({ exhibit: parisExhibit, now: at('07:30:00') }, { ...door, timezone: 'Europe/Paris' })).toBe(
      'allowed',
    );
    expect(reason({ now: at('07:30:00') })).toBe('not_open');
  });
});

describe('who is inside now (issue 32)', () => {
  const first = { checkedInAt: at('10:00:00') };
  const inside = { enteredAt: at('10:05:00') };

  it('keeps the SPEC where an exhibit tracks nobody: a repeat is "already checked in", inside or not known', () => {
    expect(reason({ existingCheckin: first, openVisit: inside })).toBe('already_checked_in');
    expect(reason({ existingCheckin: first })).toBe('already_checked_in');
  });

  it('says "already inside since" where the exhibit counts people inside or lets them back, never the time at the kiosk', () => {
    const reentry = { ...exhibit, reentry: true };
    expect(decideAdmission(facts({ exhibit: reentry, existingCheckin: first, openVisit: inside }), door)).toEqual({
      allowed: false,
      reason: 'already_inside',
      message: 'Already inside Robots since 10:05 AM.',
      checkedInAt: inside.enteredAt,
    });
    expect(decideAdmission(facts({ exhibit: reentry, existingCheckin: first, openVisit: inside }), kiosk)).toEqual({
      allowed: false,
      reason: 'already_inside',
      message: 'Already inside Robots.',
    });
    const counted = { ...exhibit, capacityMode: 'inside' as const, maxCapacity: 5 };
    expect(reason({ exhibit: counted, existingCheckin: first, openVisit: inside })).toBe('already_inside');
  });

  it('lets a visitor who left back in only where re-entry is allowed', () => {
    expect(reason({ existingCheckin: first, openVisit: null })).toBe('no_reentry');
    expect(reason({ exhibit: { ...exhibit, reentry: true }, existingCheckin: first, openVisit: null })).toBe('allowed');
    // Back in during opening hours only.
    expect(
      reason({ exhibit: { ...exhibit, reentry: true }, existingCheckin: first, openVisit: null, now: at('18:00:00') }),
    ).toBe('not_open');
  });

  it('counts the people inside for "inside at once", and a returning visitor once for "admissions in total"', () => {
    const atOnce = { ...exhibit, maxCapacity: 3, capacityMode: 'inside' as const };
    expect(reason({ exhibit: atOnce, insideCount: 3, checkedInCount: 1 })).toBe('capacity_full');
    expect(reason({ exhibit: atOnce, insideCount: 2, checkedInCount: 50 })).toBe('allowed');
    const total = { ...exhibit, maxCapacity: 3, reentry: true };
    expect(reason({ exhibit: total, checkedInCount: 3 })).toBe('capacity_full');
    expect(reason({ exhibit: total, checkedInCount: 3, existingCheckin: first, openVisit: null })).toBe('allowed');
  });

  it('lets out whoever is inside, whatever the hours, and refuses an exit of someone not inside', () => {
    const registration = { id: 'r1', eventId: 'e1' };
    expect(decideExit({ registration, exhibit, openVisit: inside })).toEqual({ allowed: true });
    expect(decideExit({ registration, exhibit: { ...exhibit, isActive: false }, openVisit: inside })).toEqual({
      allowed: true,
    });
    expect(decideExit({ registration, exhibit, openVisit: null })).toEqual({
      allowed: false,
      reason: 'not_inside',
      message: 'Not inside Robots.',
    });
    expect(decideExit({ registration, exhibit: { ...exhibit, eventId: 'e2' }, openVisit: inside })).toMatchObject({
      reason: 'wrong_event',
    });
    expect(decideExit({ registration: null, exhibit, openVisit: null })).toMatchObject({ reason: 'not_found' });
  });
});
