import { describe, expect, it } from 'vitest';
import { clockRefusal, copyRefusal, syncRefusalSummary } from './door-offline-rules.ts';

const event = {
  name: 'Robots',
  // Tuesday, December 1 to Wednesday, December 2, 2026, in Paris.
  startDate: new Date('2026-11-30T23:00:00.000Z'),
  endDate: new Date('2026-12-02T22:59:59.999Z'),
};

describe("which events the door's copy is of", () => {
  it('gives the copy of an event running now, from its first midnight to its last, in the venue time zone', () => {
    expect(copyRefusal(event, new Date('2026-11-30T23:00:00.000Z'), 'Europe/Paris')).toBeNull();
    expect(copyRefusal(event, new Date('2026-12-02T22:59:59.999Z'), 'Europe/Paris')).toBeNull();
  });

  it('refuses an event that has not started or has ended, and says when it is', () => {
    expect(copyRefusal(event, new Date('2026-11-30T22:59:59.999Z'), 'Europe/Paris')).toBe(
      "The door's copy is only of events running today: Robots starts on Tuesday, December 1.",
    );
    expect(copyRefusal(event, new Date('2026-12-02T23:00:00.000Z'), 'Europe/Paris')).toBe(
      "The door's copy is only of events running today: Robots ended on Wednesday, December 2.",
    );
  });
});

describe("the bounds of a device's claimed time", () => {
  const receivedAt = new Date('2026-12-01T12:00:00.000Z');
  const copiedAt = new Date('2026-12-01T09:00:00.000Z');
  const at = (iso: string) => clockRefusal(new Date(iso), { receivedAt, copiedAt });

  it('takes a time from the copy to 5 minutes ahead of the server', () => {
    expect(at('2026-12-01T09:00:00.000Z')).toBeNull();
    expect(at('2026-12-01T12:05:00.000Z')).toBeNull();
  });

  it('refuses a time ahead, too old, or before the session took its copy', () => {
    expect(at('2026-12-01T12:05:00.001Z')?.reason).toBe('clock_ahead');
    expect(at('2026-11-30T11:59:59.999Z')?.reason).toBe('too_old');
    const behind = at('2026-12-01T08:59:59.999Z');
    expect(behind).toEqual({
      reason: 'clock_behind',
      message:
        "This admission is dated 2026-12-01T08:59:59.999Z, before this sign-in took the door's copy (2026-12-01T09:00:00.000Z): not recorded. Check the device's date and time, and admit the visitor again online.",
    });
    // The reviewer's case: 00:00:30 today, claimed by a session whose copy is from 09:00.
    expect(at('2026-12-01T00:00:30.000Z')?.reason).toBe('clock_behind');
  });

  it('refuses every time of a session that took no copy', () => {
    expect(clockRefusal(receivedAt, { receivedAt, copiedAt: null })?.reason).toBe('clock_behind');
  });
});

describe("a sync batch's refusals in one audit entry", () => {
  it('counts the answers and the refusals by reason, with the claimed times they span', () => {
    expect(
      syncRefusalSummary([
        { status: 'admitted', admittedAt: '2026-12-01T10:00:00.000Z' },
        { status: 'duplicate', admittedAt: '2026-12-01T10:01:00.000Z' },
        { status: 'refused', reason: 'clock_behind', admittedAt: '2026-12-01T08:00:00.000Z' },
        { status: 'refused', reason: 'clock_behind', admittedAt: '2026-12-01T03:00:00+01:00' },
        { status: 'refused', reason: 'capacity_full', admittedAt: '2026-12-01T11:00:00.000Z' },
      ]),
    ).toEqual({
      received: 5,
      admitted: 1,
      duplicates: 1,
      refused: 3,
      reasons: { clock_behind: 2, capacity_full: 1 },
      claimedFrom: '2026-12-01T02:00:00.000Z',
      claimedTo: '2026-12-01T11:00:00.000Z',
    });
  });

  it('is none when nothing was refused', () => {
    expect(syncRefusalSummary([{ status: 'admitted', admittedAt: '2026-12-01T10:00:00.000Z' }])).toBeNull();
  });
});
