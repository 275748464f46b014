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

/** Active exhibits dated today in the app's time zone, in start-time order. */
export function listTodaysActiveExhibits(db: Executor, now: Date, timezone: string) {
  const localDay = (value: unknown) => sql`(${value} at time zone ${timezone})::date`;
  return db
    .select({
      id: exhibits.id,
      name: exhibits.name,
      description: exhibits.description,
      startTime: exhibits.startTime,
      endTime: exhibits.endTime,
    })
    .from(exhibits)
    .where(
      and(
        eq(exhibits.isActive, true),
        sql`${localDay(exhibits.date)} = ${localDay(sql`${now.toISOString()}::timestamptz`)}`,
      ),
    )
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
