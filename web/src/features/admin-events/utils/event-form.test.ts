import { describe, expect, it } from 'vitest';
import { englishT } from './english.test-support';
import { emptyEventForm, eventFormSchema, eventFormValues, reminderText, toEventRequest } from './event-form';

function messages(values: Partial<typeof emptyEventForm>) {
  const result = eventFormSchema.safeParse({ ...emptyEventForm, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('eventFormSchema', () => {
  it('asks for the name and both dates', () => {
    expect(messages({ name: '   ' })).toEqual({
      name: 'Event name is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
  });

  it('refuses an end date before the start date, on the end date, even while the name is missing', () => {
    expect(messages({ startDate: '2026-05-10', endDate: '2026-05-09' })).toEqual({
      name: 'Event name is required',
      endDate: 'End date must be after or same as start date',
    });
  });

  it('asks for Company by default (the SPEC), and takes only the three settings', () => {
    expect(emptyEventForm.companyField).toBe('required');
    const valid = { name: 'Expo', startDate: '2026-05-10', endDate: '2026-05-10' };
    for (const companyField of ['required', 'optional', 'hidden'] as const) {
      expect(messages({ ...valid, companyField })).toEqual({});
    }
    expect(Object.keys(messages({ ...valid, companyField: 'maybe' as never }))).toEqual(['companyField']);
  });

  it("takes empty places (no limit) or a whole number from 1 to 1,000,000, with the server's messages", () => {
    const valid = { name: 'Expo', startDate: '2026-05-10', endDate: '2026-05-10' };
    for (const capacity of ['', ' ', '1', '250', '1000000']) expect(messages({ ...valid, capacity })).toEqual({});
    expect(messages({ ...valid, capacity: '0' })).toEqual({ capacity: 'Places must be at least 1' });
    expect(messages({ ...valid, capacity: '-3' })).toEqual({ capacity: 'Places must be at least 1' });
    expect(messages({ ...valid, capacity: '2.5' })).toEqual({ capacity: 'Places must be a whole number' });
    expect(messages({ ...valid, capacity: 'ten' })).toEqual({ capacity: 'Places must be a whole number' });
    expect(messages({ ...valid, capacity: '1000001' })).toEqual({ capacity: 'Places must be at most 1,000,000' });
  });

  it("takes empty reminder hours (the app's setting), 0 (none) or a whole number up to 720", () => {
    const valid = { name: 'Expo', startDate: '2026-05-10', endDate: '2026-05-10' };
    for (const reminderHours of ['', '0', '24', '720']) expect(messages({ ...valid, reminderHours })).toEqual({});
    expect(messages({ ...valid, reminderHours: '-1' })).toEqual({
      reminderHours: 'Reminder hours must be 0 (no reminder) or more',
    });
    expect(messages({ ...valid, reminderHours: '1.5' })).toEqual({
      reminderHours: 'Reminder hours must be a whole number',
    });
    expect(messages({ ...valid, reminderHours: '721' })).toEqual({
      reminderHours: 'Reminder hours must be at most 720 (30 days)',
    });
  });

  it('accepts a one-day event', () => {
    expect(messages({ name: 'Expo', startDate: '2026-05-10', endDate: '2026-05-10' })).toEqual({});
  });

  it('refuses a date that does not exist', () => {
    expect(messages({ name: 'Expo', startDate: '2026-02-30', endDate: '2026-03-01' })).toEqual({
      startDate: 'Enter a valid date',
    });
  });
});

describe('toEventRequest', () => {
  it('sends the first and last days as picked (the server places them in its time zone)', () => {
    const request = toEventRequest({
      name: ' Expo ',
      description: ' Hall B ',
      startDate: '2026-05-10',
      endDate: '2026-05-11',
      companyField: 'optional',
      capacity: '',
      reminderHours: '',
    });
    expect(request).toEqual({
      name: 'Expo',
      description: 'Hall B',
      startDate: '2026-05-10',
      endDate: '2026-05-11',
      companyField: 'optional',
      capacity: null,
      reminderHours: null,
    });
  });

  it('sends the places as a number, and empty as no limit', () => {
    const values = { ...emptyEventForm, name: 'Expo', startDate: '2026-05-10', endDate: '2026-05-10' };
    expect(toEventRequest({ ...values, capacity: ' 120 ' }).capacity).toBe(120);
    expect(toEventRequest({ ...values, capacity: ' ' }).capacity).toBeNull();
  });

  it("sends the reminder hours as a number, 0 as none, and empty as the app's setting", () => {
    const values = { ...emptyEventForm, name: 'Expo', startDate: '2026-05-10', endDate: '2026-05-10' };
    expect(toEventRequest({ ...values, reminderHours: ' 48 ' }).reminderHours).toBe(48);
    expect(toEventRequest({ ...values, reminderHours: '0' }).reminderHours).toBe(0);
    expect(toEventRequest({ ...values, reminderHours: '' }).reminderHours).toBeNull();
    expect([null, 0, 1, 24].map((hours) => reminderText(englishT, hours))).toEqual([
      'the usual setting',
      'none',
      '1 hour before the start',
      '24 hours before the start',
    ]);
  });

  it('turns a saved event back into the same form values', () => {
    // As the server keeps it (here with the browser in the app's time zone).
    const saved = {
      name: 'Expo',
      description: '',
      startDate: new Date(2026, 4, 10, 0, 0, 0, 0).toISOString(),
      endDate: new Date(2026, 4, 11, 23, 59, 59, 999).toISOString(),
      companyField: 'hidden' as const,
      capacity: 300,
      reminderHours: 2,
    };
    expect(eventFormValues(saved)).toEqual({
      name: 'Expo',
      description: '',
      startDate: '2026-05-10',
      endDate: '2026-05-11',
      companyField: 'hidden',
      capacity: '300',
      reminderHours: '2',
    });
    expect(eventFormValues({ ...saved, capacity: null }).capacity).toBe('');
    expect(eventFormValues({ ...saved, reminderHours: null }).reminderHours).toBe('');
  });
});
