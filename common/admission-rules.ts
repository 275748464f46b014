/**
 * Who may be admitted to an exhibit: one rule set for the door (admin admit), the public check-in,
 * and the door's offline copy (offline-admission.ts, decision 027), with a machine-readable reason
 * and a human message for every refusal (DESIGN.md). Plain function, no I/O: the caller gathers the
 * facts (inside its transaction when it has one). Here in common/ so the web app runs the very same
 * rules offline; the server imports it through server/modules/checkin/admission-rules.ts.
 */
import type { AdmissionReason } from './admission-reasons.ts';
import { dayClock } from './event-days.ts';
import { hasEnded } from './event-status.ts';
import { type CapacityMode, tracksInside } from './occupancy.ts';

export interface AdmissionFacts {
  /**
   * `status`: a `waiting` registration (issue 30) has no place; the offline copy holds none of them.
   * A `cancelled` one (issue 30 item 2) is refused, naming `cancelledAt`.
   */
  registration: { id: string; eventId: string; status?: string; cancelledAt?: Date | null } | null;
  /** The registration's event. */
  event: { endDate: Date } | null;
  exhibit: {
    id: string;
    eventId: string;
    name: string;
    isActive: boolean;
    maxCapacity: number | null;
    /** Noon of the exhibit's day in APP_TIMEZONE. */
    date: Date;
    /** 'HH:MM', on the exhibit's day in APP_TIMEZONE. */
    startTime: string;
    endTime: string;
    /** What maxCapacity counts (issue 32): admissions in `total` (absent: so) or people `inside`. */
    capacityMode?: CapacityMode;
    /** Whether a visitor who left may come back in (issue 32; absent: not). */
    reentry?: boolean;
  } | null;
  existingCheckin: { checkedInAt: Date } | null;
  /**
   * The visitor's visit to the exhibit still open (issue 32): since when they are inside; null when
   * they are not inside (never entered, or left). Absent where visits are not known (the SPEC's rule:
   * a repeat is "already checked in").
   */
  openVisit?: { enteredAt: Date } | null;
  /** Check-ins already recorded for the exhibit (only needed when it has a capacity). */
  checkedInCount: number;
  /** People inside the exhibit now (only needed when its capacity counts them, issue 32). */
  insideCount?: number;
  now: Date;
}

/** What the rules need beyond the facts: the app's settings, and who is asking. */
export interface AdmissionPolicy {
  /** APP_TIMEZONE: an exhibit's day and hours are read there. */
  timezone: string;
  /** Check-in opens this many minutes before an exhibit's start time (CHECKIN_EARLY_MINUTES). */
  earlyMinutes: number;
  /**
   * The door tells staff when a visitor first checked in; the public check-in never does, or anyone
   * holding a pass (a photo of it) would learn when its owner visited.
   */
  showCheckinTime: boolean;
}

export type AdmissionDecision =
  | { allowed: true }
  | { allowed: false; reason: AdmissionReason; message: string; checkedInAt?: Date };

type Refusal = Extract<AdmissionDecision, { allowed: false }>;

/** A registration on the event's waiting list (issue 30): no place, no pass, no admission. */
export const WAITING_LIST_MESSAGE = 'On the waiting list: this person has no place at this event yet.';

/**
 * A cancelled registration's refusal (issue 30 item 2): "Registration cancelled on 3 March, 14:05",
 * the day and 24-hour time in APP_TIMEZONE; "Registration cancelled." when the time is not known.
 */
export function cancelledMessage(cancelledAt: Date | null | undefined, timezone: string): string {
  if (!cancelledAt || Number.isNaN(cancelledAt.getTime())) return 'Registration cancelled.';
  const day = formatter(timezone, DAY_MONTH).format(cancelledAt);
  const time = formatter(timezone, CLOCK_24).format(cancelledAt);
  return `Registration cancelled on ${day}, ${time}`;
}

export function decideAdmission(facts: AdmissionFacts, policy: AdmissionPolicy): AdmissionDecision {
  const { registration, event, exhibit, existingCheckin } = facts;
  if (!registration || !event) {
    return { allowed: false, reason: 'not_found', message: 'No registration was found for this pass.' };
  }
  if (!exhibit) return { allowed: false, reason: 'not_found', message: 'This exhibit does not exist.' };
  if (registration.status === 'cancelled') {
    return {
      allowed: false,
      reason: 'cancelled',
      message: cancelledMessage(registration.cancelledAt, policy.timezone),
    };
  }
  // Offered a place (issue 30 item 3) but not yet claimed: no pass yet either.
  if (registration.status === 'waiting' || registration.status === 'offered') {
    return { allowed: false, reason: 'waiting_list', message: WAITING_LIST_MESSAGE };
  }
  if (exhibit.eventId !== registration.eventId) {
    return {
      allowed: false,
      reason: 'wrong_event',
      message: `This pass is for another event, not for ${exhibit.name}.`,
    };
  }
  if (!exhibit.isActive) {
    return { allowed: false, reason: 'exhibit_inactive', message: `${exhibit.name} is not open for check-in.` };
  }
  if (hasEnded(event, facts.now)) {
    return { allowed: false, reason: 'event_ended', message: 'This event has ended.' };
  }
  if (existingCheckin) {
    const repeat = repeatedEntry(exhibit, existingCheckin, facts.openVisit, policy);
    if (repeat) return repeat;
  }
  const closed = outsideOpeningHours(exhibit, facts.now, policy);
  if (closed) return closed;
  if (exhibit.maxCapacity === null) return { allowed: true };
  if (exhibit.capacityMode === 'inside') {
    if ((facts.insideCount ?? 0) < exhibit.maxCapacity) return { allowed: true };
    return {
      allowed: false,
      reason: 'capacity_full',
      message: `${exhibit.name} is full (${exhibit.maxCapacity} inside).`,
    };
  }
  // Admissions in total: one who comes back in was counted at the first.
  if (!existingCheckin && facts.checkedInCount >= exhibit.maxCapacity) {
    return {
      allowed: false,
      reason: 'capacity_full',
      message: `${exhibit.name} is full (${exhibit.maxCapacity} ${exhibit.maxCapacity === 1 ? 'visitor' : 'visitors'}).`,
    };
  }
  return { allowed: true };
}

/**
 * An entry of a visitor admitted before (issue 32): inside still is "Already inside since 14:05"
 * where the exhibit tracks who is inside, the SPEC's "Already checked in" elsewhere (and where visits
 * are not known); after leaving, back in where re-entry is allowed (null: go on), `no_reentry` where not.
 */
function repeatedEntry(
  exhibit: NonNullable<AdmissionFacts['exhibit']>,
  existingCheckin: { checkedInAt: Date },
  openVisit: AdmissionFacts['openVisit'],
  policy: AdmissionPolicy,
): Refusal | null {
  if (openVisit === undefined) return alreadyCheckedIn(exhibit.name, existingCheckin.checkedInAt, policy);
  if (openVisit) {
    if (!tracksInside(exhibit)) return alreadyCheckedIn(exhibit.name, existingCheckin.checkedInAt, policy);
    return alreadyInside(exhibit.name, openVisit.enteredAt, policy);
  }
  if (exhibit.reentry) return null;
  return {
    allowed: false,
    reason: 'no_reentry',
    message: `${exhibit.name} does not allow re-entry: this visitor has left.`,
  };
}

/** "Already inside Hall A since 2:05 PM." (the public check-in: without the time). */
export function alreadyInside(exhibitName: string, since: Date, policy: AdmissionPolicy): Refusal {
  if (!policy.showCheckinTime) {
    return { allowed: false, reason: 'already_inside', message: `Already inside ${exhibitName}.` };
  }
  return {
    allowed: false,
    reason: 'already_inside',
    message: `Already inside ${exhibitName} since ${formatter(policy.timezone, CLOCK).format(since)}.`,
    checkedInAt: since,
  };
}

/** The facts an exit needs: who, where, and the visit still open (issue 32). */
export type ExitFacts = Pick<AdmissionFacts, 'registration' | 'exhibit'> & { openVisit: { enteredAt: Date } | null };

/**
 * Whether a visitor can be let out of an exhibit (issue 32): whenever they are inside, whatever the
 * hours, the registration's state or the exhibit's; `not_inside` when they are not.
 */
export function decideExit(facts: ExitFacts): AdmissionDecision {
  const { registration, exhibit } = facts;
  if (!registration)
    return { allowed: false, reason: 'not_found', message: 'No registration was found for this pass.' };
  if (!exhibit) return { allowed: false, reason: 'not_found', message: 'This exhibit does not exist.' };
  if (exhibit.eventId !== registration.eventId) {
    return {
      allowed: false,
      reason: 'wrong_event',
      message: `This pass is for another event, not for ${exhibit.name}.`,
    };
  }
  if (!facts.openVisit) return { allowed: false, reason: 'not_inside', message: `Not inside ${exhibit.name}.` };
  return { allowed: true };
}

/** A repeat: the door hears when the first check-in was, the public check-in only that there was one. */
export function alreadyCheckedIn(exhibitName: string, checkedInAt: Date, policy: AdmissionPolicy): Refusal {
  if (!policy.showCheckinTime) {
    return { allowed: false, reason: 'already_checked_in', message: `Already checked in to ${exhibitName}.` };
  }
  return {
    allowed: false,
    reason: 'already_checked_in',
    message: `Already checked in to ${exhibitName} at ${formatter(policy.timezone, CLOCK).format(checkedInAt)}.`,
    checkedInAt,
  };
}

/**
 * Check-in is open on the exhibit's day (in APP_TIMEZONE), from `earlyMinutes` before its start time
 * to the end of its end time's minute ('17:00' admits until 17:00:59). The early window does not
 * reach back into the day before.
 */
function outsideOpeningHours(
  exhibit: NonNullable<AdmissionFacts['exhibit']>,
  now: Date,
  policy: AdmissionPolicy,
): Refusal | null {
  const clock = dayClock(now, policy.timezone);
  const day = exhibit.date.getTime();
  if (day < clock.dayStart || day > clock.dayEnd) {
    const on = formatter(policy.timezone, DAY).format(exhibit.date);
    return { allowed: false, reason: 'not_today', message: `${exhibit.name} is on ${on}, not today.` };
  }
  const opens = minutesOf(exhibit.startTime) - policy.earlyMinutes;
  const closes = minutesOf(exhibit.endTime);
  if (clock.minutes >= opens && clock.minutes <= closes) return null;
  const hours = `${exhibit.name} is open from ${clock12(exhibit.startTime)} to ${clock12(exhibit.endTime)}.`;
  const when =
    clock.minutes < opens
      ? `Check-in opens at ${clock12(`${Math.floor(opens / 60)}:${String(opens % 60).padStart(2, '0')}`)}.`
      : 'Check-in has closed.';
  return { allowed: false, reason: 'not_open', message: `${hours} ${when}` };
}

/** 'HH:MM' to minutes since midnight. */
function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** '09:00' -> '9:00 AM', '17:30' -> '5:30 PM', '00:15' -> '12:15 AM' (SPEC section 9). */
function clock12(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

const CLOCK = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
/** 'Tuesday, December 1' */
const DAY = { weekday: 'long', month: 'long', day: 'numeric' } as const;
/** '3 March' (a cancellation's day) */
const DAY_MONTH = { day: 'numeric', month: 'long' } as const;
/** '14:05' */
const CLOCK_24 = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const FORMATS = { clock: CLOCK, day: DAY, dayMonth: DAY_MONTH, clock24: CLOCK_24 } as const;
/** The 24-hour clock and '3 March' are written as in British English. */
const LOCALES: Record<keyof typeof FORMATS, string> = {
  clock: 'en-US',
  day: 'en-US',
  dayMonth: 'en-GB',
  clock24: 'en-GB',
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: (typeof FORMATS)[keyof typeof FORMATS]): Intl.DateTimeFormat {
  const name = (Object.keys(FORMATS) as (keyof typeof FORMATS)[]).find((each) => FORMATS[each] === options)!;
  const key = `${timeZone} ${name}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[name], { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** HTTP status of a refusal: unknown things are 404, a bad token 400, every other refusal 409. */
export function refusalStatus(reason: AdmissionReason): number {
  if (reason === 'invalid') return 400;
  if (reason === 'not_found') return 404;
  return 409;
}
