import { describe, expect, it } from 'vitest';
import { attendanceAfter } from './attendance.ts';

describe('the numbers after an event', () => {
  it('gives came and no-shows as shares of those with a place, cancelled as a share of all who registered', () => {
    expect(attendanceAfter({ registered: 80, checkedIn: 60, cancelled: 20 })).toEqual([
      { label: 'Registered', count: 80, percent: null },
      { label: 'Came', count: 60, percent: 75 },
      { label: 'No-shows', count: 20, percent: 25 },
      { label: 'Cancelled', count: 20, percent: 20 },
    ]);
  });

  it('rounds to whole percents and never counts more came than had a place', () => {
    const lines = attendanceAfter({ registered: 3, checkedIn: 5, cancelled: 0 });
    expect(lines.map((line) => [line.label, line.count, line.percent])).toEqual([
      ['Registered', 3, null],
      ['Came', 3, 100],
      ['No-shows', 0, 0],
      ['Cancelled', 0, 0],
    ]);
    expect(attendanceAfter({ registered: 3, checkedIn: 1, cancelled: 0 })[1]!.percent).toBe(33);
  });

  it('has no share to give for an event nobody registered for', () => {
    expect(attendanceAfter({ registered: 0, checkedIn: 0, cancelled: 0 }).map((line) => line.percent)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
