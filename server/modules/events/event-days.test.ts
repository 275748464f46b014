import { describe, expect, it } from 'vitest';
import { clockOf, dayOf, endOfDay, nextDay, noonOfDay, sentDay, startOfDay, zonedTime } from './event-days.ts';

const iso = (date: Date) => date.toISOString();

describe('the day a client meant', () => {
  it('is the day written for a day alone or a time without a zone', () => {
    expect(sentDay('2026-12-01', 'Asia/Tokyo')).toBe('2026-12-01');
    expect(sentDay('2026-12-01', 'America/Los_Angeles')).toBe('2026-12-01');
    expect(sentDay('2026-12-01T23:30', 'Asia/Tokyo')).toBe('2026-12-01');
  });

  it("is an instant's day in the app's time zone", () => {
    expect(sentDay('2026-12-01T13:45:00Z', 'UTC')).toBe('2026-12-01');
    expect(sentDay('2026-12-01T13:45:00Z', 'Asia/Tokyo')).toBe('2026-12-01');
    expect(sentDay('2026-12-01T16:00:00Z', 'Asia/Tokyo')).toBe('2026-12-02');
    expect(sentDay('2026-12-01T03:00:00.000Z', 'America/New_York')).toBe('2026-11-30');
    expect(sentDay('2026-12-01T00:30:00+09:00', 'UTC')).toBe('2026-11-30');
  });
});

describe('the instants of a day', () => {
  it('starts at 00:00:00.000 and ends at 23:59:59.999 in the zone', () => {
    expect(iso(startOfDay('2026-12-01', 'UTC'))).toBe('2026-12-01T00:00:00.000Z');
    expect(iso(endOfDay('2026-12-01', 'UTC'))).toBe('2026-12-01T23:59:59.999Z');
    expect(iso(startOfDay('2026-12-01', 'Europe/Paris'))).toBe('2026-11-30T23:00:00.000Z');
    expect(iso(endOfDay('2026-12-01', 'Europe/Paris'))).toBe('2026-12-01T22:59:59.999Z');
    expect(iso(startOfDay('2026-07-01', 'America/New_York'))).toBe('2026-07-01T04:00:00.000Z');
    expect(iso(startOfDay('2026-12-01', 'Asia/Kolkata'))).toBe('2026-11-30T18:30:00.000Z');
  });

  it('puts noon at 12:00 of the day in the zone', () => {
    expect(iso(noonOfDay('2026-12-01', 'UTC'))).toBe('2026-12-01T12:00:00.000Z');
    expect(iso(noonOfDay('2026-12-01', 'Pacific/Kiritimati'))).toBe('2026-11-30T22:00:00.000Z');
    expect(iso(noonOfDay('2026-12-01', 'Pacific/Pago_Pago'))).toBe('2026-12-01T23:00:00.000Z');
    expect(dayOf(noonOfDay('2026-12-01', 'Pacific/Kiritimati'), 'Pacific/Kiritimati')).toBe('2026-12-01');
  });

  it('counts a day of 23 or 25 hours when the clocks change', () => {
    // Europe/Paris: clocks go forward on 2026-03-29 and back on 2026-10-25, both at night.
    const hours = (day: string) =>
      (endOfDay(day, 'Europe/Paris').getTime() + 1 - startOfDay(day, 'Europe/Paris').getTime()) / 3_600_000;
    expect(hours('2026-03-29')).toBe(23);
    expect(hours('2026-10-25')).toBe(25);
    expect(iso(noonOfDay('2026-03-29', 'Europe/Paris'))).toBe('2026-03-29T10:00:00.000Z');
  });

  it('starts a day whose midnight is skipped at the moment the clocks jump', () => {
    // America/Santiago: clocks went from 24:00 to 01:00 on 2024-09-08.
    expect(iso(startOfDay('2024-09-08', 'America/Santiago'))).toBe('2024-09-08T04:00:00.000Z');
    expect(clockOf(startOfDay('2024-09-08', 'America/Santiago'), 'America/Santiago')).toEqual({
      day: '2024-09-08',
      minutes: 60,
    });
  });

  it('takes the first of a time that happens twice', () => {
    // Europe/Paris, 2026-10-25: 02:30 happens at 00:30Z (summer time) and again at 01:30Z.
    expect(iso(zonedTime('2026-10-25', 2, 30, 'Europe/Paris'))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('handles the ends of the calendar and early years', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(iso(startOfDay('0050-06-01', 'UTC'))).toBe('0050-06-01T00:00:00.000Z');
    expect(dayOf(new Date('0050-06-01T12:00:00Z'), 'UTC')).toBe('0050-06-01');
  });
});

describe('the wall clock', () => {
  it('gives the day and minutes since midnight in the zone', () => {
    expect(clockOf(new Date('2026-06-01T05:37:00Z'), 'UTC')).toEqual({ day: '2026-06-01', minutes: 5 * 60 + 37 });
    expect(clockOf(new Date('2026-06-01T23:30:00Z'), 'Asia/Tokyo')).toEqual({
      day: '2026-06-02',
      minutes: 8 * 60 + 30,
    });
  });
});

describe('the wall clock of an instant', () => {
  // Read straight from Intl, with no cache: what the cached clock must always equal.
  const expected = (instant: number, timeZone: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: 'numeric',
        minute: 'numeric',
      })
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
    return {
      day: `${parts.year}-${parts.month}-${parts.day}`,
      minutes: Number(parts.hour) * 60 + Number(parts.minute),
    };
  };

  it('is right second by second across offset changes, in zones with half- and quarter-hour offsets', () => {
    const transitions: [string, string][] = [
      ['Europe/London', '2026-03-29T01:00:00Z'],
      ['Europe/London', '2026-10-25T01:00:00Z'],
      ['America/New_York', '2026-11-01T06:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      ['Asia/Kathmandu', '2026-06-01T18:14:00Z'],
      ['Asia/Kolkata', '2026-12-31T18:29:00Z'],
    ];
    for (const [zone, at] of transitions) {
      const around = Date.parse(at);
      // Interleaved with another instant, as the door asks for now and for an exhibit's noon.
      for (let instant = around - 90_000; instant <= around + 90_000; instant += 7_000) {
        expect(clockOf(new Date(instant), zone), `${zone} ${new Date(instant).toISOString()}`).toEqual(
          expected(instant, zone),
        );
        expect(dayOf(new Date(Date.parse('2026-07-01T12:00:00Z')), zone)).toBe(
          expected(Date.parse('2026-07-01T12:00:00Z'), zone).day,
        );
      }
    }
  });
});
