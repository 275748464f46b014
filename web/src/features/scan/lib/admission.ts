/** Plain helpers of the door's admission view: ordering, time display and refusals. */

import type { TFunction } from '@common/i18n/translator';
import type { AdmissionReason, ScanExhibit } from '@common/schemas';
import { ApiError } from '@/lib/api-client';
import { formatClock, formatLocale, formatTime12h } from '@/lib/format';

function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.POSITIVE_INFINITY;
}

function dayOf(date: string): number {
  const value = new Date(date).getTime();
  return Number.isNaN(value) ? Number.POSITIVE_INFINITY : value;
}

/** Exhibits by date, then start time (SPEC section 2); the input is left as it was. */
export function sortExhibits<T extends Pick<ScanExhibit, 'date' | 'startTime'>>(exhibits: readonly T[]): T[] {
  return [...exhibits].sort((a, b) => dayOf(a.date) - dayOf(b.date) || minutesOf(a.startTime) - minutesOf(b.startTime));
}

/** '09:00' and '13:30' -> '9:00 AM – 1:30 PM'. */
export function formatTimeRange(startTime: string, endTime: string): string {
  return `${formatTime12h(startTime)} – ${formatTime12h(endTime)}`;
}

/** 'Checked in at 9:05 AM', or 'Unknown time' in place of the time when it is missing or not a date. */
export function checkedInText(t: TFunction, checkedInAt: string | null | undefined): string {
  const date = checkedInAt ? new Date(checkedInAt) : null;
  const time = date && !Number.isNaN(date.getTime()) ? formatClock(date) : t('door:exhibit.unknownTime');
  return t('door:exhibit.checkedInAt', { time });
}

// Listed here rather than imported from common/schemas, which would bring zod into the page;
// the Record type fails to compile if a reason is added there and not here.
const KNOWN_REASONS: Record<AdmissionReason, true> = {
  invalid: true,
  not_found: true,
  wrong_event: true,
  exhibit_inactive: true,
  event_ended: true,
  already_checked_in: true,
  capacity_full: true,
  not_today: true,
  not_open: true,
  waiting_list: true,
  cancelled: true,
  already_inside: true,
  no_reentry: true,
  not_inside: true,
};

const isReason = (value: unknown): value is AdmissionReason =>
  typeof value === 'string' && Object.hasOwn(KNOWN_REASONS, value);

export interface Refusal {
  reason?: AdmissionReason;
  message?: string;
  checkedInAt?: string;
}

/** The machine-readable part of a refused call's JSON body ({ message, reason, checkedInAt }). */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError) || !error.bodyText) return {};
  try {
    const body: unknown = JSON.parse(error.bodyText);
    if (!body || typeof body !== 'object') return {};
    const { reason, message, checkedInAt } = body as Record<string, unknown>;
    return {
      ...(isReason(reason) ? { reason } : {}),
      ...(typeof message === 'string' && message ? { message } : {}),
      ...(typeof checkedInAt === 'string' && checkedInAt ? { checkedInAt } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * The exhibit once admitted: checked in at the server's time, or now if none came back (SPEC
 * section 4), with one place fewer left where it has a capacity.
 */
export function markAdmitted(
  exhibit: ScanExhibit,
  checkedInAt: string | null | undefined,
  now: Date,
  /** The account signed in here, when known. */
  by: string | null = null,
): ScanExhibit {
  const at = checkedInAt || now.toISOString();
  return {
    ...exhibit,
    hasCheckedIn: true,
    // Back in after leaving (issue 32): the check-in stays the first entry's; the visit is new.
    checkedInAt: exhibit.hasCheckedIn && exhibit.checkedInAt ? exhibit.checkedInAt : at,
    admittedBy: exhibit.hasCheckedIn ? (exhibit.admittedBy ?? null) : by,
    insideSince: at,
    canAdmit: false,
    remaining: exhibit.remaining === null ? null : Math.max(0, exhibit.remaining - 1),
  };
}

/**
 * The exhibit once the visitor left it (issue 32): not inside; admissible again where re-entry is
 * allowed (the server checks the rest when asked), else refused `no_reentry`.
 */
export function afterExit(exhibit: ScanExhibit): ScanExhibit {
  const { reason: _reason, message: _message, ...rest } = exhibit;
  if (exhibit.reentry) return { ...rest, insideSince: null, canAdmit: true };
  return {
    ...rest,
    insideSince: null,
    canAdmit: false,
    reason: 'no_reentry',
    message: `${exhibit.name} does not allow re-entry: this visitor has left.`,
  };
}

/**
 * The exhibit after a refused admit: checked in already (with the original time), or no longer
 * admissible with the refusal's reason. A failure without a reason (network, server) changes nothing.
 */
export function markRefused(exhibit: ScanExhibit, refusal: Refusal): ScanExhibit {
  if (!refusal.reason || refusal.reason === 'invalid') return exhibit;
  if (refusal.reason === 'already_checked_in') {
    return { ...exhibit, hasCheckedIn: true, checkedInAt: refusal.checkedInAt ?? exhibit.checkedInAt, canAdmit: false };
  }
  return {
    ...exhibit,
    canAdmit: false,
    reason: refusal.reason,
    ...(refusal.message ? { message: refusal.message } : {}),
  };
}

/** 'Tue, Jun 2' in English, the reader's own way elsewhere (exhibit dates are stored at noon, so the local day is the intended one). */
export function formatExhibitDate(date: string): string {
  const value = new Date(date);
  return Number.isNaN(value.getTime())
    ? ''
    : value.toLocaleDateString(formatLocale(), { weekday: 'short', month: 'short', day: 'numeric' });
}

/**
 * The exhibit once another device admitted the visitor to it (the live stream, issue 15): checked in
 * and no Admit button, before a refused admit is even tried. Who did it is said beside it
 * (heard-admissions.ts). A card checked in already is left as it is.
 */
export function markAdmittedElsewhere(
  exhibit: ScanExhibit,
  checkedInAt: string,
  by: string | null = null,
): ScanExhibit {
  if (exhibit.hasCheckedIn) return exhibit;
  return { ...exhibit, hasCheckedIn: true, checkedInAt, admittedBy: by, canAdmit: false, reason: 'already_checked_in' };
}

/** An exhibit's places left as the live counts say (they count every device's admissions). */
export function withLiveRemaining(exhibit: ScanExhibit, remaining: number | null | undefined): ScanExhibit {
  if (remaining === undefined || exhibit.maxCapacity === null || remaining === exhibit.remaining) return exhibit;
  return { ...exhibit, remaining };
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * What a pass already used says first, above any Admit button (issue 29 item 3): "Already checked in
 * to Great Hall at 12:44 PM by door1." for each exhibit the visitor was admitted to today before this
 * visit's own admits, the latest first. Who admitted is named where known (not at the public
 * check-in, nor for a check-in the offline copy holds without it); a check-in without a time is said
 * without one (it may be today's).
 */
export function alreadyCheckedInTexts(
  t: TFunction,
  exhibits: readonly ScanExhibit[],
  admittedHere: ReadonlySet<string>,
  now: Date,
): string[] {
  const found: { text: string; at: number }[] = [];
  for (const exhibit of exhibits) {
    if (!exhibit.hasCheckedIn || admittedHere.has(exhibit.id)) continue;
    const at = exhibit.checkedInAt ? new Date(exhibit.checkedInAt) : null;
    const known = at !== null && !Number.isNaN(at.getTime());
    if (known && !sameDay(at, now)) continue;
    const values = { exhibit: exhibit.name, time: known ? formatClock(at) : '', by: exhibit.admittedBy ?? '' };
    const text = known
      ? exhibit.admittedBy
        ? t('door:refusal.already_checked_in_at_by', values)
        : t('door:refusal.already_checked_in_at', values)
      : exhibit.admittedBy
        ? t('door:refusal.already_checked_in_by', values)
        : t('door:refusal.already_checked_in', values);
    found.push({ text, at: known ? at.getTime() : 0 });
  }
  return found.sort((a, b) => b.at - a.at).map((item) => item.text);
}
