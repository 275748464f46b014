/**
 * The exhibit form (SPEC section 5): its live validation, the date picker's limits and the request it
 * becomes (the picked day itself, which the server keeps at 12:00 of that day in the app's time zone;
 * isActive always true). Beyond the SPEC it has the capacity (issue 20): empty for unlimited.
 */

import type { TextTranslations } from '@common/event-texts';
import { CAPACITY_MODES, type CapacityMode, DEFAULT_CAPACITY_MODE } from '@common/occupancy';
import type { AdminEvent, AdminExhibit } from '@common/schemas';
import { z } from 'zod';
import { isCalendarDay, laterDay, toDayInput } from '@/lib/local-date';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const SIGNED_WHOLE_NUMBER = /^[-+]?\d+$/;
const MAX_CAPACITY = 1_000_000;

export interface ExhibitDateLimits {
  /** The event's first and last local days. */
  firstDay: string;
  lastDay: string;
  /** The picker's minimum: the later of the event's first day and today. */
  min: string;
  max: string;
  /** Set when the event lasts a single day: the date is that day and cannot be changed. */
  fixed: string | null;
}

export function exhibitDateLimits(event: Pick<AdminEvent, 'startDate' | 'endDate'>, now: Date): ExhibitDateLimits {
  const firstDay = toDayInput(event.startDate);
  const lastDay = toDayInput(event.endDate);
  return {
    firstDay,
    lastDay,
    min: laterDay(firstDay, toDayInput(now)),
    max: lastDay,
    fixed: firstDay === lastDay ? firstDay : null,
  };
}

const required = (message: string) => z.string().trim().min(1, message);
const time = (message: string) =>
  required(message).refine((value) => value.trim() === '' || TIME.test(value.trim()), 'Use the HH:MM format');

export function exhibitFormSchema(limits: Pick<ExhibitDateLimits, 'firstDay' | 'lastDay'>) {
  return z
    .object({
      eventId: required('Event ID is required'),
      name: required('Exhibit name is required').max(200, 'Must be at most 200 characters'),
      description: z.string().trim().max(5000, 'Description is too long'),
      date: required('Date is required')
        .refine((value) => value === '' || isCalendarDay(value), 'Enter a valid date')
        .refine(
          (value) => value === '' || !isCalendarDay(value) || (value >= limits.firstDay && value <= limits.lastDay),
          "The exhibit's date must be within the event's dates.",
        ),
      startTime: time('Start time is required'),
      endTime: time('End time is required'),
      // The server's own messages (common/schemas.ts).
      maxCapacity: z
        .string()
        .trim()
        // '-3' is a whole number below 1, and says so (issue 29).
        .refine((value) => value === '' || SIGNED_WHOLE_NUMBER.test(value), 'Must be a whole number')
        .refine((value) => !SIGNED_WHOLE_NUMBER.test(value) || Number(value) >= 1, 'Must be at least 1')
        .refine(
          (value) => !SIGNED_WHOLE_NUMBER.test(value) || Number(value) <= MAX_CAPACITY,
          'Must be at most 1,000,000',
        ),
      capacityMode: z.enum(CAPACITY_MODES),
      reentry: z.boolean(),
      autoExit: z.boolean(),
    })
    .refine(
      (values) => !TIME.test(values.startTime) || !TIME.test(values.endTime) || values.endTime > values.startTime,
      { message: 'End time must be after start time', path: ['endTime'] },
    );
}

export interface ExhibitFormValues {
  eventId: string;
  name: string;
  description: string;
  date: string;
  startTime: string;
  endTime: string;
  /** Empty: no capacity. */
  maxCapacity: string;
  /** Issue 32: what the capacity counts, re-entry, one room at a time. */
  capacityMode: CapacityMode;
  reentry: boolean;
  autoExit: boolean;
}

export interface ExhibitRequest {
  eventId: string;
  name: string;
  description: string | null;
  date: string;
  startTime: string;
  endTime: string;
  maxCapacity: number | null;
  capacityMode: CapacityMode;
  reentry: boolean;
  autoExit: boolean;
  isActive: true;
  /** In the organisation's other languages (issue 31); left out, unchanged. */
  translations?: TextTranslations;
}

export function exhibitFormValues(
  eventId: string,
  limits: ExhibitDateLimits,
  exhibit?: Pick<
    AdminExhibit,
    'name' | 'description' | 'date' | 'startTime' | 'endTime' | 'maxCapacity' | 'capacityMode' | 'reentry' | 'autoExit'
  >,
): ExhibitFormValues {
  if (!exhibit) {
    return {
      eventId,
      name: '',
      description: '',
      date: limits.fixed ?? '',
      startTime: '',
      endTime: '',
      maxCapacity: '',
      capacityMode: DEFAULT_CAPACITY_MODE,
      reentry: false,
      autoExit: false,
    };
  }
  return {
    eventId,
    name: exhibit.name,
    description: exhibit.description ?? '',
    date: limits.fixed ?? toDayInput(exhibit.date),
    startTime: exhibit.startTime,
    endTime: exhibit.endTime,
    maxCapacity: exhibit.maxCapacity === null ? '' : String(exhibit.maxCapacity),
    capacityMode: exhibit.capacityMode ?? DEFAULT_CAPACITY_MODE,
    reentry: exhibit.reentry ?? false,
    autoExit: exhibit.autoExit ?? false,
  };
}

export function toExhibitRequest(values: ExhibitFormValues): ExhibitRequest {
  const date = values.date.trim();
  if (!isCalendarDay(date)) throw new Error('Enter a valid date');
  const description = values.description.trim();
  const capacity = values.maxCapacity.trim();
  return {
    eventId: values.eventId,
    name: values.name.trim(),
    description: description === '' ? null : description,
    date,
    startTime: values.startTime.trim(),
    endTime: values.endTime.trim(),
    maxCapacity: capacity === '' ? null : Number(capacity),
    capacityMode: values.capacityMode,
    reentry: values.reentry,
    autoExit: values.autoExit,
    isActive: true,
  };
}

/** An event's exhibits from the list of all exhibits, by date and then start time (SPEC section 7). */
export function eventExhibits<T extends Pick<AdminExhibit, 'eventId' | 'date' | 'startTime'>>(
  all: readonly T[],
  eventId: string,
): T[] {
  return all
    .filter((exhibit) => exhibit.eventId === eventId)
    .sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime() || a.startTime.localeCompare(b.startTime));
}
