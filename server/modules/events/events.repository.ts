/** The `events` table. This module owns its writes. */
import { and, asc, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { eventCounts, events } from '../../platform/db/schema.ts';
import { driverClient } from '../../platform/library-internals/drizzle-driver-client.ts';

export type EventRow = typeof events.$inferSelect;
/** An event's fields as written: its dates already placed on their days (event-dates.ts). */
export type EventValues = Pick<
  EventRow,
  'name' | 'description' | 'startDate' | 'endDate' | 'companyField' | 'capacity' | 'reminderHours' | 'translations'
>;

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

/**
 * Places a newcomer can have (common/event-capacity.ts's `placesLeft`, in SQL): none while anyone
 * waits; from the kept counts (decision 030), read only for an event with a capacity.
 */
const placesLeftSql = sql<number | null>`case when ${events.capacity} is null then null else (
  select case when coalesce(sum(${eventCounts.waiting}), 0) > 0 then 0
    else greatest(0, ${events.capacity} - coalesce(sum(${eventCounts.registered} + ${eventCounts.offered}), 0)) end
  from ${eventCounts} where ${eventCounts.eventId} = ${events.id}) end`.mapWith((value) =>
  value === null ? null : Number(value),
);

/**
 * Events open for registration: not ended, soonest first, with their places left and their texts in
 * every language (the reader's is picked by common/event-texts.ts's localizedTexts).
 */
export function listActiveEvents(db: Executor, now: Date) {
  return db
    .select({
      id: events.id,
      name: events.name,
      description: events.description,
      startDate: events.startDate,
      endDate: events.endDate,
      companyField: events.companyField,
      capacity: events.capacity,
      placesLeft: placesLeftSql,
      translations: events.translations,
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

/**
 * Locks the event's row until the transaction ends and reads its places (issue 30). `update`: a
 * registration of an event with a capacity, or a change of its capacity; every other registration
 * takes `key share` (as its foreign key's check does), which a change of capacity waits for and
 * which waits for it. Null when the event is gone.
 */
export async function lockEventPlaces(
  tx: Executor,
  id: string,
  mode: 'update' | 'key share',
): Promise<{ capacity: number | null } | null> {
  // Every registration runs this: a named statement on the transaction's own client (as its insert).
  const { rows } = await driverClient(tx).query<{ capacity: number | null }>(
    `select capacity from events where id = $1 ${mode === 'update' ? 'for update' : 'for key share'}`,
    [id],
    mode === 'update' ? 'lock_event_places' : 'share_event_places',
  );
  return rows[0] ?? null;
}

/**
 * The event's registered, waiting and offered counts (decision 030): exact once the event's row is
 * locked for update. Every registration for an event with places reads them under that lock: a named
 * statement on the transaction's own client, as the lock and the insert (drizzle would build it anew
 * each time, inside the lock; the bench's rush on an event with places measured it).
 */
export async function placeCounts(
  tx: Executor,
  eventId: string,
): Promise<{ registered: number; waiting: number; offered: number }> {
  const { rows } = await driverClient(tx).query<{ registered: string; waiting: string; offered: string }>(
    `select coalesce(sum(registered), 0) as registered, coalesce(sum(waiting), 0) as waiting,
       coalesce(sum(offered), 0) as offered from event_counts where event_id = $1`,
    [eventId],
    'place_counts',
  );
  const row = rows[0];
  return {
    registered: Number(row?.registered ?? 0),
    waiting: Number(row?.waiting ?? 0),
    offered: Number(row?.offered ?? 0),
  };
}
