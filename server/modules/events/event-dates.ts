/**
 * Where an event and an exhibit sit in time, whatever instant the client sent (SPEC sections 5 and 9):
 * an event runs from 00:00:00.000 of its first day to 23:59:59.999 of its last, and an exhibit's
 * date is 12:00 of its day, all in APP_TIMEZONE. Plain rules, no I/O.
 */
import { englishText } from '../../platform/http/errors.ts';
import { clockOf, endOfDay, noonOfDay, sentDay, startOfDay } from './event-days.ts';

export const END_BEFORE_START_MESSAGE = englishText('end_date_before_start');
export const END_IN_PAST_MESSAGE = englishText('end_date_in_past');

export interface SentEventDates {
  startDate: string;
  endDate: string;
}

export type PlacedEventDates =
  | { ok: true; startDate: Date; endDate: Date }
  | { ok: false; path: 'endDate'; code: 'end_date_before_start' | 'end_date_in_past'; message: string };

/** The event's first and last instants, or why its dates are refused (both on the end date). */
export function placeEventDates(sent: SentEventDates, timezone: string, now: Date): PlacedEventDates {
  const firstDay = sentDay(sent.startDate, timezone);
  const lastDay = sentDay(sent.endDate, timezone);
  if (lastDay < firstDay)
    return { ok: false, path: 'endDate', code: 'end_date_before_start', message: END_BEFORE_START_MESSAGE };
  if (lastDay < clockOf(now, timezone).day)
    return { ok: false, path: 'endDate', code: 'end_date_in_past', message: END_IN_PAST_MESSAGE };
  return { ok: true, startDate: startOfDay(firstDay, timezone), endDate: endOfDay(lastDay, timezone) };
}

/** An exhibit's date as kept: noon of the day it was sent for. */
export const placeExhibitDate = (sent: string, timezone: string): Date => noonOfDay(sentDay(sent, timezone), timezone);
