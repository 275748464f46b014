import { describe, expect, it } from 'vitest';
import { statsOfCounts } from './live-event';

describe('the live counts as the event’s stats', () => {
  it('gives the Attendance card its numbers, each exhibit with its capacity', () => {
    expect(
      statsOfCounts({
        registered: 12,
        waiting: 3,
        offered: 1,
        cancelled: 2,
        checkedIn: 5,
        exhibits: [
          {
            id: 'a',
            name: 'Hall',
            checkedIn: 4,
            capacity: 10,
            remaining: 6,
            inside: 3,
            capacityMode: 'inside' as const,
          },
          {
            id: 'b',
            name: 'Garden',
            checkedIn: 1,
            capacity: null,
            remaining: null,
            inside: 0,
            capacityMode: 'total' as const,
          },
        ],
      }),
    ).toEqual({
      registered: 12,
      waiting: 3,
      offered: 1,
      cancelled: 2,
      checkedIn: 5,
      exhibits: [
        { id: 'a', name: 'Hall', checkedIn: 4, maxCapacity: 10, inside: 3, capacityMode: 'inside' },
        { id: 'b', name: 'Garden', checkedIn: 1, maxCapacity: null, inside: 0, capacityMode: 'total' },
      ],
    });
  });
});
