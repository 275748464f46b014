/**
 * A refused pass or admission in the reader's language (issue 31). The server, and the offline
 * copy's own rules (common/offline-admission.ts), answer a reason code and the SPEC's English
 * sentence; the door shows `door:refusal.<reason>` chosen by the code, with the same arguments: the
 * exhibit the door asked about, the time of the first check-in, who admitted, the hours. The codes
 * themselves are never changed. What the answer does not carry as a field (the time check-in opens,
 * the day a registration was cancelled) is read from its English sentence; an answer whose words
 * cannot be read (or an unknown code) is shown as the server wrote it.
 */
import type { TFunction } from '@common/i18n/translator';
import { formatClock, formatLocale, formatTime12h } from '@/lib/format';

/** What a refusal came with: its code, the server's English words, and the fields of its body. */
export interface RefusalFacts {
  reason?: string | null;
  message?: string | null;
  /** already_checked_in: when the first check-in was (ISO, or the offline rules' Date). */
  checkedInAt?: string | Date | null;
  /** already_checked_in: who admitted first, where known. */
  by?: string | null;
}

/** The exhibit the door asked about, where it knows it. */
export interface RefusalExhibit {
  name: string;
  /** Noon of the exhibit's day (ISO, or a Date). */
  date?: string | Date;
  startTime?: string;
  endTime?: string;
  maxCapacity?: number | null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '9:00 AM' (the server's 12-hour clock) -> '09:00'. */
function from12h(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2}) ([AP])M$/.exec(text);
  if (!match) return null;
  const hours = (Number(match[1]) % 12) + (match[3] === 'P' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

const validDate = (value: string | Date | null | undefined): Date | null => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** The exhibit's name: the one asked about, else the one the English sentence starts with. */
function exhibitName(exhibit: RefusalExhibit | undefined, message: string, pattern: RegExp): string | null {
  return exhibit?.name ?? pattern.exec(message)?.[1] ?? null;
}

/**
 * The refusal's words in the reader's language, by its code. `not_found` has three sentences (no
 * registration for the pass, no such exhibit, a pass the offline copy lacks, a deleted registration):
 * the English one says which.
 */
export function refusalText(t: TFunction, refusal: RefusalFacts, exhibit?: RefusalExhibit): string {
  const message = refusal.message ?? '';
  const english = message || t('door:failure.notAdmitted');
  switch (refusal.reason) {
    case 'invalid':
      return t('door:refusal.invalid');
    case 'not_found':
      if (!message || message === 'No registration was found for this pass.') return t('door:refusal.not_found');
      if (message === 'This exhibit does not exist.') return t('door:refusal.not_found_exhibit');
      if (message.startsWith("This pass is not in this device's copy")) return t('door:refusal.not_in_copy');
      if (message.startsWith('This pass belongs to a registration')) return t('door:refusal.not_found_deleted');
      return english;
    case 'wrong_event': {
      const name = exhibitName(exhibit, message, /not for (.+)\.$/);
      return name === null ? english : t('door:refusal.wrong_event', { exhibit: name });
    }
    case 'exhibit_inactive': {
      const name = exhibitName(exhibit, message, /^(.+) is not open for check-in\.$/);
      return name === null ? english : t('door:refusal.exhibit_inactive', { exhibit: name });
    }
    case 'event_ended':
      return t('door:refusal.event_ended');
    case 'already_checked_in':
      return alreadyCheckedIn(t, refusal, exhibit) ?? english;
    case 'capacity_full': {
      const name = exhibitName(exhibit, message, /^(.+) is full \(/);
      // A capacity of people inside at once (issue 32): "Studio is full (10 inside)."
      const inside = /\((\d+) inside\)\.$/.exec(message);
      if (inside && name !== null)
        return t('door:refusal.capacity_full_inside', { exhibit: name, capacity: Number(inside[1]) });
      const capacity = exhibit?.maxCapacity ?? Number(/\((\d+) visitors?\)\.$/.exec(message)?.[1] ?? Number.NaN);
      if (name === null || !Number.isFinite(capacity)) return english;
      return t('door:refusal.capacity_full', { exhibit: name, capacity });
    }
    case 'not_today': {
      const name = exhibitName(exhibit, message, /^(.+) is on /);
      const date = validDate(exhibit?.date);
      if (name === null || !date) return english;
      const day = date.toLocaleDateString(formatLocale(), { weekday: 'long', month: 'long', day: 'numeric' });
      return t('door:refusal.not_today', { exhibit: name, day });
    }
    case 'not_open':
      return notOpen(t, message, exhibit) ?? english;
    case 'waiting_list':
      return t('door:refusal.waiting_list');
    case 'already_inside': {
      const name = exhibitName(exhibit, message, /^Already inside (.+?)(?: since \d{1,2}:\d{2} [AP]M)?\.$/);
      if (name === null) return english;
      const since = validDate(refusal.checkedInAt);
      return since
        ? t('door:refusal.already_inside_since', { exhibit: name, time: formatClock(since) })
        : t('door:refusal.already_inside', { exhibit: name });
    }
    case 'no_reentry': {
      const name = exhibitName(exhibit, message, /^(.+) does not allow re-entry/);
      return name === null ? english : t('door:refusal.no_reentry', { exhibit: name });
    }
    case 'not_inside': {
      const name = exhibitName(exhibit, message, /^Not inside (.+)\.$/);
      return name === null ? english : t('door:refusal.not_inside', { exhibit: name });
    }
    case 'cancelled':
      return cancelled(t, message);
    default:
      return english;
  }
}

/** "Already checked in to Hall A at 10:02 AM by door1.": the time and who where known. */
function alreadyCheckedIn(t: TFunction, refusal: RefusalFacts, exhibit: RefusalExhibit | undefined): string | null {
  const message = refusal.message ?? '';
  const name = exhibitName(exhibit, message, /^Already checked in to (.+?)(?: at \d{1,2}:\d{2} [AP]M)?(?: by .+)?\.$/);
  if (name === null) return null;
  const at = validDate(refusal.checkedInAt);
  const by = refusal.by ?? / by (.+)\.$/.exec(message)?.[1] ?? null;
  if (!at) return by ? null : t('door:refusal.already_checked_in', { exhibit: name });
  const time = formatClock(at);
  return by
    ? t('door:refusal.already_checked_in_at_by', { exhibit: name, time, by })
    : t('door:refusal.already_checked_in_at', { exhibit: name, time });
}

/** "Hall A is open from 9:00 AM to 5:00 PM. Check-in opens at 8:30 AM." (or "has closed"). */
function notOpen(t: TFunction, message: string, exhibit: RefusalExhibit | undefined): string | null {
  const said = /^(.+) is open from (\d{1,2}:\d{2} [AP]M) to (\d{1,2}:\d{2} [AP]M)\. /.exec(message);
  const name = exhibit?.name ?? said?.[1];
  const start = exhibit?.startTime ?? (said ? from12h(said[2]!) : null);
  const end = exhibit?.endTime ?? (said ? from12h(said[3]!) : null);
  if (!name || !start || !end) return null;
  const hours = { exhibit: name, start: formatTime12h(start), end: formatTime12h(end) };
  const opensAt = /Check-in opens at (\d{1,2}:\d{2} [AP]M)\.$/.exec(message)?.[1];
  const opens = opensAt ? from12h(opensAt) : null;
  if (opens) return t('door:refusal.not_open', { ...hours, opens: formatTime12h(opens) });
  return message.endsWith('Check-in has closed.') ? t('door:refusal.not_open_closed', hours) : null;
}

/** "Registration cancelled on 3 March, 14:05" (the server's day and 24-hour time), or without them. */
function cancelled(t: TFunction, message: string): string {
  const said = /^Registration cancelled on (\d{1,2}) (\w+), (\d{2}):(\d{2})$/.exec(message);
  const month = said ? MONTHS.indexOf(said[2]!) : -1;
  if (!said || month < 0) return t('door:refusal.cancelled');
  const locale = formatLocale() === 'en-US' ? 'en-GB' : formatLocale();
  const day = new Date(Date.UTC(2000, month, Number(said[1]))).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return t('door:refusal.cancelled_on', { day, time: `${said[3]}:${said[4]}` });
}
