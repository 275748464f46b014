/**
 * The queries behind the door's copy of an event (decision 027). Every one is served by an index of
 * the event's rows: `registrations (event_id, door_change, id)`, `checkins (event_id, door_change,
 * registration_id)`, the check-ins' unique `(registration_id, exhibit_id)`, and `door_removals
 * (event_id, door_change)`.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../platform/db/any-of.ts';
import { type Executor, rowsOf } from '../../platform/db/client.ts';
import {
  checkins,
  doorCopies,
  doorRemovals,
  exhibitCounts,
  exhibits,
  registrations,
} from '../../platform/db/schema.ts';
import { exhibitRuleColumns } from '../checkin/admission-columns.ts';

/** The database's snapshot now: every transaction below `xmin` has ended; none from `xmax` on has begun. */
export async function currentSnapshot(db: Executor): Promise<{ xmin: number; xmax: number }> {
  const [row] = rowsOf<{ xmin: string; xmax: string }>(
    await db.execute(
      sql`select pg_snapshot_xmin(s)::text as xmin, pg_snapshot_xmax(s)::text as xmax from pg_current_snapshot() s`,
    ),
  );
  return { xmin: Number(row!.xmin), xmax: Number(row!.xmax) };
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
  const rows = rowsOf<{ id: string; change: string | number }>(await db.execute(changedRegistrationsQuery(...query)));
  return rows.map((row) => ({ id: row.id, change: Number(row.change) }));
}

export function registrationsByIds(db: Executor, eventId: string, ids: string[]) {
  return (
    db
      .select({
        id: registrations.id,
        name: registrations.name,
        email: registrations.email,
        phoneDigits: registrations.phoneDigits,
        qrCode: registrations.qrCode,
        cancelledAt: registrations.cancelledAt,
      })
      .from(registrations)
      // A waiting registration has no pass (issue 30): not in the copy; the change of its status
      // (a later slice's place given) stamps a new door change, and it comes then. A cancelled one
      // (item 2) is, with when it was cancelled, so the door refuses its pass offline too.
      .where(
        and(
          eq(registrations.eventId, eventId),
          inArray(registrations.status, ['registered', 'cancelled']),
          anyOf(registrations.id, ids),
        ),
      )
  );
}

export function checkinsOf(db: Executor, registrationIds: string[]) {
  return db
    .select({
      registrationId: checkins.registrationId,
      exhibitId: checkins.exhibitId,
      checkedInAt: checkins.checkedInAt,
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
      ...exhibitRuleColumns,
      checkedIn: sql<string>`coalesce((select sum(${exhibitCounts.checkedIn}) from ${exhibitCounts} where ${exhibitCounts.exhibitId} = ${exhibits.id}), 0)`,
    })
    .from(exhibits)
    .where(eq(exhibits.eventId, eventId))
    .orderBy(asc(exhibits.date), asc(exhibits.startTime));
}

/** A registration of a session's copy outlives the session this long at most (a session lasts 7 days). */
const COPY_KEPT_MS = 8 * 24 * 60 * 60 * 1000;

export interface RegisteredCopy {
  sessionId: string;
  accountId: string;
  deviceId: string | null;
  copiedAt: Date;
}

/**
 * Registers the session's copy at its first download (issue 28 item 3): when, and the device it named.
 * Later downloads change nothing. A registration added clears those past any session's life.
 */
export async function registerCopy(db: Executor, copy: RegisteredCopy): Promise<void> {
  const added = await db
    .insert(doorCopies)
    .values(copy)
    .onConflictDoNothing()
    .returning({ sessionId: doorCopies.sessionId });
  if (added.length === 0) return;
  await db.delete(doorCopies).where(lt(doorCopies.copiedAt, new Date(copy.copiedAt.getTime() - COPY_KEPT_MS)));
}

/** The session's registered copy, or null when it has taken none. */
export async function registeredCopy(db: Executor, sessionId: string): Promise<RegisteredCopy | null> {
  const [row] = await db.select().from(doorCopies).where(eq(doorCopies.sessionId, sessionId)).limit(1);
  return row ?? null;
}
