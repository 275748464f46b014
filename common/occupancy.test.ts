import { describe, expect, it } from 'vitest';
import { closingTime, minutesInside, tracksInside } from './occupancy.ts';

describe('occupancy', () => {
  it('closes an exhibit at the end of its end time’s minute, on its day in the zone', () => {
    const day = { date: new Date('2026-06-01T10:00:00Z'), endTime: '17:00' };
    expect(closingTime(day, 'UTC').toISOString()).toBe('2026-06-01T17:01:00.000Z');
    // Noon of 1 June in Tokyo is 03:00 UTC; 17:01 there is 08:01 UTC.
    expect(closingTime({ date: new Date('2026-06-01T03:00:00Z'), endTime: '17:00' }, 'Asia/Tokyo').toISOString()).toBe(
      '2026-06-01T08:01:00.000Z',
    );
    // 23:59 closes at midnight, the next day's first instant.
    expect(closingTime({ ...day, endTime: '23:59' }, 'UTC').toISOString()).toBe('2026-06-02T00:00:00.000Z');
  });

  it('counts whole minutes inside, never below 0', () => {
    expect(minutesInside(new Date('2026-06-01T10:00:00Z'), new Date('2026-06-01T10:42:59Z'))).toBe(42);
    expect(minutesInside(new Date('2026-06-01T10:00:00Z'), new Date('2026-06-01T09:00:00Z'))).toBe(0);
  });

  it('tracks who is inside where the capacity counts them or re-entry is allowed', () => {
    expect(tracksInside({})).toBe(false);
    expect(tracksInside({ capacityMode: 'total', reentry: false })).toBe(false);
    expect(tracksInside({ capacityMode: 'inside' })).toBe(true);
    expect(tracksInside({ reentry: true })).toBe(true);
  });
});
