/** An event's live numbers, from the counts the database keeps (no personal data is read). */
import type { LiveCounts } from '../../../common/live-events.ts';
import type { Executor } from '../../platform/db/client.ts';
import { loadEventCounts } from '../reports/event-counts.ts';

export async function loadLiveCounts(db: Executor, eventId: string): Promise<LiveCounts> {
  const counts = await loadEventCounts(db, eventId);
  return liveCounts(counts.registered, counts.checkedIn, counts.exhibits, counts.waiting, counts.offered);
}

/** The message from the counted rows: places left per exhibit with a capacity (never below 0). */
export function liveCounts(
  registered: number,
  checkedIn: number,
  exhibitRows: { id: string; name: string; capacity: number | null; checkedIn: number }[],
  waiting: number,
  offered = 0,
): LiveCounts {
  return {
    registered: Number(registered),
    waiting: Number(waiting),
    offered: Number(offered),
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
