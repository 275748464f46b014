/**
 * An event's registrations a page at a time (issue 17 item 1, decision 026): newest first, keyset
 * paging stable under new registrations, a search by the start of a field, clear 400s, and indexes
 * behind every query (no sequential scan of the registrations, on PostgreSQL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;
let eventId: string;

const register = (name: string, email: string, phone = '+1 555 0100', company = 'Acme') =>
  call(t.baseUrl, 'POST', '/api/register', { name, email, phone, company, eventId }).then((r) => {
    expect(r.status).toBe(201);
  });

interface Page {
  items: { id: string; name: string; email: string }[];
  nextCursor: string | null;
  total: number | null;
}
const page = async (query: string) => {
  const response = await admin.call('GET', `/api/admin/events/${eventId}/registrations${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Page;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
  eventId = (await createEvent(admin)).id;
  for (let n = 1; n <= 7; n++) await register(`Visitor ${n}`, `visitor${n}@example.com`, `+1 555 010${n}`);
  await register('Ada Lovelace', 'ADA@Analytical.org', '(020) 7946 0018', 'Analytical Engines');
  await register('Grace 100% Hopper', 'grace@navy.mil', '555 222 3333', 'Navy');
});
afterAll(async () => {
  await t?.close();
});

describe("an event's registrations page by page", () => {
  it('lists them newest first, with the total, and pages without gaps or repeats even as people register', async () => {
    const first = await page('?limit=4');
    expect(first.total).toBe(9);
    expect(first.items.map((r) => r.name)).toEqual(['Grace 100% Hopper', 'Ada Lovelace', 'Visitor 7', 'Visitor 6']);
    // Someone registers between two pages: the next pages go on where the first stopped.
    await register('Late Comer', 'late@example.com');
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await page(`?limit=4&cursor=${cursor}`);
      seen.push(...next.items);
      cursor = next.nextCursor;
    }
    expect(seen.map((r) => r.name)).toEqual([
      'Grace 100% Hopper',
      'Ada Lovelace',
      ...[7, 6, 5, 4, 3, 2, 1].map((n) => `Visitor ${n}`),
    ]);
    expect((await page('?limit=4')).items[0]!.name).toBe('Late Comer');
  });

  it('finds people by the start of their name, e-mail, company or phone digits, whatever the case', async () => {
    expect((await page('?q=ada')).items.map((r) => r.name)).toEqual(['Ada Lovelace']);
    expect((await page('?q=ada%40ANALYT')).items.map((r) => r.name)).toEqual(['Ada Lovelace']);
    expect((await page('?q=navy')).items.map((r) => r.name)).toEqual(['Grace 100% Hopper']);
    expect((await page(`?q=${encodeURIComponent('020-7946')}`)).items.map((r) => r.name)).toEqual(['Ada Lovelace']);
    const visitors = await page('?q=visitor&limit=5');
    expect(visitors.total).toBe(7);
    expect(visitors.items).toHaveLength(5);
    // LIKE's wildcards are plain characters in a search.
    expect((await page(`?q=${encodeURIComponent('grace 100%')}`)).total).toBe(1);
    expect((await page(`?q=${encodeURIComponent('v_s')}`)).total).toBe(0);
  });

  it('refuses bad input with a clear 400, an unknown event with 404, and the door role', async () => {
    for (const [query, message] of [
      ['?limit=0', /limit must be a whole number from 1 to 100/],
      ['?limit=101', /limit must be a whole number from 1 to 100/],
      ['?q=ad', /Type at least 3 characters to search/],
      ['?cursor=no-such-registration', /This page no longer exists/],
    ] as const) {
      const response = await admin.call('GET', `/api/admin/events/${eventId}/registrations${query}`);
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(response.body)).toMatch(message);
    }
    const other = await createEvent(admin);
    const someone = (await page('?limit=1')).items[0]!.id;
    // A cursor of another event's list is no cursor here.
    expect((await admin.call('GET', `/api/admin/events/${other.id}/registrations?cursor=${someone}`)).status).toBe(400);
    expect(
      (await admin.call('GET', '/api/admin/events/00000000-0000-4000-8000-000000000000/registrations')).status,
    ).toBe(404);
    await admin.call('POST', '/api/admin/users', {
      username: 'door-pages',
      role: 'door',
      password: 'a-long-enough-password',
    });
    const door = await signIn(t.baseUrl, 'door-pages', 'a-long-enough-password');
    expect((await door.call('GET', `/api/admin/events/${eventId}/registrations`)).status).toBe(403);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the queries behind the pages (PostgreSQL)', () => {
  /** The plan PostgreSQL makes when it must avoid sequential scans wherever an index could serve. */
  async function plan(query: ReturnType<typeof sql>) {
    const db = t.app.database.db;
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('reads a page, a deep page, a search and the stats through indexes only', async () => {
    const queries = [
      sql`select * from registrations where event_id = ${eventId} order by created_at desc, id desc limit 11`,
      sql`select * from registrations where event_id = ${eventId}
          and (created_at, id) < ((select r.created_at from registrations r where r.id = 'x'), 'x')
          order by created_at desc, id desc limit 11`,
      sql`select * from registrations where event_id = ${eventId} and (lower(name) like 'ada%' or lower(email) like 'ada%'
          or lower(company) like 'ada%' or phone_digits like '0207%') order by created_at desc, id desc limit 11`,
      sql`select sum(registered), sum(checked_in) from event_counts where event_id = ${eventId}`,
      sql`select count(*) from checkins where exhibit_id = 'x'`,
    ];
    for (const query of queries) expect(await plan(query)).not.toMatch(/Seq Scan on (registrations|checkins)/);
  });
});
