/**
 * An event's registrations a page at a time (issue 17 item 1, decision 026): newest first, keyset
 * paging stable under new registrations, a search by the start of a field, clear 400s, and indexes
 * behind every query (no sequential scan of the registrations, on PostgreSQL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { queryCounter } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const counter = queryCounter();

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
  t = await startTestApp({}, {}, counter.wrap);
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
    // A search pages too: every match once, newest first, whoever registers meanwhile.
    const found = [];
    let next = await page('?q=visitor&limit=3');
    found.push(...next.items);
    await register('Visitor 8', 'visitor8@example.com');
    while (next.nextCursor) {
      next = await page(`?q=visitor&limit=3&cursor=${next.nextCursor}`);
      found.push(...next.items);
    }
    expect(found.map((r) => r.name)).toEqual([7, 6, 5, 4, 3, 2, 1].map((n) => `Visitor ${n}`));
    expect((await page('?q=visitor&limit=3')).items[0]!.name).toBe('Visitor 8');
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

describe('the queries behind the pages, at 20,000 registrations', () => {
  const SIZE = 20_000;

  interface PlanNode {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Name'?: string;
    'Actual Rows': number;
    'Actual Loops': number;
    'Rows Removed by Filter'?: number;
    'Rows Removed by Index Recheck'?: number;
    Plans?: PlanNode[];
  }
  const isOurs = (name = '') => /^(registrations|checkins)/.test(name);
  /** The rows and index entries of registrations and check-ins a query read, and any sequential scan of them. */
  function reads(node: PlanNode, found = { rows: 0, seqScans: [] as string[] }) {
    if (isOurs(node['Relation Name']) || isOurs(node['Index Name'])) {
      if (node['Node Type'] === 'Seq Scan') found.seqScans.push(node['Relation Name']!);
      found.rows +=
        (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
        node['Actual Loops'];
    }
    for (const child of node.Plans ?? []) reads(child, found);
    return found;
  }

  it('reads a page, a deep page, searches and the stats through indexes, never the whole event', async () => {
    // Last year's fair first, then this year's: alike, and this year's rows after last year's on disk.
    const past = await createEvent(admin, { name: 'Past Fair' });
    const big = await createEvent(admin, { name: 'Big Fair' });
    // Inserted as the app writes them (the counts' triggers run), 20 a second.
    for (const [event, prefix] of [
      [past, 'past'],
      [big, 'big'],
    ] as const) {
      await t.app.database.db.execute(sql`
        insert into registrations (id, event_id, name, email, phone, phone_digits, company, qr_code, created_at)
        select ${prefix} || '-' || lpad(n::text, 6, '0'), ${event.id}, 'Visitor ' || n, 'v' || n || '@example.com',
          '555 ' || lpad(n::text, 6, '0'), '555' || lpad(n::text, 6, '0'), 'Company ' || (n % 500), 'pass',
          timestamp '2026-01-01' + (n / 20) * interval '1 second'
        from generate_series(1, ${SIZE}) as n`);
    }
    await t.app.database.db.execute(sql`analyze registrations`);
    const path = `/api/admin/events/${big.id}`;
    const get = async (url: string) => {
      const response = await admin.call('GET', url);
      expect(response.status, url).toBe(200);
      return response.body as Page;
    };
    const statements = counter.statements.length;
    const first = await get(`${path}/registrations`);
    expect(first.total).toBe(SIZE);
    // 100 pages in: the row there is the cursor (a keyset page is reached from the one before it).
    const deep = await get(`${path}/registrations?limit=100&cursor=big-${String(SIZE - 100 * 100).padStart(6, '0')}`);
    expect(deep.items[0]!.name).toBe(`Visitor ${SIZE - 100 * 100 - 1}`);
    const searches: [string, number | null][] = [
      ['visitor 1234', 11], // names
      ['V1234@EXAMPLE', 1], // e-mails
      ['555-012-34', 10], // phone digits, typed with dashes
      ['company 42', 440], // companies: Company 42 and 420 to 429
      ['visitor', null], // the whole event: more than the 1,000 a search counts
    ];
    for (const [q, total] of searches) {
      expect((await get(`${path}/registrations?q=${encodeURIComponent(q)}`)).total, q).toBe(total);
    }
    // Newest first, found few or many (the same second: the greater id first).
    expect((await get(`${path}/registrations?q=visitor%201234&limit=2`)).items.map((r) => r.name)).toEqual([
      'Visitor 12349',
      'Visitor 12348',
    ]);
    expect((await get(`${path}/registrations?q=visitor&limit=2`)).items.map((r) => r.name)).toEqual([
      `Visitor ${SIZE}`,
      `Visitor ${SIZE - 1}`,
    ]);
    expect((await admin.call('GET', `${path}/stats`)).status).toBe(200);

    const { pool, pglite } = t.database.handle;
    const explain = async (query: string, params: unknown[]) => {
      const text = `explain (analyze, format json) ${query}`;
      const result = pool ? await pool.query(text, params) : await pglite!.query<Record<string, unknown>>(text, params);
      const plan = result.rows[0]!['QUERY PLAN'];
      return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan as PlanNode;
    };
    const examined = counter.statements
      .slice(statements)
      .filter(({ query }) => /^\(?select/i.test(query) && /"(registrations|checkins)"/.test(query));
    expect(examined.length).toBeGreaterThanOrEqual(2 + searches.length);
    for (const { query, params } of examined) {
      const found = reads(await explain(query, params));
      expect(found.seqScans, query).toEqual([]);
      // A page reads its rows (and a search counts up to 1,000 matches): never the event's 20,000.
      expect(found.rows, query).toBeLessThanOrEqual(1_100);
    }

    // The CSV, batch by batch (2,000 registrations each, with their check-ins): each batch reads
    // its own rows through the indexes, never the event from its start.
    const before = counter.statements.length;
    const csv = await fetch(`${t.baseUrl}${path}/registrations.csv`, { headers: { cookie: admin.cookie } });
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(SIZE + 1);
    const batches = counter.statements.slice(before).filter(({ query }) => /from registrations r\b/.test(query));
    expect(batches.length).toBe(Math.ceil(SIZE / 2000) + (SIZE % 2000 === 0 ? 1 : 0));
    for (const { query, params } of batches) {
      const found = reads(await explain(query, params));
      expect(found.seqScans, query).toEqual([]);
      expect(found.rows, query).toBeLessThanOrEqual(2_100);
    }
  });
});
