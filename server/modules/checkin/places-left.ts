/**
 * How many more visitors an exhibit with a capacity can take (null without a capacity), and how many
 * people are inside it now (issue 32): its capacity counts admissions in total or people inside at
 * once. From the kept counts (decision 030): a few rows whatever the number of admissions.
 */
import { eq, sql } from 'drizzle-orm';
import type { CapacityMode } from '../../../common/occupancy.ts';
import type { Executor } from '../../platform/db/client.ts';
import { exhibitCounts, exhibits } from '../../platform/db/schema.ts';

export interface Occupancy {
  remaining: number | null;
  inside: number;
  capacityMode: CapacityMode;
}

export async function placesLeft(db: Executor, exhibitId: string): Promise<Occupancy | null> {
  const [row] = await db
    .select({
      maxCapacity: exhibits.maxCapacity,
      capacityMode: exhibits.capacityMode,
      admitted: sql<string>`coalesce((select sum(${exhibitCounts.checkedIn}) from ${exhibitCounts} where ${exhibitCounts.exhibitId} = ${exhibitId}), 0)`,
      inside: sql<string>`coalesce((select sum(${exhibitCounts.inside}) from ${exhibitCounts} where ${exhibitCounts.exhibitId} = ${exhibitId}), 0)`,
    })
    .from(exhibits)
    .where(eq(exhibits.id, exhibitId))
    .limit(1);
  if (!row) return null;
  const inside = Number(row.inside);
  const taken = row.capacityMode === 'inside' ? inside : Number(row.admitted);
  return {
    remaining: row.maxCapacity === null ? null : Math.max(0, row.maxCapacity - taken),
    inside,
    capacityMode: row.capacityMode,
  };
}
