/**
 * The registrations CSV of a large event (issue 17 item 3) is written as it is read, batch by batch:
 * every registration exactly once, oldest first, with its check-ins, sent in chunks (no length known
 * in advance) rather than built whole in memory.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRegistrationBatches } from '../../server/modules/reports/event-report.ts';
import { createEvent, createExhibit } from '../support/factories.ts';
import { type AdminClient, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;
const COUNT = 4_500; // more than two of the export's batches of 2,000

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(async () => {
  await t?.close();
});

describe('the registrations CSV of a large event', () => {
  it('holds every registration once, oldest first, with its check-ins, sent in chunks', async () => {
    const event = await createEvent(admin, { name: 'Big Fair' });
    const hall = await createExhibit(admin, event.id, { name: 'Hall' });
    // Inserted as the app writes them; every third one checked in. Some share a registration time,
    // so the export's order must also use the id.
    await t.app.database.db.execute(sql`
      insert into registrations (id, event_id, name, email, phone, phone_digits, company, qr_code, created_at)
      select 'r-' || lpad(n::text, 6, '0'), ${event.id}, 'Visitor ' || n, 'v' || n || '@example.com', '555 ' || n,
        '555' || n, 'Co', 'pass', timestamp '2026-01-01' + (n / 3) * interval '1 second'
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
    expect(lines[0]).toMatch(/^"Name","Email","Phone","Company","Registered","Hall \(/);
    const emails = lines.slice(1).map((line) => line.split('","')[1]);
    expect(new Set(emails).size).toBe(COUNT);
    expect(emails.slice(0, 4)).toEqual(['v1@example.com', 'v2@example.com', 'v3@example.com', 'v4@example.com']);
    const checkedIn = lines.slice(1).filter((line) => !line.endsWith(',""'));
    expect(checkedIn).toHaveLength(Math.floor(COUNT / 3));
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
    for await (const batch of reportRegistrationBatches(t.app.database.db, event.id, 2)) {
      names.push(...batch.map((registration) => registration.name));
      // A keyset that loses the microseconds reads the same rows for ever: stop and show them.
      if (names.length > 20) break;
    }
    expect(names).toEqual(['Visitor 1', 'Visitor 2', 'Visitor 3', 'Visitor 4', 'Visitor 5']);
  });
});
