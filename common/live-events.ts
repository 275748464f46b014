/**
 * The messages of an event's live stream (`GET /api/admin/events/:id/live`, Server-Sent Events;
 * docs/decisions/024-live-numbers.md). Types only: the server writes them, the admin pages read them.
 */
import type { CapacityMode } from './occupancy.ts';

/** Sent on connect and after any change, at most every 500 ms per event. */
export interface LiveCounts {
  /** Registrations with a place (the waiting list is not counted here). */
  registered: number;
  /** Registrations on the waiting list (issue 30). */
  waiting: number;
  /** Registrations offered a freed place, not yet claimed (issue 30 item 3). */
  offered: number;
  /** Registrations cancelled (issue 30 item 5). */
  cancelled: number;
  /** People checked in to at least one exhibit. */
  checkedIn: number;
  exhibits: {
    id: string;
    name: string;
    checkedIn: number;
    capacity: number | null;
    remaining: number | null;
    /** People inside now (issue 32), and what the capacity counts. */
    inside: number;
    capacityMode: CapacityMode;
  }[];
}

/** One admission, at the door or the public check-in. */
export interface LiveCheckin {
  registrationId: string;
  name: string;
  exhibitId: string;
  exhibitName: string;
  /** ISO time */
  checkedInAt: string;
  /** The organiser's username; null at the public check-in. */
  by: string | null;
}

/** A new registration: the number only, no personal data. */
export interface LiveRegistration {
  registered: number;
}

export type LiveMessage =
  | { event: 'counts'; data: LiveCounts }
  | { event: 'checkin'; data: LiveCheckin }
  | { event: 'registration'; data: LiveRegistration };
