import { describe, expect, it } from 'vitest';
import {
  eventExhibits,
  exhibitDateLimits,
  exhibitFormSchema,
  exhibitFormValues,
  toExhibitRequest,
} from './exhibit-form';

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(y, m - 1, d, h, min, s, ms).toISOString();

const threeDays = { startDate: local(2026, 6, 10), endDate: local(2026, 6, 12, 23, 59, 59, 999) };
const oneDay = { startDate: local(2026, 6, 10), endDate: local(2026, 6, 10, 23, 59, 59, 999) };

describe('exhibitDateLimits', () => {
  it('runs from the later of the event start and today to the event end', () => {
    expect(exhibitDateLimits(threeDays, new Date(2026, 5, 1))).toEqual({
      firstDay: '2026-06-10',
      lastDay: '2026-06-12',
      min: '2026-06-10',
      max: '2026-06-12',
      fixed: null,
    });
    expect(exhibitDateLimits(threeDays, new Date(2026, 5, 11, 9)).min).toBe('2026-06-11');
  });

  it('fixes the date of a one-day event', () => {
    expect(exhibitDateLimits(oneDay, new Date(2026, 5, 1)).fixed).toBe('2026-06-10');
    expect(exhibitFormValues('e1', exhibitDateLimits(oneDay, new Date(2026, 5, 1))).date).toBe('2026-06-10');
  });
});

describe('exhibitFormSchema', () => {
  const schema = exhibitFormSchema({ firstDay: '2026-06-10', lastDay: '2026-06-12' });
  const valid = {
    eventId: 'e1',
    name: 'Robots',
    description: '',
    date: '2026-06-11',
    startTime: '09:00',
    endTime: '10:30',
    maxCapacity: '',
    capacityMode: 'total' as const,
    reentry: false,
    autoExit: false,
  };
  const messages = (values: Partial<typeof valid>) => {
    const result = schema.safeParse({ ...valid, ...values });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a complete exhibit', () => {
    expect(messages({})).toEqual({});
  });

  it('gives the SPEC messages for missing fields', () => {
    expect(messages({ eventId: '', name: ' ', date: '', startTime: '', endTime: '' })).toEqual({
      eventId: 'Event ID is required',
      name: 'Exhibit name is required',
      date: 'Date is required',
      startTime: 'Start time is required',
      endTime: 'End time is required',
    });
  });

  it('wants the end time after the start time, on the end time, even while the name is missing', () => {
    expect(messages({ name: '', startTime: '10:00', endTime: '10:00' })).toEqual({
      name: 'Exhibit name is required',
      endTime: 'End time must be after start time',
    });
    expect(messages({ startTime: '13:00', endTime: '09:00' })).toEqual({
      endTime: 'End time must be after start time',
    });
  });

  it('takes an empty capacity (unlimited) or a whole number from 1 to 1,000,000', () => {
    for (const maxCapacity of ['', ' ', '1', '40', '1000000']) expect(messages({ maxCapacity })).toEqual({});
    expect(messages({ maxCapacity: '0' })).toEqual({ maxCapacity: 'Must be at least 1' });
    expect(messages({ maxCapacity: '2.5' })).toEqual({ maxCapacity: 'Must be a whole number' });
    expect(messages({ maxCapacity: '-3' })).toEqual({ maxCapacity: 'Must be at least 1' });
    expect(messages({ maxCapacity: '0' })).toEqual({ maxCapacity: 'Must be at least 1' });
    expect(messages({ maxCapacity: 'ten' })).toEqual({ maxCapacity: 'Must be a whole number' });
    expect(messages({ maxCapacity: '1000001' })).toEqual({ maxCapacity: 'Must be at most 1,000,000' });
  });

  it("keeps the date within the event's days", () => {
    expect(messages({ date: '2026-06-13' })).toEqual({ date: "The exhibit's date must be within the event's dates." });
    expect(messages({ date: '2026-06-09' })).toEqual({ date: "The exhibit's date must be within the event's dates." });
  });
});

describe('toExhibitRequest', () => {
  it('sends the chosen day (the server keeps it at noon), a null blank description and isActive true', () => {
    expect(
      toExhibitRequest({
        eventId: 'e1',
        name: ' Robots ',
        description: '  ',
        date: '2026-06-11',
        startTime: '09:00',
        endTime: '10:30',
        maxCapacity: ' ',
        capacityMode: 'total',
        reentry: false,
        autoExit: false,
      }),
    ).toEqual({
      eventId: 'e1',
      name: 'Robots',
      description: null,
      date: '2026-06-11',
      startTime: '09:00',
      endTime: '10:30',
      maxCapacity: null,
      capacityMode: 'total',
      reentry: false,
      autoExit: false,
      isActive: true,
    });
  });

  it('sends a capacity as a number', () => {
    const values = exhibitFormValues('e1', exhibitDateLimits(threeDays, new Date(2026, 5, 1)), {
      name: 'Robots',
      description: null,
      date: local(2026, 6, 11, 12),
      startTime: '09:00',
      endTime: '10:30',
      maxCapacity: 40,
      capacityMode: 'inside',
      reentry: true,
      autoExit: false,
    });
    expect(values.maxCapacity).toBe('40');
    expect(toExhibitRequest({ ...values, maxCapacity: ' 12 ' })).toMatchObject({
      maxCapacity: 12,
      // Issue 32: what the capacity counts and re-entry go as set.
      capacityMode: 'inside',
      reentry: true,
      autoExit: false,
    });
  });
});

describe('eventExhibits', () => {
  it("keeps one event's exhibits, by date then start time", () => {
    const all = [
      { id: 'a', eventId: 'e1', date: local(2026, 6, 11, 12), startTime: '09:00' },
      { id: 'b', eventId: 'e2', date: local(2026, 6, 10, 12), startTime: '08:00' },
      { id: 'c', eventId: 'e1', date: local(2026, 6, 10, 12), startTime: '14:00' },
      { id: 'd', eventId: 'e1', date: local(2026, 6, 10, 12), startTime: '10:00' },
    ];
    expect(eventExhibits(all, 'e1').map((exhibit) => exhibit.id)).toEqual(['d', 'c', 'a']);
  });
});
