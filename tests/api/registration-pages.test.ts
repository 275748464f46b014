/**
 * An event's registrations a page at a time (issue 17 item 1, decision 026): newest first, keyset
 * paging stable under new registrations, a search by the start of a field, clear 400s, and indexes
 * behind every query (no sequential scan of the registrations, on PostgreSQL). Every registration is
 * listed with its status, waiting, offered and cancelled ones too (issue 30 item 5).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { queryCounter } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const counter = queryCounter();

let t: TestApp;
let admin: AdminClient;
let eventId: string;

const register = (name: string, email: string, phone = '+1 202 555 0100', company = 'Acme') =>
  call(t.baseUrl, 'POST', '/api/register', { name, email, phone, company, eventId }).then((r) => {
    expect(r.status).toBe(201);
  });

interface CheckIn {
  exhibitId: string | null;
  exhibitName: string | null;
  checkedInAt: string;
  admittedBy: string | null;
}
interface Item {
  id: string;
  name: string;
  email: string;
  status: string;
  offeredUntil: string | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
  cancelReason: string | null;
  checkIns: CheckIn[];
}
interface Page {
  items: Item[];
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
  for (let n = 1; n <= 7; n++) await register(`Visitor ${n}`, `visitor${n}@example.com`, `+1 202 555 010${n}`);
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

  it('opens a page by its number, near the newest or the oldest, and goes back with before (issue 29 item 11)', async () => {
    const names = async (query: string) => (await page(query)).items.map((r) => r.name);
    const all = await names('?limit=100');
    expect(all).toHaveLength(11);
    expect(await names('?limit=4&page=1')).toEqual(all.slice(0, 4));
    expect(await names('?limit=4&page=2')).toEqual(all.slice(4, 8));
    // The last page holds what is left (3 of 11), and has no next page.
    const last = await page('?limit=4&page=3');
    expect(last.items.map((r) => r.name)).toEqual(all.slice(8));
    expect(last.nextCursor).toBeNull();
    expect(last.total).toBe(11);
    // Next from a numbered page goes on by keyset; Previous (before its first row) gives the page above.
    const second = await page('?limit=4&page=2');
    expect(await names(`?limit=4&cursor=${second.nextCursor}`)).toEqual(all.slice(8));
    const above = await page(`?limit=4&before=${second.items[0]!.id}`);
    expect(above.items.map((r) => r.name)).toEqual(all.slice(0, 4));
    expect(above.nextCursor).toBe(above.items[3]!.id);
    expect(await names(`?limit=4&before=${last.items[0]!.id}`)).toEqual(all.slice(4, 8));
    // A search pages by number and back too.
    const visitors = (await page('?q=visitor&limit=100')).items.map((r) => r.name);
    expect(await names('?q=visitor&limit=3&page=3')).toEqual(visitors.slice(6, 9));
    const third = await page('?q=visitor&limit=3&page=3');
    expect(await names(`?q=visitor&limit=3&before=${third.items[0]!.id}`)).toEqual(visitors.slice(3, 6));
  });

  it('shows where each registrant was admitted, with one read of check-ins for the page (issue 29 item 8)', async () => {
    const hall = await createExhibit(admin, eventId, { name: 'Main Hall' });
    const garden = await createExhibit(admin, eventId, { name: 'Garden' });
    const [first, second] = (await page('?limit=3')).items;
    for (const exhibitId of [hall.id, garden.id]) {
      const response = await admin.call('POST', '/api/admin/admit', { registrationId: first!.id, exhibitId });
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    }
    const queries = await counter.during(() => page('?limit=3'));
    const shown = await page('?limit=3');
    const checkIns = shown.items[0]!.checkIns;
    expect(checkIns.map((c) => c.exhibitName)).toEqual(['Main Hall', 'Garden']);
    expect(checkIns[0]!.admittedBy).toBe('admin');
    expect(Number.isNaN(Date.parse(checkIns[0]!.checkedInAt))).toBe(false);
    expect(shown.items[1]!.id).toBe(second!.id);
    expect(shown.items[1]!.checkIns).toEqual([]);
    // One statement for the page's check-ins, whatever the number of rows.
    expect(queries.filter((query) => /from "checkins"/.test(query))).toHaveLength(1);
  });

  it('refuses bad input with a clear 400, an unknown event with 404, and the door role', async () => {
    for (const [query, message] of [
      ['?limit=0', /limit must be a whole number from 1 to 100/],
      ['?limit=101', /limit must be a whole number from 1 to 100/],
      ['?q=ad', /Type at least 3 characters to search/],
      ['?cursor=no-such-registration', /This page no longer exists/],
      ['?before=no-such-registration', /This page no longer exists/],
      ['?page=0', /page must be a whole number from 1/],
      ['?page=two', /page must be a whole number from 1/],
      ['?page=-1', /page must be a whole number from 1/],
      ['?page=1.5', /page must be a whole number from 1/],
      ['?page=123456789', /page must be a whole number from 1/],
      ['?page=99', /Page 99 is past the last page \(2\)/],
      ['?q=visitor&page=9', /Page 9 is past the last page \(1\)/],
      ['?page=1&cursor=x', /at most one of cursor, before and page/],
      ['?before=x&cursor=y', /at most one of cursor, before and page/],
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

describe('every registration, whatever its status (issue 30 item 5)', () => {
  it('is listed with its status, counted in the total, found by a search and by a numbered page', async () => {
    const event = await createEvent(admin, { name: 'Status Fair', capacity: 1 });
    const people = [visitor({ name: 'Stella First' }), visitor({ name: 'Stella Second' })];
    people.push(visitor({ name: 'Stella Third' }));
    const answers = [];
    for (const person of people) {
      answers.push((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status);
    }
    expect(answers).toEqual([201, 202, 202]);
    const url = `/api/admin/events/${event.id}/registrations`;
    const first = (await admin.call('GET', url)).body as Page;
    const byName = (items: Item[]) => new Map(items.map((item) => [item.name, item]));
    const placed = byName(first.items).get('Stella First')!;
    expect(placed).toMatchObject({ status: 'registered', cancelledAt: null, cancelledBy: null, cancelReason: null });

    // The organiser cancels the first: cancelled, and the place offered to the second.
    const cancelled = await admin.call('POST', `/api/admin/registrations/${placed.id}/cancel`, {
      reason: 'Booked twice',
      notify: false,
    });
    expect(cancelled.status).toBe(200);
    const after = (await admin.call('GET', url)).body as Page;
    expect(after.total).toBe(3);
    expect(after.items.map((item) => [item.name, item.status])).toEqual([
      ['Stella Third', 'waiting'],
      ['Stella Second', 'offered'],
      ['Stella First', 'cancelled'],
    ]);
    const shown = byName(after.items);
    expect(shown.get('Stella First')).toMatchObject({ cancelledBy: 'organiser', cancelReason: 'Booked twice' });
    expect(Date.parse(shown.get('Stella First')!.cancelledAt!)).not.toBeNaN();
    expect(Date.parse(shown.get('Stella Second')!.offeredUntil!)).toBeGreaterThan(Date.now());
    expect(shown.get('Stella Third')).toMatchObject({ offeredUntil: null, cancelledAt: null });

    // A search finds each, cancelled or waiting; a numbered page and Previous count them all.
    const search = (await admin.call('GET', `${url}?q=stella`)).body as Page;
    expect(search.total).toBe(3);
    expect(((await admin.call('GET', `${url}?q=stella%20fi`)).body as Page).items.map((i) => i.status)).toEqual([
      'cancelled',
    ]);
    const second = (await admin.call('GET', `${url}?limit=2&page=2`)).body as Page;
    expect(second.items.map((item) => item.name)).toEqual(['Stella First']);
    const above = (await admin.call('GET', `${url}?limit=2&before=${second.items[0]!.id}`)).body as Page;
    expect(above.items.map((item) => item.name)).toEqual(['Stella Third', 'Stella Second']);

    // The list of every registration says the same.
    const all = (await admin.call('GET', '/api/admin/registrations')).body as Item[];
    const listed = all.filter((item) => people.some((person) => person.email === item.email));
    expect(listed.map((item) => [item.name, item.status, item.cancelReason])).toEqual([
      ['Stella Third', 'waiting', null],
      ['Stella Second', 'offered', null],
      ['Stella First', 'cancelled', 'Booked twice'],
    ]);
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
    // Inserted as the app writes them (the counts' triggers run), 20 a second; one in 50 cancelled and
    // one in 50 waiting, listed and counted with the others (issue 30 item 5).
    for (const [event, prefix] of [
      [past, 'past'],
      [big, 'big'],
    ] as const) {
      await t.app.database.db.execute(sql`
        insert into registrations (id, event_id, name, email, phone, phone_digits, company, qr_code, created_at,
          status, waiting_position, cancelled_at, cancelled_by)
        select ${prefix} || '-' || lpad(n::text, 6, '0'), ${event.id}, 'Visitor ' || n, 'v' || n || '@example.com',
          '555 ' || lpad(n::text, 6, '0'), '555' || lpad(n::text, 6, '0'), 'Company ' || (n % 500), 'pass',
          timestamp '2026-01-01' + (n / 20) * interval '1 second',
          case n % 50 when 7 then 'cancelled' when 32 then 'waiting' else 'registered' end,
          case when n % 50 = 32 then n end,
          case when n % 50 = 7 then timestamp '2026-02-01' end,
          case when n % 50 = 7 then 'visitor' end
        from generate_series(1, ${SIZE}) as n`);
    }
    await t.app.database.db.execute(sql`analyze registrations`);
    // Every other one of last year's admitted to its hall, and every hundredth of this year's, as the door writes them.
    const pastHall = await createExhibit(admin, past.id, { name: 'Past Hall' });
    const bigHall = await createExhibit(admin, big.id, { name: 'Big Hall' });
    await t.app.database.db.execute(sql`
      insert into checkins (id, registration_id, event_id, exhibit_id, checked_in_at)
      select 'in-' || lpad(n::text, 6, '0'), 'past-' || lpad(n::text, 6, '0'), ${past.id}, ${pastHall.id},
        timestamp '2025-01-02' + n * interval '1 second'
      from generate_series(2, ${SIZE}, 2) as n
      union all
      select 'in-big-' || lpad(n::text, 6, '0'), 'big-' || lpad(n::text, 6, '0'), ${big.id}, ${bigHall.id},
        timestamp '2026-01-02' + n * interval '1 second'
      from generate_series(100, ${SIZE}, 100) as n`);
    // Each check-in counted on its registration (the counts' trigger) left the old row versions behind.
    await t.app.database.db.execute(sql`vacuum analyze registrations`);
    await t.app.database.db.execute(sql`analyze checkins`);
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
    const statusOf = (name: string) => deep.items.find((r) => r.name === name)?.status;
    expect([statusOf('Visitor 9957'), statusOf('Visitor 9932'), statusOf('Visitor 9931')]).toEqual([
      'cancelled',
      'waiting',
      'registered',
    ]);
    // The page's check-ins, read for the page: every hundredth was admitted.
    const admitted = deep.items.filter((r) => r.checkIns.length > 0);
    expect(admitted.map((r) => r.name)).toEqual(['Visitor 9900']);
    expect(admitted[0]!.checkIns.map((c) => c.exhibitName)).toEqual(['Big Hall']);
    // Numbered pages: the 101st (1,000 rows from the newest), the last and the one before it (from the
    // oldest); one in the middle is refused rather than walked to.
    const jump = await get(`${path}/registrations?page=101`);
    expect(jump.items.map((r) => r.name)).toEqual(Array.from({ length: 10 }, (_, n) => `Visitor ${SIZE - 1000 - n}`));
    const lastPage = await get(`${path}/registrations?page=${SIZE / 10}`);
    expect(lastPage.items.map((r) => r.name)).toEqual(Array.from({ length: 10 }, (_, n) => `Visitor ${10 - n}`));
    expect(lastPage.nextCursor).toBeNull();
    expect((await get(`${path}/registrations?page=${SIZE / 10 - 100}`)).items[0]!.name).toBe('Visitor 1010');
    const above = await get(`${path}/registrations?before=${lastPage.items[0]!.id}`);
    expect(above.items[0]!.name).toBe('Visitor 20');
    const middle = await admin.call('GET', `${path}/registrations?page=${SIZE / 20}`);
    expect(middle.status).toBe(400);
    expect(JSON.stringify(middle.body)).toMatch(/too far from the first and the last page/);
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
    expect(examined.length).toBeGreaterThanOrEqual(6 + searches.length);
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
