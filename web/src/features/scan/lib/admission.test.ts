import type { ScanExhibit } from '@common/schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  afterExit,
  alreadyCheckedInTexts,
  checkedInText,
  formatTimeRange,
  markAdmitted,
  markAdmittedElsewhere,
  markRefused,
  refusalOf,
  sortExhibits,
  withLiveRemaining,
} from './admission';
import { doorTranslator } from './test-translator';

const t = doorTranslator('en');

const exhibit = (overrides: Partial<ScanExhibit>): ScanExhibit => ({
  id: 'e1',
  name: 'Exhibit',
  date: '2026-06-02T12:00:00.000Z',
  startTime: '09:00',
  endTime: '10:00',
  hasCheckedIn: false,
  checkedInAt: null,
  canAdmit: true,
  maxCapacity: null,
  remaining: null,
  ...overrides,
});

const apiError = (status: number, body: unknown) => {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const message = typeof body === 'object' && body && 'message' in body ? String(body.message) : undefined;
  return new ApiError(status, text, 'Conflict', message);
};

describe('sortExhibits', () => {
  it('orders by date, then by start time, as numbers not text', () => {
    const list = [
      exhibit({ id: 'day2-early', date: '2026-06-03T12:00:00.000Z', startTime: '08:00' }),
      exhibit({ id: 'day1-late', startTime: '13:00' }),
      exhibit({ id: 'day1-nine', startTime: '9:00' }),
      exhibit({ id: 'day1-ten', startTime: '10:00' }),
      exhibit({ id: 'day1-midnight', startTime: '00:00' }),
    ];
    expect(sortExhibits(list).map((item) => item.id)).toEqual([
      'day1-midnight',
      'day1-nine',
      'day1-ten',
      'day1-late',
      'day2-early',
    ]);
  });

  it('leaves the input untouched and puts unreadable dates last', () => {
    const list = [exhibit({ id: 'bad', date: 'not a date' }), exhibit({ id: 'good' })];
    expect(sortExhibits(list).map((item) => item.id)).toEqual(['good', 'bad']);
    expect(list.map((item) => item.id)).toEqual(['bad', 'good']);
  });
});

describe('formatTimeRange', () => {
  it('shows both ends in 12-hour time, midnight and noon included', () => {
    expect(formatTimeRange('00:00', '12:30')).toBe('12:00 AM – 12:30 PM');
    expect(formatTimeRange('09:05', '23:59')).toBe('9:05 AM – 11:59 PM');
  });
});

describe('checkedInText', () => {
  it('shows the check-in time, or Unknown time', () => {
    const at = new Date(2026, 5, 2, 14, 7);
    expect(checkedInText(t, at.toISOString())).toBe('Checked in at 2:07 PM');
    expect(checkedInText(t, null)).toBe('Checked in at Unknown time');
    expect(checkedInText(t, 'garbage')).toBe('Checked in at Unknown time');
  });
});

describe('refusalOf', () => {
  it('reads the reason, message and original time of a refused admit', () => {
    const error = apiError(409, {
      message: 'Already checked in to Lab at 9:05 AM.',
      reason: 'already_checked_in',
      checkedInAt: '2026-06-02T09:05:00.000Z',
    });
    expect(refusalOf(error)).toEqual({
      reason: 'already_checked_in',
      message: 'Already checked in to Lab at 9:05 AM.',
      checkedInAt: '2026-06-02T09:05:00.000Z',
    });
  });

  it("reads the exhibit's day and hours refusals", () => {
    const notOpen = 'Lab is open from 9:00 AM to 5:00 PM. Check-in opens at 8:30 AM.';
    expect(refusalOf(apiError(409, { message: notOpen, reason: 'not_open' }))).toEqual({
      reason: 'not_open',
      message: notOpen,
    });
    const notToday = 'Lab is on Tuesday, December 1, not today.';
    expect(refusalOf(apiError(409, { message: notToday, reason: 'not_today' }))).toEqual({
      reason: 'not_today',
      message: notToday,
    });
  });

  it('ignores unknown reasons, bodies that are not JSON, and other errors', () => {
    expect(refusalOf(apiError(409, { message: 'No', reason: 'made_up' }))).toEqual({ message: 'No' });
    expect(refusalOf(apiError(502, '<html>Bad gateway</html>'))).toEqual({});
    expect(refusalOf(new TypeError('Failed to fetch'))).toEqual({});
  });
});

describe('markAdmitted and markRefused', () => {
  const now = new Date('2026-06-02T10:00:00.000Z');

  it('marks an admitted exhibit with the returned time, or now', () => {
    expect(markAdmitted(exhibit({}), '2026-06-02T09:30:00.000Z', now)).toMatchObject({
      hasCheckedIn: true,
      checkedInAt: '2026-06-02T09:30:00.000Z',
      canAdmit: false,
    });
    expect(markAdmitted(exhibit({}), undefined, now).checkedInAt).toBe(now.toISOString());
  });

  it('counts one place fewer left at an exhibit with a capacity', () => {
    expect(markAdmitted(exhibit({ maxCapacity: 40, remaining: 12 }), undefined, now).remaining).toBe(11);
    expect(markAdmitted(exhibit({ maxCapacity: 40, remaining: 0 }), undefined, now).remaining).toBe(0);
    expect(markAdmitted(exhibit({}), undefined, now).remaining).toBeNull();
  });

  it('shows an exhibit checked in elsewhere with its original time', () => {
    const result = markRefused(exhibit({}), { reason: 'already_checked_in', checkedInAt: '2026-06-02T08:00:00.000Z' });
    expect(result).toMatchObject({ hasCheckedIn: true, checkedInAt: '2026-06-02T08:00:00.000Z', canAdmit: false });
  });

  it('disables admission with the reason of any other refusal', () => {
    const reasons = [
      'capacity_full',
      'event_ended',
      'exhibit_inactive',
      'wrong_event',
      'not_found',
      'not_today',
      'not_open',
    ] as const;
    for (const reason of reasons) {
      const result = markRefused(exhibit({}), { reason, message: `refused: ${reason}` });
      expect(result).toMatchObject({ hasCheckedIn: false, canAdmit: false, reason, message: `refused: ${reason}` });
    }
  });

  it('changes nothing after a failure without a reason, so the admit can be tried again', () => {
    const before = exhibit({});
    expect(markRefused(before, {})).toBe(before);
    expect(markRefused(before, { message: 'Something went wrong.' })).toBe(before);
  });
});

describe('what the live stream changes on a card', () => {
  it('marks an exhibit admitted by another device, once', () => {
    const card = markAdmittedElsewhere(exhibit({ canAdmit: true }), '2026-12-01T10:02:00.000Z');
    expect(card).toMatchObject({ hasCheckedIn: true, canAdmit: false, checkedInAt: '2026-12-01T10:02:00.000Z' });
    const own = markAdmitted(exhibit({ canAdmit: true }), '2026-12-01T10:01:00.000Z', new Date());
    expect(markAdmittedElsewhere(own, '2026-12-01T10:02:00.000Z')).toBe(own);
  });

  it('takes the places left from the counts, for exhibits with a capacity only', () => {
    expect(withLiveRemaining(exhibit({ maxCapacity: 10, remaining: 5 }), 3).remaining).toBe(3);
    const unlimited = exhibit({ maxCapacity: null, remaining: null });
    expect(withLiveRemaining(unlimited, null)).toBe(unlimited);
  });
});

describe('a pass already used, said first', () => {
  // Local times: the door shows the phone's clock.
  const now = new Date(2026, 5, 2, 15, 0);
  const at = (hour: number, minute: number, day = 2) => new Date(2026, 5, day, hour, minute).toISOString();

  it('names each exhibit checked in to today, with when and by whom, the latest first', () => {
    const exhibits = [
      exhibit({ id: 'hall', name: 'Great Hall', hasCheckedIn: true, checkedInAt: at(12, 44), admittedBy: 'door1' }),
      exhibit({ id: 'studio', name: 'Studio', hasCheckedIn: true, checkedInAt: at(14, 5), admittedBy: null }),
      exhibit({ id: 'talks', name: 'Talks' }),
    ];
    expect(alreadyCheckedInTexts(t, exhibits, new Set(), now)).toEqual([
      'Already checked in to Studio at 2:05 PM.',
      'Already checked in to Great Hall at 12:44 PM by door1.',
    ]);
  });

  it("leaves out this visit's own admits and another day's check-ins", () => {
    const exhibits = [
      exhibit({ id: 'hall', name: 'Great Hall', hasCheckedIn: true, checkedInAt: at(14, 59), admittedBy: 'door1' }),
      exhibit({ id: 'yesterday', name: 'Opening', hasCheckedIn: true, checkedInAt: at(10, 0, 1) }),
    ];
    expect(alreadyCheckedInTexts(t, exhibits, new Set(['hall']), now)).toEqual([]);
    expect(alreadyCheckedInTexts(t, exhibits, new Set(), now)).toEqual([
      'Already checked in to Great Hall at 2:59 PM by door1.',
    ]);
  });

  it('says a check-in without a time, and nothing for a pass not used', () => {
    const unknown = exhibit({ name: 'Great Hall', hasCheckedIn: true, checkedInAt: null });
    expect(alreadyCheckedInTexts(t, [unknown], new Set(), now)).toEqual(['Already checked in to Great Hall.']);
    expect(alreadyCheckedInTexts(t, [exhibit({})], new Set(), now)).toEqual([]);
  });

  it('names who admitted, as this device or the live stream knows it', () => {
    const mine = markAdmitted(exhibit({ name: 'Hall' }), at(14, 0), now, 'door1');
    const heard = markAdmittedElsewhere(exhibit({ id: 'e2', name: 'Studio' }), at(13, 0), 'door2');
    expect(alreadyCheckedInTexts(t, [mine, heard], new Set(), now)).toEqual([
      'Already checked in to Hall at 2:00 PM by door1.',
      'Already checked in to Studio at 1:00 PM by door2.',
    ]);
  });
});

describe('after a visitor leaves an exhibit (issue 32)', () => {
  const inside = {
    id: 'x',
    name: 'Studio',
    date: '2026-06-01T12:00:00.000Z',
    startTime: '09:00',
    endTime: '17:00',
    hasCheckedIn: true,
    checkedInAt: '2026-06-01T10:00:00.000Z',
    canAdmit: false,
    reason: 'already_inside' as const,
    message: 'Already inside Studio since 10:00 AM.',
    maxCapacity: null,
    remaining: null,
    insideSince: '2026-06-01T10:00:00.000Z',
  };

  it('may be admitted again where re-entry is allowed', () => {
    expect(afterExit({ ...inside, reentry: true })).toEqual({
      ...inside,
      reentry: true,
      insideSince: null,
      canAdmit: true,
      reason: undefined,
      message: undefined,
    });
  });

  it('is refused no_reentry where it is not', () => {
    expect(afterExit({ ...inside, reentry: false })).toMatchObject({
      insideSince: null,
      canAdmit: false,
      reason: 'no_reentry',
      message: 'Studio does not allow re-entry: this visitor has left.',
    });
  });
});
