/**
 * Which pass the lookup shows when one e-mail has several registrations (DESIGN.md): the ongoing
 * event's, else the nearest upcoming, else the most recent past. The door's chooser lists them all
 * in the same order. Plain rule, no I/O.
 */
import { eventStatus } from '../events/event-status.ts';

export interface PassCandidate {
  event: { startDate: Date; endDate: Date };
}

/** Status first (ongoing, upcoming, past), then ongoing ending soonest, upcoming starting soonest, past ended most recently. */
function rankOf(candidate: PassCandidate, now: Date): [number, number] {
  const status = eventStatus(candidate.event, now);
  if (status === 'ongoing') return [0, candidate.event.endDate.getTime()];
  if (status === 'upcoming') return [1, candidate.event.startDate.getTime()];
  return [2, -candidate.event.endDate.getTime()];
}

/** The candidates, best first; ties keep their order. */
export function orderPasses<T extends PassCandidate>(candidates: readonly T[], now: Date): T[] {
  return candidates
    .map((candidate) => ({ candidate, rank: rankOf(candidate, now) }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1])
    .map(({ candidate }) => candidate);
}

export function choosePass<T extends PassCandidate>(candidates: readonly T[], now: Date): T | null {
  return orderPasses(candidates, now)[0] ?? null;
}

/** The registrations that have a pass: not those on a waiting list (issue 30), which have none. */
export function withPass<T extends { registration: { status: string } }>(candidates: readonly T[]): T[] {
  return candidates.filter((candidate) => candidate.registration.status === 'registered');
}

/**
 * The door's order of a lookup's matches (issue 30 item 2): those still standing first, cancelled
 * ones last, each part in its own order. A visitor who cancelled and registered again is found by
 * their new registration; the cancelled one is still listed, and shown when it is the only match.
 */
export function cancelledLast<T extends { registration: { status: string } }>(ordered: readonly T[]): T[] {
  const cancelled = (candidate: T) => candidate.registration.status === 'cancelled';
  return [...ordered.filter((candidate) => !cancelled(candidate)), ...ordered.filter(cancelled)];
}
