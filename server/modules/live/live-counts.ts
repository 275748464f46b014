/** An event's live numbers, in one round of three small aggregate reads (no personal data is read). */
import { asc, count, countDistinct, eq } from 'drizzle-orm';
import type { LiveCounts } from '../../../common/live-events.ts';
import type { Executor } from '../../platform/db/client.ts';
import { checkins, exhibits, registrations } from '../../platform/db/schema.ts';

export async function loadLiveCounts(db: Executor, eventId: string): Promise<LiveCounts> {
  const [registered, checkedIn, exhibitRows] = await Promise.all([
    db.select({ total: count() }).from(registrations).where(eq(registrations.eventId, eventId)),
    db
      .select({ total: countDistinct(checkins.registrationId) })
      .from(checkins)
      .where(eq(checkins.eventId, eventId)),
    db
      .select({ id: exhibits.id, name: exhibits.name, capacity: exhibits.maxCapacity, checkedIn: count(checkins.id) })
      .from(exhibits)
      .leftJoin(checkins, eq(checkins.exhibitId, exhibits.id))
      .where(eq(exhibits.eventId, eventId))
      .groupBy(exhibits.id)
      .orderBy(asc(exhibits.date), asc(exhibits.startTime)),
  ]);
  return liveCounts(registered[0]?.total ?? 0, checkedIn[0]?.total ?? 0, exhibitRows);
}

/** The message from the counted rows: places left per exhibit with a capacity (never below 0). */
export function liveCounts(
  registered: number,
  checkedIn: number,
  exhibitRows: { id: string; name: string; capacity: number | null; checkedIn: number }[],
): LiveCounts {
  return {
    registered: Number(registered),
    checkedIn: Number(checkedIn),
    exhibits: exhibitRows.map(({ id, name, capacity, checkedIn: admitted }) => ({
      id,
      name,
      checkedIn: Number(admitted),
      capacity,
      remaining: capacity === null ? null : Math.max(0, capacity - Number(admitted)),
    })),
  };
}
