/**
 * An event's numbers from the counts the database keeps (migration 0011, decision 030): two small
 * reads whatever the size of the event, exact under concurrent writers on any number of instances.
 * The stats, the live numbers and the dashboard read these; nothing counts the registrations again.
 */

import { asc, eq, sql } from 'drizzle-orm';
import type { CapacityMode } from '../../../common/occupancy.ts';
import type { EventStats } from '../../../common/schemas.ts';
import type { Executor } from '../../platform/db/client.ts';
import { eventCounts, exhibitCounts, exhibits } from '../../platform/db/schema.ts';

export interface EventCounts {
  /** Registrations with a place. */
  registered: number;
  /** Registrations on the waiting list. */
  waiting: number;
  /** Registrations offered a freed place, not yet claimed (they hold it). */
  offered: number;
  /** Registrations cancelled (by the visitor, an organiser, or an offer unclaimed). */
  cancelled: number;
  /** People with at least one check-in. */
  checkedIn: number;
  /** In the event page's order (day, then start time). */
  exhibits: {
    id: string;
    name: string;
    capacity: number | null;
    checkedIn: number;
    /** People inside now (issue 32). */
    inside: number;
    capacityMode: CapacityMode;
  }[];
}

/** Every registration of the event, whatever its status: the rows of its table, CSV and sheet (issue 30 item 5). */
export const everyRegistration = (counts: Pick<EventCounts, 'registered' | 'waiting' | 'offered' | 'cancelled'>) =>
  counts.registered + counts.waiting + counts.offered + counts.cancelled;

export async function loadEventCounts(db: Executor, eventId: string): Promise<EventCounts> {
  const [totals, exhibitRows] = await Promise.all([
    db
      .select({
        registered: sql<string>`coalesce(sum(${eventCounts.registered}), 0)`,
        waiting: sql<string>`coalesce(sum(${eventCounts.waiting}), 0)`,
        offered: sql<string>`coalesce(sum(${eventCounts.offered}), 0)`,
        cancelled: sql<string>`coalesce(sum(${eventCounts.cancelled}), 0)`,
        checkedIn: sql<string>`coalesce(sum(${eventCounts.checkedIn}), 0)`,
      })
      .from(eventCounts)
      .where(eq(eventCounts.eventId, eventId)),
    db
      .select({
        id: exhibits.id,
        name: exhibits.name,
        capacity: exhibits.maxCapacity,
        checkedIn: sql<string>`coalesce((select sum(${exhibitCounts.checkedIn}) from ${exhibitCounts} where ${exhibitCounts.exhibitId} = ${exhibits.id}), 0)`,
        // People inside now (issue 32), kept by the visits' trigger.
        inside: sql<string>`coalesce((select sum(${exhibitCounts.inside}) from ${exhibitCounts} where ${exhibitCounts.exhibitId} = ${exhibits.id}), 0)`,
        capacityMode: exhibits.capacityMode,
      })
      .from(exhibits)
      .where(eq(exhibits.eventId, eventId))
      .orderBy(asc(exhibits.date), asc(exhibits.startTime)),
  ]);
  return {
    registered: Number(totals[0]?.registered ?? 0),
    waiting: Number(totals[0]?.waiting ?? 0),
    offered: Number(totals[0]?.offered ?? 0),
    cancelled: Number(totals[0]?.cancelled ?? 0),
    checkedIn: Number(totals[0]?.checkedIn ?? 0),
    exhibits: exhibitRows.map((row) => ({ ...row, checkedIn: Number(row.checkedIn), inside: Number(row.inside) })),
  };
}

/** GET /api/admin/events/:id/stats from the counts. */
export function statsOf(counts: EventCounts): EventStats {
  return {
    registered: counts.registered,
    waiting: counts.waiting,
    offered: counts.offered,
    cancelled: counts.cancelled,
    checkedIn: counts.checkedIn,
    exhibits: counts.exhibits.map((exhibit) => ({
      id: exhibit.id,
      name: exhibit.name,
      maxCapacity: exhibit.capacity,
      checkedIn: exhibit.checkedIn,
      inside: exhibit.inside,
      capacityMode: exhibit.capacityMode,
    })),
  };
}
