/** The `events` table. This module owns its writes. */
import { and, asc, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { events } from '../../platform/db/schema.ts';

export type EventRow = typeof events.$inferSelect;
/** An event's fields as written: its dates already placed on their days (event-dates.ts). */
export type EventValues = Pick<EventRow, 'name' | 'description' | 'startDate' | 'endDate' | 'companyField'>;

// Every registration starts here: a prepared statement.
const eventById = preparedQuery((db) =>
  db
    .select()
    .from(events)
    .where(eq(events.id, sql.placeholder('id')))
    .limit(1)
    .prepare('event_by_id'),
);

export async function findEvent(db: Executor, id: string): Promise<EventRow | null> {
  const [row] = await eventById(db).execute({ id });
  return row ?? null;
}

/** Events open for registration: not ended, soonest first. */
export function listActiveEvents(db: Executor, now: Date) {
  return db
    .select({
      id: events.id,
      name: events.name,
      description: events.description,
      startDate: events.startDate,
      endDate: events.endDate,
      companyField: events.companyField,
    })
    .from(events)
    .where(gte(events.endDate, now))
    .orderBy(asc(events.startDate), asc(events.name));
}

export function listAllEvents(db: Executor) {
  return db.select().from(events).orderBy(desc(events.startDate));
}

export function listOngoingEvents(db: Executor, now: Date) {
  return db
    .select()
    .from(events)
    .where(and(lte(events.startDate, now), gte(events.endDate, now)))
    .orderBy(asc(events.endDate), asc(events.startDate));
}

export function listUpcomingEvents(db: Executor, now: Date) {
  return db.select().from(events).where(gt(events.startDate, now)).orderBy(asc(events.startDate));
}

export function listPastEvents(db: Executor, now: Date) {
  return db.select().from(events).where(lt(events.endDate, now)).orderBy(desc(events.endDate));
}

export async function insertEvent(db: Executor, input: EventValues): Promise<EventRow> {
  const [row] = await db.insert(events).values(input).returning();
  return row!;
}

export async function updateEvent(db: Executor, id: string, input: EventValues): Promise<EventRow | null> {
  const [row] = await db.update(events).set(input).where(eq(events.id, id)).returning();
  return row ?? null;
}

export async function deleteEvent(db: Executor, id: string): Promise<boolean> {
  const removed = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return removed.length > 0;
}
