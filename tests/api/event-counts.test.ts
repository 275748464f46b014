/**
 * The counts the database keeps (issue 17 item 2, decision 030): the stats and the live numbers read
 * them instead of counting every row, so they must equal a count of the rows after any burst of
 * concurrent registrations and admissions, on one instance or two, and after deletions.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { type SecondInstance, startSecondInstance, startTestApp, type TestApp } from '../support/test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let first: TestApp;
let second: SecondInstance | undefined;
let admin: AdminClient;

beforeAll(async () => {
  first = await startTestApp();
  admin = await signIn(first.baseUrl);
  // On PostgreSQL half of the writes go through a second instance on the same database.
  if (onPostgres) second = await startSecondInstance(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** Rows of a query on the test's database (PGlite and node-postgres both answer `{ rows }`). */
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await first.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The numbers as a full count of the rows says they are. */
async function counted(eventId: string) {
  const [row] = await rows<{ registered: number; checked_in: number }>(sql`
      select (select count(*)::int from registrations where event_id = ${eventId}) as registered,
             (select count(distinct registration_id)::int from checkins where event_id = ${eventId}) as checked_in`);
  const perExhibit = await rows<{ id: string; n: number }>(
    sql`select exhibit_id as id, count(*)::int as n from checkins where event_id = ${eventId} group by 1`,
  );
  return {
    registered: row!.registered,
    checkedIn: row!.checked_in,
    perExhibit: new Map(perExhibit.map((r) => [r.id, r.n])),
  };
}

async function stats(eventId: string) {
  const response = await admin.call('GET', `/api/admin/events/${eventId}/stats`);
  expect(response.status).toBe(200);
  return response.body as { registered: number; checkedIn: number; exhibits: { id: string; checkedIn: number }[] };
}

describe('the counts behind the stats', () => {
  it('equal a count of the rows after a burst of concurrent registrations and admissions', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id);
    const talk = await createExhibit(admin, event.id);
    const urls = [first.baseUrl, second?.baseUrl ?? first.baseUrl];
    const secondAdmin = second ? await signIn(second.baseUrl) : admin;

    const registered = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(urls[i % 2]!, 'POST', '/api/register', { ...visitor(), eventId: event.id }).then((r) => r.status),
      ),
    );
    expect(registered.every((status) => status === 201)).toBe(true);
    const list = await admin.call('GET', '/api/admin/registrations');
    const ids = (list.body as { id: string; eventId: string }[]).filter((r) => r.eventId === event.id).map((r) => r.id);
    expect(ids).toHaveLength(60);

    // Each of the first 40 visitors admitted to both exhibits at once, from both instances, and the
    // same pair sent twice: a visitor's two first admissions at once count one person.
    const admits = ids
      .slice(0, 40)
      .flatMap((registrationId, i) => [
        (i % 2 ? secondAdmin : admin).call('POST', '/api/admin/admit', { registrationId, exhibitId: hall.id }),
        (i % 2 ? admin : secondAdmin).call('POST', '/api/admin/admit', { registrationId, exhibitId: talk.id }),
        admin.call('POST', '/api/admin/admit', { registrationId, exhibitId: talk.id }),
      ]);
    const statuses = (await Promise.all(admits)).map((r) => r.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(80);

    const truth = await counted(event.id);
    expect(truth).toMatchObject({ registered: 60, checkedIn: 40 });
    const shown = await stats(event.id);
    expect(shown.registered).toBe(truth.registered);
    expect(shown.checkedIn).toBe(truth.checkedIn);
    for (const exhibit of shown.exhibits) expect(exhibit.checkedIn).toBe(truth.perExhibit.get(exhibit.id) ?? 0);
  });

  it('follow a deleted exhibit: its admissions no longer count, nor people admitted only there', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id);
    const talk = await createExhibit(admin, event.id);
    for (let i = 0; i < 3; i++) {
      expect((await call(first.baseUrl, 'POST', '/api/register', { ...visitor(), eventId: event.id })).status).toBe(
        201,
      );
    }
    const ids = ((await admin.call('GET', '/api/admin/registrations')).body as { id: string; eventId: string }[])
      .filter((r) => r.eventId === event.id)
      .map((r) => r.id);
    await admin.call('POST', '/api/admin/admit', { registrationId: ids[0], exhibitId: hall.id });
    await admin.call('POST', '/api/admin/admit', { registrationId: ids[0], exhibitId: talk.id });
    await admin.call('POST', '/api/admin/admit', { registrationId: ids[1], exhibitId: talk.id });
    expect(await stats(event.id)).toMatchObject({ registered: 3, checkedIn: 2 });

    expect((await admin.call('DELETE', `/api/admin/exhibits/${talk.id}`)).status).toBe(200);
    const after = await stats(event.id);
    expect(after).toMatchObject({ registered: 3, checkedIn: 1 });
    expect(after.exhibits).toEqual([expect.objectContaining({ id: hall.id, checkedIn: 1 })]);
    expect(await counted(event.id)).toMatchObject({ registered: 3, checkedIn: 1 });
  });

  it('go with a deleted event', async () => {
    const event = await createEvent(admin);
    await call(first.baseUrl, 'POST', '/api/register', { ...visitor(), eventId: event.id });
    const db = first.app.database.db;
    const countRows = () =>
      rows<{ n: number }>(sql`select count(*)::int as n from event_counts where event_id = ${event.id}`);
    expect((await countRows())[0]!.n).toBeGreaterThan(0);
    // An event that has not ended is deleted directly in the database here (the API deletes ended ones).
    await db.execute(sql`delete from events where id = ${event.id}`);
    expect((await countRows())[0]!.n).toBe(0);
  });
});
