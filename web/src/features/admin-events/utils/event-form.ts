/**
 * The event form's values (what the inputs hold) and its live validation (SPEC section 5), and the
 * request it becomes: the picked days themselves ('YYYY-MM-DD'), which the server places at
 * 00:00:00.000 of the first and 23:59:59.999 of the last in the app's time zone (decision 016), so
 * a browser in another time zone cannot shift them.
 */

import { COMPANY_FIELDS, type CompanyField, DEFAULT_COMPANY_FIELD } from '@common/company-field';
import { CAPACITY_MAX } from '@common/event-capacity';
import type { TextTranslations } from '@common/event-texts';
import type { TFunction } from '@common/i18n/translator';
import { REMINDER_HOURS_MAX } from '@common/reminders';
import type { AdminEvent } from '@common/schemas';
import { z } from 'zod';
import { isCalendarDay, toDayInput } from '@/lib/local-date';

const day = (required: string) =>
  z
    .string()
    .min(1, required)
    .refine((value) => value === '' || isCalendarDay(value), 'Enter a valid date');

const SIGNED_WHOLE_NUMBER = /^[-+]?\d+$/;

export const eventFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Event name is required').max(200, 'Must be at most 200 characters'),
    description: z.string().trim().max(5000, 'Description is too long'),
    startDate: day('Start date is required'),
    endDate: day('End date is required'),
    companyField: z.enum(COMPANY_FIELDS),
    // Places (issue 30): empty for no limit; the server's own messages (common/schemas.ts).
    capacity: z
      .string()
      .trim()
      .refine((value) => value === '' || SIGNED_WHOLE_NUMBER.test(value), 'Places must be a whole number')
      .refine((value) => !SIGNED_WHOLE_NUMBER.test(value) || Number(value) >= 1, 'Places must be at least 1')
      .refine(
        (value) => !SIGNED_WHOLE_NUMBER.test(value) || Number(value) <= CAPACITY_MAX,
        'Places must be at most 1,000,000',
      ),
    // Reminder hours (issue 30): empty for the app's setting, 0 for none; the server's own messages.
    reminderHours: z
      .string()
      .trim()
      .refine((value) => value === '' || SIGNED_WHOLE_NUMBER.test(value), 'Reminder hours must be a whole number')
      .refine(
        (value) => !SIGNED_WHOLE_NUMBER.test(value) || Number(value) >= 0,
        'Reminder hours must be 0 (no reminder) or more',
      )
      .refine(
        (value) => !SIGNED_WHOLE_NUMBER.test(value) || Number(value) <= REMINDER_HOURS_MAX,
        `Reminder hours must be at most ${REMINDER_HOURS_MAX} (30 days)`,
      ),
  })
  // No check above aborts, so this one runs (live) even while another field, the name say, is missing.
  .refine(
    (values) =>
      !isCalendarDay(values.startDate) || !isCalendarDay(values.endDate) || values.endDate >= values.startDate,
    {
      message: 'End date must be after or same as start date',
      path: ['endDate'],
    },
  );

export type EventFormValues = z.input<typeof eventFormSchema>;

export interface EventRequest {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  companyField: CompanyField;
  /** Null: no limit. */
  capacity: number | null;
  /** Null: the app's REMINDER_HOURS; 0: no reminder. */
  reminderHours: number | null;
  /** In the organisation's other languages (issue 31); left out, unchanged. */
  translations?: TextTranslations;
}

export const emptyEventForm: EventFormValues = {
  name: '',
  description: '',
  startDate: '',
  endDate: '',
  companyField: DEFAULT_COMPANY_FIELD,
  capacity: '',
  reminderHours: '',
};

export function eventFormValues(
  event: Pick<
    AdminEvent,
    'name' | 'description' | 'startDate' | 'endDate' | 'companyField' | 'capacity' | 'reminderHours'
  >,
) {
  return {
    name: event.name,
    description: event.description ?? '',
    startDate: toDayInput(event.startDate),
    endDate: toDayInput(event.endDate),
    companyField: event.companyField,
    capacity: event.capacity === null ? '' : String(event.capacity),
    reminderHours: event.reminderHours === null ? '' : String(event.reminderHours),
  } satisfies EventFormValues;
}

/** The API request for valid form values. */
export function toEventRequest(values: EventFormValues): EventRequest {
  const startDate = values.startDate.trim();
  const endDate = values.endDate.trim();
  if (!isCalendarDay(startDate) || !isCalendarDay(endDate)) throw new Error('Enter a valid date');
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    startDate,
    endDate,
    companyField: values.companyField,
    capacity: values.capacity.trim() === '' ? null : Number(values.capacity.trim()),
    reminderHours: values.reminderHours.trim() === '' ? null : Number(values.reminderHours.trim()),
  };
}

/** An event's reminder as its page words it: "24 hours before the start", "none", or "the usual setting". */
export function reminderText(t: TFunction, reminderHours: number | null): string {
  if (reminderHours === null) return t('admin:details.reminderUsual');
  if (reminderHours === 0) return t('admin:details.reminderNone');
  return t('admin:details.reminderHours', { hours: reminderHours });
}
