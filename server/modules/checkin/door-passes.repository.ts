/**
 * The queries behind the door's copy of an event (decision 027). Every one is served by an index of
 * the event's rows: `registrations (event_id, door_change, id)`, `checkins (event_id, door_change,
 * registration_id)`, the check-ins' unique `(registration_id, exhibit_id)`, and `door_removals
 * (event_id, door_change)`.
 */
import { and, asc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../platform/db/any-of.ts';
import type { Executor } from '../../platform/db/client.ts';
import { checkins, doorRemovals, exhibitCounts, exhibits, registrations } from '../../platform/db/schema.ts';

/** The database's snapshot now: every transaction below `xmin` has ended; none from `xmax` on has begun. */
export async function currentSnapshot(db: Executor): Promise<{ xmin: number; xmax: number }> {
  const result = (await db.execute(
    sql`select pg_snapshot_xmin(s)::text as xmin, pg_snapshot_xmax(s)::text as xmax from pg_current_snapshot() s`,
  )) as unknown as { rows: { xmin: string; xmax: string }[] };
  const row = result.rows[0]!;
  return { xmin: Number(row.xmin), xmax: Number(row.xmax) };
}

export interface ChangedRow {
  id: string;
  change: number;
}

/**
 * The next `limit` registrations of the event in (change, id) order after `after`: with `from`, those
 * written from that transaction on, and those with a check-in written since (a registration may come
 * once per check-in); without, every registration.
 */
export function changedRegistrationsQuery(
  eventId: string,
  from: number | null,
  after: { change: number; id: string } | null,
  limit: number,
): SQL {
  const afterRegistration = after ? sql`and (r.door_change, r.id) > (${after.change}, ${after.id})` : sql``;
  const registrationsSince = sql`select r.id, r.door_change as change from ${registrations} r
    where r.event_id = ${eventId} ${from === null ? sql`` : sql`and r.door_change >= ${from}`} ${afterRegistration}
    order by r.door_change, r.id limit ${limit}`;
  if (from === null) return registrationsSince;
  const afterCheckin = after ? sql`and (k.door_change, k.registration_id) > (${after.change}, ${after.id})` : sql``;
  return sql`select id, change from (
    (${registrationsSince})
    union all
    (select k.registration_id as id, k.door_change as change from ${checkins} k
      where k.event_id = ${eventId} and k.door_change >= ${from} ${afterCheckin}
      order by k.door_change, k.registration_id limit ${limit})
  ) changed order by change, id limit ${limit}`;
}

export async function changedRegistrations(
  db: Executor,
  ...query: Parameters<typeof changedRegistrationsQuery>
): Promise<ChangedRow[]> {
  const result = (await db.execute(changedRegistrationsQuery(...query))) as unknown as {
    rows: { id: string; change: string | number }[];
  };
  return result.rows.map((row) => ({ id: row.id, change: Number(row.change) }));
}

export function registrationsByIds(db: Executor, eventId: string, ids: string[]) {
  return db
    .select({
      id: registrations.id,
      name: registrations.name,
      email: registrations.email,
      phoneDigits: registrations.phoneDigits,
      company: registrations.company,
      qrCode: registrations.qrCode,
    })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), anyOf(registrations.id, ids)));
}

export function checkinsOf(db: Executor, registrationIds: string[]) {
  return db
    .select({
      registrationId: checkins.registrationId,
      exhibitId: checkins.exhibitId,
      checkedInAt: checkins.checkedInAt,
      by: checkins.admittedBy,
    })
    .from(checkins)
    .where(and(anyOf(checkins.registrationId, registrationIds), isNotNull(checkins.exhibitId)));
}

/** Registrations of the event deleted from transaction `from` on. */
export async function removedSince(db: Executor, eventId: string, from: number): Promise<string[]> {
  const rows = await db
    .select({ id: doorRemovals.registrationId })
    .from(doorRemovals)
    .where(and(eq(doorRemovals.eventId, eventId), gte(doorRemovals.doorChange, from)));
  return rows.map((row) => row.id);
}

/** The event's exhibits in the event page's order, each with its check-ins from the kept counts. */
export function exhibitsWithCounts(db: Executor, eventId: string) {
  return db
    .select({
      id: exhibits.id,
      eventId: exhibits.eventId,
      name: exhibits.name,
      date: exhibits.date,
      startTime: exhibits.startTime,
      endTime: exhibits.endTime,
      isActive: exhibits.isActive,
      maxCapacity: exhibits.maxCapacity,
      checkedIn: sql<string>`coalesce((select sum(${exhibitCounts.checkedIn}) from ${exhibitCounts} where ${exhibitCounts.exhibitId} = ${exhibits.id}), 0)`,
    })
    .from(exhibits)
    .where(eq(exhibits.eventId, eventId))
    .orderBy(asc(exhibits.date), asc(exhibits.startTime));
}
