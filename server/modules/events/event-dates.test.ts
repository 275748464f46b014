import { describe, expect, it } from 'vitest';
import { END_BEFORE_START_MESSAGE, END_IN_PAST_MESSAGE, placeEventDates, placeExhibitDate } from './event-dates.ts';

const now = new Date('2026-11-20T10:00:00Z');

describe("an event's dates", () => {
  it('run from the start of the first day to the end of the last, whatever time was sent', () => {
    expect(placeEventDates({ startDate: '2026-12-01T13:45:00Z', endDate: '2026-12-02T08:00:00Z' }, 'UTC', now)).toEqual(
      {
        ok: true,
        startDate: new Date('2026-12-01T00:00:00.000Z'),
        endDate: new Date('2026-12-02T23:59:59.999Z'),
      },
    );
    expect(placeEventDates({ startDate: '2026-12-01', endDate: '2026-12-01' }, 'Europe/Paris', now)).toEqual({
      ok: true,
      startDate: new Date('2026-11-30T23:00:00.000Z'),
      endDate: new Date('2026-12-01T22:59:59.999Z'),
    });
  });

  it('compare days, not instants: an end earlier in the same day is that day', () => {
    const placed = placeEventDates({ startDate: '2026-12-01T18:00:00Z', endDate: '2026-12-01T06:00:00Z' }, 'UTC', now);
    expect(placed).toMatchObject({ ok: true, endDate: new Date('2026-12-01T23:59:59.999Z') });
  });

  it('refuse an end day before the start day', () => {
    expect(placeEventDates({ startDate: '2026-12-02', endDate: '2026-12-01' }, 'UTC', now)).toEqual({
      ok: false,
      path: 'endDate',
      code: 'end_date_before_start',
      message: END_BEFORE_START_MESSAGE,
    });
  });

  it('refuse an end day before today, and accept an event ending today', () => {
    expect(placeEventDates({ startDate: '2026-11-18', endDate: '2026-11-19' }, 'UTC', now)).toEqual({
      ok: false,
      path: 'endDate',
      code: 'end_date_in_past',
      message: END_IN_PAST_MESSAGE,
    });
    expect(placeEventDates({ startDate: '2026-11-18', endDate: '2026-11-20' }, 'UTC', now)).toMatchObject({ ok: true });
    // 16:00Z on the 20th is already the 21st in Tokyo: an event ending on the 20th there has ended.
    const lateEvening = new Date('2026-11-20T16:00:00Z');
    const tokyo = placeEventDates({ startDate: '2026-11-20', endDate: '2026-11-20' }, 'Asia/Tokyo', lateEvening);
    expect(tokyo).toMatchObject({ ok: false, message: END_IN_PAST_MESSAGE });
    expect(placeEventDates({ startDate: '2026-11-20', endDate: '2026-11-20' }, 'UTC', lateEvening)).toMatchObject({
      ok: true,
    });
  });
});

describe("an exhibit's date", () => {
  it("is noon of its day in the app's time zone", () => {
    expect(placeExhibitDate('2026-12-01T05:00:00Z', 'UTC')).toEqual(new Date('2026-12-01T12:00:00.000Z'));
    expect(placeExhibitDate('2026-12-01', 'America/New_York')).toEqual(new Date('2026-12-01T17:00:00.000Z'));
    expect(placeExhibitDate('2026-12-01T03:00:00Z', 'America/New_York')).toEqual(new Date('2026-11-30T17:00:00.000Z'));
  });
});
