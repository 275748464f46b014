/** An event's live numbers, from the counts the database keeps (no personal data is read). */
import type { LiveCounts } from '../../../common/live-events.ts';
import type { Executor } from '../../platform/db/client.ts';
import { type EventCounts, loadEventCounts } from '../reports/event-counts.ts';

export async function loadLiveCounts(db: Executor, eventId: string): Promise<LiveCounts> {
  return liveCounts(await loadEventCounts(db, eventId));
}

/** The message from the counted rows: places left per exhibit with a capacity (never below 0). */
export function liveCounts(counts: EventCounts): LiveCounts {
  return {
    registered: Number(counts.registered),
    waiting: Number(counts.waiting),
    offered: Number(counts.offered),
    cancelled: Number(counts.cancelled),
    checkedIn: Number(counts.checkedIn),
    exhibits: counts.exhibits.map(({ id, name, capacity, checkedIn: admitted, inside, capacityMode }) => {
      // A capacity counts admissions in total, or the people inside at once (issue 32).
      const taken = capacityMode === 'inside' ? inside : Number(admitted);
      return {
        id,
        name,
        checkedIn: Number(admitted),
        capacity,
        remaining: capacity === null ? null : Math.max(0, capacity - taken),
        inside,
        capacityMode,
      };
    }),
  };
}
