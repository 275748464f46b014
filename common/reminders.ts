/**
 * Reminders (issue 30 item 4): an e-mail some hours before an event starts to every registration that
 * still has its place. Plain rules, no I/O: the server's scheduler (server/modules/reminders/) picks
 * the events due with `reminderDue` and claims, in SQL, the registrations `getsReminder` names; the
 * e-mail's job asks `getsReminder` again before it sends.
 */

/** An event's own reminder hours (or REMINDER_HOURS) at most: 30 days ahead. */
export const REMINDER_HOURS_MAX = 720;

const HOUR_MS = 3_600_000;

/** The hours before its start an event's reminder goes: its own (0: none), else the app's setting (0: none). */
export function reminderHours(eventHours: number | null, appHours: number): number {
  return eventHours ?? appHours;
}

/** When the reminder of an event starting at `startDate` goes, `hours` before; null: no reminder. */
export function reminderMoment(startDate: Date, hours: number): Date | null {
  return hours > 0 ? new Date(startDate.getTime() - hours * HOUR_MS) : null;
}

/**
 * How late a reminder may still go: half its lead (a 24-hour reminder up to 12 hours before the
 * start, a 2-hour one up to an hour before). Later, it would come as a surprise on the day rather
 * than as a reminder, and too late for a place freed by it to go to the waiting list. It covers an
 * app that was stopped when the moment came (a restart, a deploy, a night's outage).
 */
export function reminderDeadline(startDate: Date, hours: number): Date | null {
  return hours > 0 ? new Date(startDate.getTime() - (hours / 2) * HOUR_MS) : null;
}

/**
 * Whether an event's reminders go now: reminders on (`hours` > 0), the moment come, and the event
 * not started and not yet past half the reminder's lead (`reminderDeadline`).
 */
export function reminderDue(startDate: Date, hours: number, now: Date): boolean {
  const moment = reminderMoment(startDate, hours);
  const deadline = reminderDeadline(startDate, hours);
  if (!moment || !deadline) return false;
  return moment.getTime() <= now.getTime() && now.getTime() < deadline.getTime();
}

/**
 * Whether a registration gets its event's reminder (once: the server records it): only one that has
 * its place (`registered`; never waiting, nor any later status such as cancelled), and only one made
 * by the reminder's moment (one made after it has just had its pass e-mail).
 */
export function getsReminder(registration: { status: string; createdAt: Date }, moment: Date): boolean {
  return registration.status === 'registered' && registration.createdAt.getTime() <= moment.getTime();
}
