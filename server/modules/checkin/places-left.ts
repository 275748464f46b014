/** How many more visitors an exhibit with a capacity can take (null without a capacity). */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { checkins, exhibits } from '../../platform/db/schema.ts';

export async function placesLeft(db: Executor, exhibitId: string): Promise<number | null> {
  const [row] = await db
    .select({
      maxCapacity: exhibits.maxCapacity,
      // drizzle leaves columns unqualified in a one-table select: name the exhibit by its id.
      admitted: sql<number>`(select count(*)::int from ${checkins} where ${checkins.exhibitId} = ${exhibitId})`,
    })
    .from(exhibits)
    .where(eq(exhibits.id, exhibitId))
    .limit(1);
  if (!row || row.maxCapacity === null) return null;
  return Math.max(0, row.maxCapacity - Number(row.admitted));
}
