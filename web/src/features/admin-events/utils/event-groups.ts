/** Where an organiser's event stands, and the dashboard's order within each section (SPEC sections 2 and 4). */
import type { AdminEvent } from '@common/schemas';

export type EventPhase = 'ongoing' | 'upcoming' | 'past';

type Period = Pick<AdminEvent, 'startDate' | 'endDate'>;

const time = (value: string) => new Date(value).getTime();

/** An event has ended when its end date is before now; ended events are read-only. */
export function hasEnded(event: Pick<AdminEvent, 'endDate'>, now: Date): boolean {
  return time(event.endDate) < now.getTime();
}

export function eventPhase(event: Period, now: Date): EventPhase {
  if (now.getTime() < time(event.startDate)) return 'upcoming';
  if (hasEnded(event, now)) return 'past';
  return 'ongoing';
}

/** Ongoing: the one ending soonest first. */
export function sortOngoing<T extends Period>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => time(a.endDate) - time(b.endDate) || time(a.startDate) - time(b.startDate));
}

/** Upcoming: soonest first. */
export function sortUpcoming<T extends Period>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => time(a.startDate) - time(b.startDate) || time(a.endDate) - time(b.endDate));
}

/** Past: newest (most recently ended) first. */
export function sortPast<T extends Period>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => time(b.endDate) - time(a.endDate) || time(b.startDate) - time(a.startDate));
}
