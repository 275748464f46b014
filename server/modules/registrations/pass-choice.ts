/**
 * Which pass the lookup shows when one e-mail has several registrations (DESIGN.md): the ongoing
 * event's, else the nearest upcoming, else the most recent past. Plain rule, no I/O.
 */
import { eventStatus } from '../events/event-status.ts';

export interface PassCandidate {
  event: { startDate: Date; endDate: Date };
}

export function choosePass<T extends PassCandidate>(candidates: readonly T[], now: Date): T | null {
  let best: T | null = null;
  let bestRank = Number.POSITIVE_INFINITY;
  let bestKey = 0;
  for (const candidate of candidates) {
    const status = eventStatus(candidate.event, now);
    // Rank by status, then within a status: ongoing ending soonest, upcoming starting soonest,
    // past ended most recently.
    const rank = status === 'ongoing' ? 0 : status === 'upcoming' ? 1 : 2;
    const key =
      status === 'ongoing'
        ? candidate.event.endDate.getTime()
        : status === 'upcoming'
          ? candidate.event.startDate.getTime()
          : -candidate.event.endDate.getTime();
    if (rank < bestRank || (rank === bestRank && key < bestKey)) {
      best = candidate;
      bestRank = rank;
      bestKey = key;
    }
  }
  return best;
}
