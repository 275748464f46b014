import { describe, expect, it } from 'vitest';
import { getsReminder, reminderDeadline, reminderDue, reminderHours, reminderMoment } from './reminders.ts';

const HOUR = 3_600_000;
const start = new Date('2026-12-01T00:00:00.000Z');
const at = (hoursBeforeStart: number) => new Date(start.getTime() - hoursBeforeStart * HOUR);

describe('reminderHours', () => {
  it("takes the event's own hours (0 included: none), else the app's", () => {
    expect(reminderHours(null, 24)).toBe(24);
    expect(reminderHours(48, 24)).toBe(48);
    expect(reminderHours(0, 24)).toBe(0);
    expect(reminderHours(null, 0)).toBe(0);
    // An event's own hours remind although the app's setting is off.
    expect(reminderHours(6, 0)).toBe(6);
  });
});

describe('reminderMoment and reminderDeadline', () => {
  it('are the hours, and half of them, before the start; none for 0 hours', () => {
    expect(reminderMoment(start, 24)).toEqual(at(24));
    expect(reminderDeadline(start, 24)).toEqual(at(12));
    expect(reminderDeadline(start, 1)).toEqual(at(0.5));
    expect(reminderMoment(start, 0)).toBeNull();
    expect(reminderDeadline(start, 0)).toBeNull();
  });
});

describe('reminderDue', () => {
  it('is due from the moment until half the hours are left, and never with 0 hours', () => {
    expect(reminderDue(start, 24, at(24 + 1 / 60))).toBe(false);
    expect(reminderDue(start, 24, at(24))).toBe(true);
    // The check: an event starting in REMINDER_HOURS minus a minute.
    expect(reminderDue(start, 24, at(24 - 1 / 60))).toBe(true);
    // An app that was stopped at the moment still sends it up to half the hours late...
    expect(reminderDue(start, 24, at(12.01))).toBe(true);
    // ...not later: on the day it would be a surprise, too late to free a place for the waiting list.
    expect(reminderDue(start, 24, at(12))).toBe(false);
    expect(reminderDue(start, 24, at(1))).toBe(false);
    expect(reminderDue(start, 24, start)).toBe(false);
    expect(reminderDue(start, 24, at(-1))).toBe(false);
    expect(reminderDue(start, 0, at(1))).toBe(false);
    expect(reminderDue(start, 2, at(1.5))).toBe(true);
    expect(reminderDue(start, 2, at(2.5))).toBe(false);
  });
});

describe('getsReminder', () => {
  const moment = at(24);
  it('goes to a registration with its place made by the moment', () => {
    expect(getsReminder({ status: 'registered', createdAt: at(30) }, moment)).toBe(true);
    expect(getsReminder({ status: 'registered', createdAt: moment }, moment)).toBe(true);
  });

  it('not to one made after the moment (it just had its pass)', () => {
    expect(getsReminder({ status: 'registered', createdAt: at(23) }, moment)).toBe(false);
  });

  it('never to one without a place: waiting, or any other status (cancelled, offered)', () => {
    for (const status of ['waiting', 'cancelled', 'offered', '']) {
      expect(getsReminder({ status, createdAt: at(30) }, moment)).toBe(false);
    }
  });
});
