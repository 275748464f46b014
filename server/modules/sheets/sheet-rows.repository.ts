/**
 * What the sync reads of an event's registrations, a batch at a time (decision 028), and the
 * `sheet_rows` table (the row each registration was written to), which this module owns. Every read
 * is served by an index of the event's rows: `registrations (event_id, created_at desc, id desc)` for
 * the full pass, `(event_id, door_change, …)` of registrations, check-ins and removals for the
 * changes, the check-ins' `(registration_id, exhibit_id)`, and `sheet_rows`' primary key; a batch's
 * ids are looked up a thousand a statement (`readByIds`), so the planner keeps to those indexes.
 */
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { anyOf, readAfterInPages, readByIds } from '../../platform/db/any-of.ts';
import { type Executor, rowsOf } from '../../platform/db/client.ts';
import { checkins, doorRemovals, registrations, sheetRows } from '../../platform/db/schema.ts';
import type { SheetRegistration } from './sheet-values.ts';
import { snapshotXmax, snapshotXmin } from './sheets-progress.ts';

export interface SheetRegistrationRow extends SheetRegistration {
  id: string;
  /** The registration time to the microsecond, ISO (a JavaScript date would round it): the keyset position. */
  time: string;
}

/** The database's snapshot now, as text (`xmin:xmax:xip,…`): what a pass has seen. */
export async function currentSnapshot(db: Executor): Promise<string> {
  const [row] = rowsOf<{ snapshot: string }>(await db.execute(sql`select pg_current_snapshot()::text as snapshot`));
  return row!.snapshot;
}

const registrationColumns = {
  id: registrations.id,
  name: registrations.name,
  email: registrations.email,
  phone: registrations.phone,
  company: registrations.company,
  createdAt: registrations.createdAt,
  status: registrations.status,
  time: sql<string>`to_char(${registrations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

async function withCheckins(
  db: Executor,
  rows: Omit<SheetRegistrationRow, 'checkins'>[],
): Promise<SheetRegistrationRow[]> {
  if (rows.length === 0) return [];
  const times = await readByIds(
    rows.map((row) => row.id),
    (ids) =>
      db
        .select({ registrationId: checkins.registrationId, exhibitId: checkins.exhibitId, at: checkins.checkedInAt })
        .from(checkins)
        .where(and(anyOf(checkins.registrationId, ids), isNotNull(checkins.exhibitId))),
  );
  const byRegistration = new Map<string, Map<string, Date>>();
  for (const time of times) {
    const of = byRegistration.get(time.registrationId) ?? new Map<string, Date>();
    of.set(time.exhibitId!, time.at);
    byRegistration.set(time.registrationId, of);
  }
  return rows.map((row) => ({ ...row, checkins: byRegistration.get(row.id) ?? new Map() }));
}

/**
 * The event's next `limit` registrations after `after`, oldest first, with their check-ins. Read a
 * thousand a statement (`readAfterInPages`, as their check-ins are): on PGlite a statement holds the
 * database, and the process, while it runs, and 10,000 rows held the door's calls 50 to 140 ms at a
 * million registrations.
 */
export async function registrationsAfter(
  db: Executor,
  eventId: string,
  after: { time: string; id: string } | null,
  limit: number,
): Promise<SheetRegistrationRow[]> {
  const rows = await readAfterInPages(
    limit,
    after,
    (cursor, count) =>
      db
        .select(registrationColumns)
        .from(registrations)
        .where(
          and(
            // Every registration, whatever its status (issue 30 item 5): its row says which.
            eq(registrations.eventId, eventId),
            cursor
              ? sql`(${registrations.createdAt}, ${registrations.id}) > (${cursor.time}::timestamptz, ${cursor.id})`
              : undefined,
          ),
        )
        .orderBy(asc(registrations.createdAt), asc(registrations.id))
        .limit(count),
    (row) => ({ time: row.time, id: row.id }),
  );
  return withCheckins(db, rows);
}

/** These registrations of the event (those that still exist), oldest first, with their check-ins. */
export async function registrationsByIds(db: Executor, eventId: string, ids: string[]) {
  const rows = await readByIds(ids, (chunk) =>
    db
      .select(registrationColumns)
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), anyOf(registrations.id, chunk))),
  );
  // Oldest first across the chunks: the time to the microsecond (ISO text sorts as time), then the id.
  rows.sort((a, b) => (a.time === b.time ? (a.id < b.id ? -1 : 1) : a.time < b.time ? -1 : 1));
  return withCheckins(db, rows);
}

/** Written by a transaction the snapshot does not see (committed after it, or running then). */
const unseenBy = (change: SQL, snapshot: string) =>
  sql`${change} >= ${snapshotXmin(snapshot)}::bigint and not pg_visible_in_snapshot(${change}::text::xid8, ${snapshot}::pg_snapshot)`;

/** Written by a transaction the snapshot sees as committed. */
const seenBy = (change: SQL, snapshot: string) =>
  sql`${change} < ${snapshotXmax(snapshot)}::bigint and pg_visible_in_snapshot(${change}::text::xid8, ${snapshot}::pg_snapshot)`;

export interface Change {
  id: string;
  /** The writing transaction's id, as text (a 64-bit number). */
  change: string;
}

/**
 * The next `limit` changes of the event after `after`, in (transaction, registration) order: the
 * registrations written (new or edited) and the check-ins written by transactions that `since` does
 * not see and `upTo` does. Each change falls in one such window, so one pass writes it; what `upTo`
 * does not see yet is the next pass's. A registration comes once per change.
 */
export async function changesSince(
  db: Executor,
  eventId: string,
  window: { since: string; upTo: string },
  after: { change: string; id: string } | null,
  limit: number,
): Promise<Change[]> {
  // A thousand a statement, as registrationsAfter reads (on PGlite a statement holds the process).
  return readAfterInPages(
    limit,
    after,
    (cursor, count) => changesPage(db, eventId, window, cursor, count),
    (change) => ({ change: change.change, id: change.id }),
  );
}

async function changesPage(
  db: Executor,
  eventId: string,
  window: { since: string; upTo: string },
  after: { change: string; id: string } | null,
  limit: number,
): Promise<Change[]> {
  const { since, upTo } = window;
  const afterRegistration = after ? sql`and (r.door_change, r.id) > (${after.change}::bigint, ${after.id})` : sql``;
  const afterCheckin = after
    ? sql`and (k.door_change, k.registration_id) > (${after.change}::bigint, ${after.id})`
    : sql``;
  const result = await db.execute(sql`select id, change::text as change from (
    (select r.id, r.door_change as change from ${registrations} r
      where r.event_id = ${eventId} and ${unseenBy(sql`r.door_change`, since)}
        and ${seenBy(sql`r.door_change`, upTo)} ${afterRegistration}
      order by r.door_change, r.id limit ${limit})
    union all
    (select k.registration_id as id, k.door_change as change from ${checkins} k
      where k.event_id = ${eventId} and ${unseenBy(sql`k.door_change`, since)}
        and ${seenBy(sql`k.door_change`, upTo)} ${afterCheckin}
      order by k.door_change, k.registration_id limit ${limit})
  ) changed order by change, id limit ${limit}`);
  return rowsOf<Change>(result);
}

/** Registrations of the event deleted by transactions `since` does not see. */
export async function removedSince(db: Executor, eventId: string, since: string): Promise<string[]> {
  const rows = await db
    .select({ id: doorRemovals.registrationId })
    .from(doorRemovals)
    .where(and(eq(doorRemovals.eventId, eventId), unseenBy(sql`${doorRemovals.doorChange}`, since)));
  return rows.map((row) => row.id);
}

/** The rows these registrations were written to (those written). */
export async function sheetRowsOf(db: Executor, eventId: string, ids: string[]): Promise<Map<string, number>> {
  const rows = await readByIds(ids, (chunk) =>
    db
      .select({ id: sheetRows.registrationId, row: sheetRows.sheetRow })
      .from(sheetRows)
      .where(and(eq(sheetRows.eventId, eventId), anyOf(sheetRows.registrationId, chunk))),
  );
  return new Map(rows.map((row) => [row.id, row.row]));
}

/**
 * The rows these registrations were written to, recorded (a batch written again after a failure
 * lands on the same rows). One statement of three parameters, the ids and rows as texts: building a
 * statement of a parameter per value (15,000 for 5,000 rows) cost the sync more time than writing
 * the sheet, in the same process as the door's calls.
 */
export async function recordSheetRows(
  db: Executor,
  eventId: string,
  entries: readonly { registrationId: string; row: number }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.execute(sql`
    insert into ${sheetRows} (event_id, registration_id, sheet_row)
    select ${eventId}, u.id, u.row::int
    from unnest(
      string_to_array(${entries.map((entry) => entry.registrationId).join(',')}, ','),
      string_to_array(${entries.map((entry) => entry.row).join(',')}, ',')
    ) as u(id, row)
    on conflict (event_id, registration_id) do update set sheet_row = excluded.sheet_row`);
}

export async function clearSheetRows(db: Executor, eventId: string): Promise<void> {
  await db.delete(sheetRows).where(eq(sheetRows.eventId, eventId));
}
