/**
 * The Sheets sync's reads, a thousand rows a statement (decision 028, addendum: on PGlite a statement
 * holds the process): a batch asked for is the rows one statement would give, in the same order,
 * across the statements' seams, with registrations sharing a time and changes sharing a transaction.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Change,
  changesSince,
  currentSnapshot,
  recordSheetRows,
  registrationsAfter,
  sheetRowsOf,
} from '../../server/modules/sheets/sheet-rows.repository.ts';
import { createEvent, createExhibit } from '../support/factories.ts';
import { type AdminClient, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(async () => {
  await t?.close();
});

const rows = async <T>(query: SQL) => ((await t.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Registrations from..to (3 a second, so times are shared), one statement (one transaction). */
async function insertRegistrations(eventId: string, prefix: string, from: number, to: number) {
  await t.app.database.db.execute(sql`
    insert into registrations (id, event_id, name, email, phone, phone_digits, company, qr_code, created_at)
    select ${prefix} || lpad(n::text, 6, '0'), ${eventId}, 'Visitor ' || n, ${prefix} || n || '@example.com',
      '555 ' || n, '555' || n, 'Co', 'pass', timestamp '2026-01-01' + (n / 3) * interval '1 second'
    from generate_series(${from}::int, ${to}::int) as n`);
}

describe('the sync reads a batch in statements of a thousand', () => {
  it('registrations after a point: the oldest first, each once, with their check-ins', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id);
    await insertRegistrations(event.id, 'a-', 1, 3200);
    await t.app.database.db.execute(sql`
      insert into checkins (registration_id, event_id, exhibit_id, checked_in_at)
      select 'a-' || lpad(n::text, 6, '0'), ${event.id}, ${hall.id}, timestamp '2026-01-02 10:00'
      from generate_series(3, 3200, 3) as n`);
    const expected = (
      await rows<{ id: string }>(sql`select id from registrations where event_id = ${event.id} order by created_at, id`)
    ).map((row) => row.id);

    const first = await registrationsAfter(t.app.database.db, event.id, null, 2500);
    expect(first.map((row) => row.id)).toEqual(expected.slice(0, 2500));
    const checkedIn = (ids: string[]) => ids.filter((id) => Number(id.slice(2)) % 3 === 0).length;
    expect(first.filter((row) => row.checkins.get(hall.id))).toHaveLength(checkedIn(expected.slice(0, 2500)));
    const last = first[first.length - 1]!;
    const rest = await registrationsAfter(t.app.database.db, event.id, { time: last.time, id: last.id }, 2500);
    expect(rest.map((row) => row.id)).toEqual(expected.slice(2500));
  });

  it('changes in a window: in (transaction, registration) order, each once, none outside it', async () => {
    const db = t.app.database.db;
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id);
    await insertRegistrations(event.id, 'b-', 1, 300);
    const since = await currentSnapshot(db);
    // Four transactions of registrations, then one of check-ins (to old and new registrations).
    for (let from = 301; from <= 3500; from += 800) await insertRegistrations(event.id, 'b-', from, from + 799);
    await db.execute(sql`
      insert into checkins (registration_id, event_id, exhibit_id, checked_in_at)
      select 'b-' || lpad(n::text, 6, '0'), ${event.id}, ${hall.id}, timestamp '2026-01-02 10:00'
      from generate_series(3, 3500, 3) as n`);
    const upTo = await currentSnapshot(db);
    await insertRegistrations(event.id, 'b-', 3601, 3700); // after the window: not in it

    const expected = await rows<Change>(sql`
      select id, change::text as change from (
        select id, door_change as change from registrations
          where event_id = ${event.id} and id between 'b-000301' and 'b-003500'
        union all
        select registration_id, door_change from checkins where event_id = ${event.id}
      ) c order by c.change, c.id`);
    expect(expected).toHaveLength(3200 + 1166);

    const first = await changesSince(db, event.id, { since, upTo }, null, 2500);
    expect(first).toEqual(expected.slice(0, 2500));
    const last = first[first.length - 1]!;
    const rest = await changesSince(db, event.id, { since, upTo }, last, 5000);
    expect(rest).toEqual(expected.slice(2500));
  });

  it('rows written are recorded, and recorded again on the same rows', async () => {
    const db = t.app.database.db;
    const event = await createEvent(admin);
    await insertRegistrations(event.id, 'c-', 1, 1200);
    const ids = Array.from({ length: 1200 }, (_, index) => `c-${String(index + 1).padStart(6, '0')}`);
    await recordSheetRows(
      db,
      event.id,
      ids.slice(0, 700).map((id, index) => ({ registrationId: id, row: 2 + index })),
    );
    await recordSheetRows(
      db,
      event.id,
      ids.map((id, index) => ({ registrationId: id, row: 2 + index })),
    );
    await recordSheetRows(db, event.id, []);
    const recorded = await sheetRowsOf(db, event.id, ids);
    expect(recorded.size).toBe(1200);
    expect(ids.every((id, index) => recorded.get(id) === 2 + index)).toBe(true);
  });
});
