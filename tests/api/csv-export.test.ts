/**
 * The registrations CSV of a large event (issue 17 item 3) is written as it is read, batch by batch:
 * every registration exactly once, oldest first, with its check-ins, sent in chunks (no length known
 * in advance) rather than built whole in memory. The database writes the lines (event-report.ts):
 * its cells follow the same rules as csvCell's, and its times are the app's time zone's.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationCsvLines } from '../../server/modules/reports/event-report.ts';
import { csvCell, csvCellSql } from '../../server/platform/csv.ts';
import { createEvent, createExhibit } from '../support/factories.ts';
import { type AdminClient, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;
const COUNT = 4_500; // more than two of the export's batches of 2,000

beforeAll(async () => {
  // Not UTC: the CSV's times are the app's time zone's.
  t = await startTestApp({ APP_TIMEZONE: 'Europe/Paris' });
  admin = await signIn(t.baseUrl);
});
afterAll(async () => {
  await t?.close();
});

describe('the registrations CSV of a large event', () => {
  it('holds every registration once, oldest first, with its check-ins, sent in chunks', async () => {
    const event = await createEvent(admin, { name: 'Big Fair' });
    const hall = await createExhibit(admin, event.id, { name: 'Hall' });
    // Inserted as the app writes them; every third one checked in, every tenth cancelled (listed
    // all the same, with its status: issue 30 item 5). Some share a registration time, so the
    // export's order must also use the id.
    await t.app.database.db.execute(sql`
      insert into registrations (id, event_id, name, email, phone, phone_digits, company, qr_code, created_at,
        status, cancelled_at, cancelled_by)
      select 'r-' || lpad(n::text, 6, '0'), ${event.id}, 'Visitor ' || n, 'v' || n || '@example.com', '555 ' || n,
        '555' || n, 'Co', 'pass', timestamp '2026-01-01' + (n / 3) * interval '1 second',
        case when n % 10 = 0 then 'cancelled' else 'registered' end,
        case when n % 10 = 0 then timestamp '2026-01-03' end, case when n % 10 = 0 then 'organiser' end
      from generate_series(1, ${COUNT}) as n`);
    await t.app.database.db.execute(sql`
      insert into checkins (registration_id, event_id, exhibit_id, checked_in_at)
      select 'r-' || lpad(n::text, 6, '0'), ${event.id}, ${hall.id}, timestamp '2026-01-02 10:00'
      from generate_series(3, ${COUNT}, 3) as n`);

    const response = await fetch(`${t.baseUrl}/api/admin/events/${event.id}/registrations.csv`, {
      headers: { cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so spreadsheet programs read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(COUNT + 1);
    expect(lines[0]).toMatch(/^"Name","Email","Phone","Company","Registered","Status","Hall \(/);
    const emails = lines.slice(1).map((line) => line.split('","')[1]);
    expect(new Set(emails).size).toBe(COUNT);
    expect(emails.slice(0, 4)).toEqual(['v1@example.com', 'v2@example.com', 'v3@example.com', 'v4@example.com']);
    const checkedIn = lines.slice(1).filter((line) => !line.endsWith(',""'));
    expect(checkedIn).toHaveLength(Math.floor(COUNT / 3));
    const statuses = lines.slice(1).map((line) => line.split('","')[5]);
    expect(statuses.filter((status) => status === 'cancelled')).toHaveLength(COUNT / 10);
    expect(statuses.filter((status) => status === 'registered')).toHaveLength(COUNT - COUNT / 10);
    expect(statuses.slice(8, 11)).toEqual(['registered', 'cancelled', 'registered']);
  });
});

describe('the export’s batches', () => {
  it('hold each registration once when times differ below the millisecond across a batch boundary', async () => {
    const event = await createEvent(admin, { name: 'Microsecond Fair' });
    // Five registrations within one millisecond, in reverse id order: the keyset must compare the
    // database's microseconds, not a JavaScript Date's milliseconds.
    await t.app.database.db.execute(sql`
      insert into registrations (id, event_id, name, email, phone, phone_digits, company, qr_code, created_at)
      select 'us-' || (10 - n), ${event.id}, 'Visitor ' || n, 'us' || n || '@example.com', '555 ' || n,
        '555' || n, 'Co', 'pass', timestamp '2026-01-01 10:00:00.123' + n * interval '1 microsecond'
      from generate_series(1, 5) as n`);
    const names: string[] = [];
    const batches = registrationCsvLines(t.app.database.db, {
      eventId: event.id,
      exhibitIds: [],
      timezone: 'UTC',
      batchSize: 2,
    });
    for await (const lines of batches) {
      names.push(
        ...lines
          .split('\r\n')
          .filter(Boolean)
          .map((line) => line.split('","')[0]!.slice(1)),
      );
      // A keyset that loses the microseconds reads the same rows for ever: stop and show them.
      if (names.length > 20) break;
    }
    expect(names).toEqual(['Visitor 1', 'Visitor 2', 'Visitor 3', 'Visitor 4', 'Visitor 5']);
  });
});

describe('the lines the database writes', () => {
  it('quote and neutralise each cell as csvCell does', async () => {
    const cells = [
      'plain',
      'Ann "The Hammer", Ltd',
      '=HYPERLINK("http://evil")',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '+1+1',
      '-SUM(A1:A9)',
      '+"x"',
      '+44 20 7946 0000',
      '+1 (555) 123-4567',
      '+33.1.23.45.67.89',
      '-0.5',
      '+49/30/1234',
      '+44\u00a020\u20037946\ufeff0000',
      '+44\u200b20',
      '+',
      '-',
      'line\nbreak',
      'Zoë, 東京',
      '',
    ];
    for (const cell of cells) {
      const result = await t.app.database.db.execute(sql`select ${csvCellSql(sql`${cell}::text`)} as cell`);
      const [row] = (result as unknown as { rows: { cell: string }[] }).rows;
      expect(row!.cell, JSON.stringify(cell)).toBe(csvCell(cell));
    }
  });

  it("write times on a 24-hour clock from 00:00 in the app's time zone, check-ins in the exhibits' order", async () => {
    const event = await createEvent(admin, { name: 'Midnight Fair' });
    const early = await createExhibit(admin, event.id, { name: 'Early', startTime: '00:00', endTime: '23:59' });
    const late = await createExhibit(admin, event.id, { name: 'Late', startTime: '00:01', endTime: '23:59' });
    // 23:05 UTC is 00:05 in Paris (winter): a clock of 1 to 24 would write 24:05.
    await t.app.database.db.execute(sql`
      insert into registrations (id, event_id, name, email, phone, phone_digits, company, qr_code, created_at)
      values ('mid-1', ${event.id}, 'Night Owl', 'owl@example.com', '555 1', '5551', 'Co', 'pass',
        timestamptz '2026-01-01 23:05:00+00')`);
    await t.app.database.db.execute(sql`
      insert into checkins (registration_id, event_id, exhibit_id, checked_in_at)
      values ('mid-1', ${event.id}, ${late.id}, timestamptz '2026-01-02 07:30:00+00')`);
    const response = await fetch(`${t.baseUrl}/api/admin/events/${event.id}/registrations.csv`, {
      headers: { cookie: admin.cookie },
    });
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^"Name","Email","Phone","Company","Registered","Status","Early \(.+\)","Late \(.+\)"$/);
    expect(lines[1]).toBe(
      '"Night Owl","owl@example.com","555 1","Co","2026-01-02 00:05","registered","","2026-01-02 08:30"',
    );
    expect(lines.slice(2)).toEqual(['']);
    expect(early.id).not.toBe(late.id);
  });
});
