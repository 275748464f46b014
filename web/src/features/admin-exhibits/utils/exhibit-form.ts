/**
 * The exhibit form (SPEC section 5): its live validation, the date picker's limits and the request it
 * becomes (the date at 12:00 local time, isActive always true).
 */
import type { AdminEvent, AdminExhibit } from '@common/schemas';
import { z } from 'zod';
import { laterDay, noonOfLocalDay, toDayInput } from '@/lib/local-date';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

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
        .refine((value) => value === '' || noonOfLocalDay(value) !== null, 'Enter a valid date')
        .refine(
          (value) =>
            value === '' || noonOfLocalDay(value) === null || (value >= limits.firstDay && value <= limits.lastDay),
          "The exhibit's date must be within the event's dates.",
        ),
      startTime: time('Start time is required'),
      endTime: time('End time is required'),
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
}

export interface ExhibitRequest {
  eventId: string;
  name: string;
  description: string | null;
  date: string;
  startTime: string;
  endTime: string;
  isActive: true;
}

export function exhibitFormValues(
  eventId: string,
  limits: ExhibitDateLimits,
  exhibit?: Pick<AdminExhibit, 'name' | 'description' | 'date' | 'startTime' | 'endTime'>,
): ExhibitFormValues {
  if (!exhibit) {
    return { eventId, name: '', description: '', date: limits.fixed ?? '', startTime: '', endTime: '' };
  }
  return {
    eventId,
    name: exhibit.name,
    description: exhibit.description ?? '',
    date: limits.fixed ?? toDayInput(exhibit.date),
    startTime: exhibit.startTime,
    endTime: exhibit.endTime,
  };
}

export function toExhibitRequest(values: ExhibitFormValues): ExhibitRequest {
  const date = noonOfLocalDay(values.date);
  if (!date) throw new Error('Enter a valid date');
  const description = values.description.trim();
  return {
    eventId: values.eventId,
    name: values.name.trim(),
    description: description === '' ? null : description,
    date: date.toISOString(),
    startTime: values.startTime.trim(),
    endTime: values.endTime.trim(),
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
