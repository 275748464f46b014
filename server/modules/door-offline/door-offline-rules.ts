/**
 * The offline door's own rules (issue 28 items 2, 3 and 7), plain functions with unit tests beside them:
 * which events a door may copy now, the bounds of a device's claimed time, and the one audit entry of a
 * sync batch's refusals.
 */
import type { SyncRefusalReason } from '../../../common/admission-reasons.ts';
import { eventStatus } from '../../../common/event-status.ts';
import { englishText } from '../../platform/http/errors.ts';

/** A device's clock may be this far ahead of the server's; an admission dated later is refused. */
export const SYNC_CLOCK_AHEAD_MS = 5 * 60 * 1000;
/** An admission older than this when it reaches the server is refused (a device left in a drawer). */
export const SYNC_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };

/**
 * Why the door's copy of `event` is refused now, or null: a copy is of an event running now, from
 * 00:00 of its first day to the end of its last in APP_TIMEZONE (the dates it is stored with), the rule
 * of the door's own list of events (`GET /api/admin/events/ongoing`, listOngoingEvents).
 */
export function copyRefusalCode(event: { name: string; startDate: Date; endDate: Date }, now: Date, timezone: string) {
  const status = eventStatus(event, now);
  if (status === 'ongoing') return null;
  const day = (date: Date) => new Intl.DateTimeFormat('en-US', { ...DAY, timeZone: timezone }).format(date);
  return status === 'upcoming'
    ? { code: 'door_copy_not_started' as const, values: { eventName: event.name, day: day(event.startDate) } }
    : { code: 'door_copy_ended' as const, values: { eventName: event.name, day: day(event.endDate) } };
}

/** The same refusal in English words. */
export function copyRefusal(
  event: { name: string; startDate: Date; endDate: Date },
  now: Date,
  timezone: string,
): string | null {
  const refusal = copyRefusalCode(event, now, timezone);
  return refusal && englishText(refusal.code, refusal.values);
}

export interface ClockRefusal {
  reason: Extract<SyncRefusalReason, 'clock_ahead' | 'too_old' | 'clock_behind'>;
  message: string;
}

/**
 * Whether a device's claimed time of an offline admission can be taken: not more than 5 minutes ahead
 * of the server's clock (`clock_ahead`), not more than 24 hours old (`too_old`), and not before the
 * syncing session took its copy of the door (`clock_behind`: a device cannot admit offline before it
 * holds a copy; null `copiedAt`: the session took none, so no claimed time can be taken). The messages
 * name no server time, so a batch sent again is answered with the same words.
 */
export function clockRefusal(
  admittedAt: Date,
  bounds: { receivedAt: Date; copiedAt: Date | null },
): ClockRefusal | null {
  const at = admittedAt.getTime();
  if (at > bounds.receivedAt.getTime() + SYNC_CLOCK_AHEAD_MS) {
    return {
      reason: 'clock_ahead',
      message: `This admission is dated ${admittedAt.toISOString()}, more than 5 minutes ahead of the server's clock: check the device's date and time.`,
    };
  }
  if (at < bounds.receivedAt.getTime() - SYNC_MAX_AGE_MS) {
    return { reason: 'too_old', message: 'This admission was made more than 24 hours ago and was not recorded.' };
  }
  if (bounds.copiedAt === null) {
    return {
      reason: 'clock_behind',
      message:
        "This sign-in has not taken the door's copy, so it cannot have admitted anyone offline: not recorded. Admit the visitor again online.",
    };
  }
  if (at < bounds.copiedAt.getTime()) {
    return {
      reason: 'clock_behind',
      message: `This admission is dated ${admittedAt.toISOString()}, before this sign-in took the door's copy (${bounds.copiedAt.toISOString()}): not recorded. Check the device's date and time, and admit the visitor again online.`,
    };
  }
  return null;
}

/** What a sync batch's one audit entry of its refusals says (issue 28 item 7): counts, not one entry each. */
export interface SyncRefusalSummary {
  received: number;
  admitted: number;
  duplicates: number;
  refused: number;
  /** Refusals by reason, e.g. `{ clock_behind: 498, already_checked_in: 2 }`. */
  reasons: Partial<Record<SyncRefusalReason | 'unknown', number>>;
  /** The earliest and latest times the device claimed for the refused admissions (ISO). */
  claimedFrom: string;
  claimedTo: string;
}

/** The summary of a batch's answers, or null when nothing was refused (its admissions have their own entries). */
export function syncRefusalSummary(
  answers: readonly {
    status: 'admitted' | 'duplicate' | 'refused';
    reason?: SyncRefusalReason | undefined;
    admittedAt: string;
  }[],
): SyncRefusalSummary | null {
  const refused = answers.filter((answer) => answer.status === 'refused');
  if (refused.length === 0) return null;
  const reasons: SyncRefusalSummary['reasons'] = {};
  for (const answer of refused) {
    const key = answer.reason ?? 'unknown';
    reasons[key] = (reasons[key] ?? 0) + 1;
  }
  const claimed = refused
    .map((answer) => new Date(answer.admittedAt).getTime())
    .sort((a, b) => a - b)
    .map((time) => new Date(time).toISOString());
  return {
    received: answers.length,
    admitted: answers.filter((answer) => answer.status === 'admitted').length,
    duplicates: answers.filter((answer) => answer.status === 'duplicate').length,
    refused: refused.length,
    reasons,
    claimedFrom: claimed[0]!,
    claimedTo: claimed[claimed.length - 1]!,
  };
}
