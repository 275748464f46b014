/** The `exhibits` table. This module owns its writes. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { checkins, exhibitCounts, exhibits } from '../../platform/db/schema.ts';

export type ExhibitRow = typeof exhibits.$inferSelect;
/** An exhibit's fields as written: its date already at noon of its day (events/event-dates.ts). */
export type ExhibitValues = Omit<typeof exhibits.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findExhibit(db: Executor, id: string): Promise<ExhibitRow | null> {
  const [row] = await db.select().from(exhibits).where(eq(exhibits.id, id)).limit(1);
  return row ?? null;
}

export function listExhibits(db: Executor) {
  return db.select().from(exhibits).orderBy(asc(exhibits.date), asc(exhibits.startTime));
}

export function listEventExhibits(db: Executor, eventId: string) {
  return db
    .select()
    .from(exhibits)
    .where(eq(exhibits.eventId, eventId))
    .orderBy(asc(exhibits.date), asc(exhibits.startTime));
}

/**
 * Active exhibits dated today in the app's time zone, in start-time order, with the places left in
 * those with a capacity (counted in the same query, only for them). The day is a range of instants
 * (local midnight to the next), so the exhibit date index answers it.
 */
export function listTodaysActiveExhibits(db: Executor, now: Date, timezone: string) {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${timezone})::date`;
  const dayStart = sql`(${today})::timestamp at time zone ${timezone}`;
  const dayEnd = sql`(${today} + 1)::timestamp at time zone ${timezone}`;
  return db
    .select({
      id: exhibits.id,
      name: exhibits.name,
      description: exhibits.description,
      startTime: exhibits.startTime,
      endTime: exhibits.endTime,
      maxCapacity: exhibits.maxCapacity,
      translations: exhibits.translations,
      // drizzle leaves columns unqualified in a one-table select: the outer exhibit is named in full.
      // A capacity of people inside at once (issue 32) counts those inside now, from the kept counts.
      remaining: sql<number | null>`case when ${exhibits.maxCapacity} is null then null
        when ${exhibits.capacityMode} = 'inside' then greatest(0, ${exhibits.maxCapacity} - (select coalesce(sum(${exhibitCounts.inside}), 0)::int from ${exhibitCounts} where ${exhibitCounts.exhibitId} = "exhibits"."id"))
        else greatest(0, ${exhibits.maxCapacity} - (select count(*)::int from ${checkins} where ${checkins.exhibitId} = "exhibits"."id")) end`,
    })
    .from(exhibits)
    .where(and(eq(exhibits.isActive, true), sql`${exhibits.date} >= ${dayStart}`, sql`${exhibits.date} < ${dayEnd}`))
    .orderBy(asc(exhibits.startTime), asc(exhibits.name));
}

export async function insertExhibit(db: Executor, input: ExhibitValues): Promise<ExhibitRow> {
  const [row] = await db.insert(exhibits).values(input).returning();
  return row!;
}

export async function updateExhibit(db: Executor, id: string, input: ExhibitValues): Promise<ExhibitRow | null> {
  const [row] = await db.update(exhibits).set(input).where(eq(exhibits.id, id)).returning();
  return row ?? null;
}

/**
 * How many people the exhibit has admitted, its row locked until the transaction ends: admissions
 * to an exhibit with a capacity lock it too, so none slips in while a new capacity is checked.
 */
export async function lockAndCountAdmitted(tx: Executor, exhibitId: string): Promise<number> {
  await tx.execute(sql`select 1 from ${exhibits} where ${exhibits.id} = ${exhibitId} for update`);
  const [row] = await tx.select({ total: count() }).from(checkins).where(eq(checkins.exhibitId, exhibitId));
  return row?.total ?? 0;
}

export async function deleteExhibit(db: Executor, id: string): Promise<boolean> {
  const removed = await db.delete(exhibits).where(eq(exhibits.id, id)).returning({ id: exhibits.id });
  return removed.length > 0;
}
