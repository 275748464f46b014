/** The `exhibits` table. This module owns its writes. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ExhibitInput } from '../../../common/schemas.ts';
import type { Executor } from '../../platform/db/client.ts';
import { exhibits } from '../../platform/db/schema.ts';

export type ExhibitRow = typeof exhibits.$inferSelect;

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
 * Active exhibits dated today in the app's time zone, in start-time order. The day is a range of
 * instants (local midnight to the next), so the exhibit date index answers it.
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
    })
    .from(exhibits)
    .where(and(eq(exhibits.isActive, true), sql`${exhibits.date} >= ${dayStart}`, sql`${exhibits.date} < ${dayEnd}`))
    .orderBy(asc(exhibits.startTime), asc(exhibits.name));
}

export async function insertExhibit(db: Executor, input: ExhibitInput): Promise<ExhibitRow> {
  const [row] = await db.insert(exhibits).values(input).returning();
  return row!;
}

export async function updateExhibit(db: Executor, id: string, input: ExhibitInput): Promise<ExhibitRow | null> {
  const [row] = await db.update(exhibits).set(input).where(eq(exhibits.id, id)).returning();
  return row ?? null;
}

export async function deleteExhibit(db: Executor, id: string): Promise<boolean> {
  const removed = await db.delete(exhibits).where(eq(exhibits.id, id)).returning({ id: exhibits.id });
  return removed.length > 0;
}
