/**
 * The spreadsheet sync end to end: the real Google client library, signing with a generated
 * service-account key, against a local fake of the Sheets REST API.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../server/platform/db/schema.ts';
import { createEndedEvent, createEvent, createExhibit, dayEnd, dayStart, visitor } from '../support/factories.ts';
import { type AdminClient, call } from '../support/http.ts';
import { decodeQr } from '../support/qr-decode.ts';
import { type SheetsApp, startSheetsApp } from '../support/sheets-app.ts';
import type { ServiceAccountForTests, SheetsFake } from '../support/sheets-fake.ts';
import type { TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

let sheets: SheetsApp;
let account: ServiceAccountForTests;
let fake: SheetsFake;
let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  sheets = await startSheetsApp({ retryEverySecond: true });
  ({ account, fake, t, admin } = sheets);
});
afterAll(() => sheets.close());

function newSheet(mode: 'normal' | 'read-only' = 'normal') {
  const id = randomBytes(33).toString('base64url');
  fake.addSpreadsheet(id, { title: 'Fair sheet', mode });
  return { id, url: `https://docs.google.com/spreadsheets/d/${id}/edit#gid=0` };
}

async function register(eventId: string, overrides: Record<string, unknown> = {}) {
  const person = visitor(overrides);
  const response = await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId });
  expect(response.status).toBe(201);
  const lookup = await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`);
  return { person, token: decodeQr(lookup.body.qrCode) };
}

async function linkSheet(eventId: string, url: string) {
  const response = await admin.call('PUT', `/api/admin/events/${eventId}/sheets-url`, { sheetsUrl: url });
  expect(response.status).toBe(200);
  return response.body;
}

const status = async (eventId: string) => (await admin.call('GET', `/api/admin/events/${eventId}/sheets-url`)).body;

/** Each sync starts by reading the spreadsheet's tabs. */
const syncCount = (sheetId: string) => fake.requestsFor(sheetId, 'get').length;

describe('a sync', () => {
  it('writes what the database holds: the event, its exhibits, and registrations with check-in times', async () => {
    const event = await createEvent(admin, { name: 'Spring Fair', description: 'All about spring' });
    // Open whenever the test runs (check-in is refused outside an exhibit's hours), Talks first.
    const talks = await createExhibit(admin, event.id, { name: 'Talks', startTime: '00:00', endTime: '23:59' });
    const lab = await createExhibit(admin, event.id, { name: 'Lab', startTime: '00:01', endTime: '23:59' });
    const ann = await register(event.id, { name: '=HYPERLINK("http://evil.example","x")', company: 'ACME' });
    const bob = await register(event.id, { name: 'Bob' });
    await register(event.id, { name: 'Cy' });
    await call(t.baseUrl, 'POST', '/api/checkin', { qrData: ann.token, exhibitId: talks.id });
    await call(t.baseUrl, 'POST', '/api/checkin', { qrData: bob.token, exhibitId: lab.id });
    const sheet = newSheet();
    await linkSheet(event.id, sheet.url);

    const response = await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Google Sheets updated: 2 exhibits and 3 registrations.');
    expect(Date.parse(response.body.syncedAt)).not.toBeNaN();

    expect(fake.tabTitles(sheet.id)).toEqual(['Sheet1', 'Event', 'Exhibits', 'Registrations']);
    const eventTab = fake.values(sheet.id, 'Event');
    expect(eventTab.slice(0, 2)).toEqual([
      ['Event', 'Spring Fair'],
      ['Description', 'All about spring'],
    ]);
    expect(eventTab.slice(4)).toEqual([
      ['Exhibits', 2],
      ['Registrations', 3],
      ['Waiting', 0],
      ['Offered', 0],
      ['Cancelled', 0],
      ['Checked in', 2],
      ['Time zone', 'UTC'],
    ]);
    const exhibitsTab = fake.values(sheet.id, 'Exhibits');
    expect(exhibitsTab.map((row) => [row[0], row[3], row[7]])).toEqual([
      ['Name', 'Start', 'Checked in'],
      ['Talks', '00:00', 1],
      ['Lab', '00:01', 1],
    ]);
    const rows = fake.values(sheet.id, 'Registrations');
    expect(rows[0]).toEqual([
      'Name',
      'Email',
      'Phone',
      'Company',
      'Registered',
      'Status',
      expect.stringMatching(/^Talks \(\d{4}-\d{2}-\d{2} 00:00\)$/),
      expect.stringMatching(/^Lab \(\d{4}-\d{2}-\d{2} 00:01\)$/),
    ]);
    expect(rows).toHaveLength(4);
    const byEmail = new Map(rows.slice(1).map((row) => [row[1], row]));
    const annRow = byEmail.get(ann.person.email)!;
    // Written RAW: a formula-looking name stays text.
    expect(annRow.slice(0, 4)).toEqual([
      '=HYPERLINK("http://evil.example","x")',
      ann.person.email,
      '+12025550100', // ann.person.phone in E.164
      'ACME',
    ]);
    expect(annRow[5]).toBe('registered');
    expect(annRow[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(annRow[7] ?? '').toBe('');
    expect(byEmail.get(bob.person.email)![7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const writes = fake.requestsFor(sheet.id, 'values.batchUpdate');
    expect(writes.at(-1)!.body.valueInputOption).toBe('RAW');
    // Every request was signed by the service account's key (checked by the fake) and none was refused.
    for (const request of fake.requestsFor(sheet.id)) {
      expect(request.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
      expect(request.status).toBe(200);
    }
    const after = await status(event.id);
    expect(after).toEqual({ sheetsUrl: sheet.url, lastSyncedAt: expect.any(String), lastError: null });
  });

  it('run again writes the same cells and adds no rows', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id);
    const ann = await register(event.id);
    await register(event.id);
    await call(t.baseUrl, 'POST', '/api/checkin', { qrData: ann.token, exhibitId: exhibit.id });
    const sheet = newSheet();
    await linkSheet(event.id, sheet.url);
    expect((await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`)).status).toBe(200);
    const first = ['Event', 'Exhibits', 'Registrations'].map((tab) => fake.values(sheet.id, tab));
    const addSheetsBefore = fake.requestsFor(sheet.id, 'batchUpdate').length;

    expect((await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`)).status).toBe(200);
    expect((await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`)).status).toBe(200);
    const again = ['Event', 'Exhibits', 'Registrations'].map((tab) => fake.values(sheet.id, tab));
    expect(again).toEqual(first);
    expect(first[2]).toHaveLength(3);
    // The tabs exist now, at their size: no more addSheet or resize. Nothing changed, so each sync
    // rewrites the small tabs and the header row, and no registration row (decision 028).
    expect(fake.requestsFor(sheet.id, 'batchUpdate')).toHaveLength(addSheetsBefore);
    expect(fake.requestsFor(sheet.id, 'values.batchClear')).toHaveLength(0);
    const lastWrite = fake.requestsFor(sheet.id, 'values.batchUpdate').at(-1)!;
    expect(lastWrite.body.data.map((entry: { range: string }) => entry.range)).toEqual([
      "'Event'!A1",
      "'Exhibits'!A1",
      "'Registrations'!A1",
    ]);
    expect(lastWrite.body.data[2].values).toHaveLength(1);
  });

  it('shrinks the sheet when data goes away: rows and columns of a removed exhibit are cleared', async () => {
    const event = await createEvent(admin);
    const keep = await createExhibit(admin, event.id, { name: 'Keep', startTime: '00:00', endTime: '23:59' });
    const drop = await createExhibit(admin, event.id, { name: 'Drop', startTime: '00:01', endTime: '23:59' });
    const ann = await register(event.id);
    await call(t.baseUrl, 'POST', '/api/checkin', { qrData: ann.token, exhibitId: keep.id });
    const sheet = newSheet();
    await linkSheet(event.id, sheet.url);
    await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`);
    expect(fake.values(sheet.id, 'Registrations')[0]).toHaveLength(8);
    expect((await admin.call('DELETE', `/api/admin/exhibits/${drop.id}`)).status).toBe(200);
    await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`);
    expect(fake.values(sheet.id, 'Registrations')[0]).toHaveLength(7);
    expect(fake.values(sheet.id, 'Exhibits')).toHaveLength(2);
  });
});

describe('automatic syncs', () => {
  it('follow a registration and a check-in without anyone asking', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id);
    const sheet = newSheet();
    await linkSheet(event.id, sheet.url);
    // Linking the sheet schedules the first sync.
    await waitFor(async () => (await status(event.id)).lastSyncedAt !== null);
    expect(fake.values(sheet.id, 'Registrations')).toHaveLength(1);

    const ann = await register(event.id);
    await waitFor(() => fake.values(sheet.id, 'Registrations').some((row) => row[1] === ann.person.email));
    await call(t.baseUrl, 'POST', '/api/checkin', { qrData: ann.token, exhibitId: exhibit.id });
    await waitFor(() => {
      const row = fake.values(sheet.id, 'Registrations').find((cells) => cells[1] === ann.person.email);
      return typeof row?.[6] === 'string' && row[6] !== '';
    });
  });

  it('coalesce a burst of changes into a few syncs', async () => {
    const event = await createEvent(admin);
    const sheet = newSheet();
    await linkSheet(event.id, sheet.url);
    await waitFor(async () => (await status(event.id)).lastSyncedAt !== null);
    const before = syncCount(sheet.id);

    const responses = await Promise.all(
      Array.from({ length: 25 }, () => call(t.baseUrl, 'POST', '/api/register', { ...visitor(), eventId: event.id })),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    await waitFor(() => fake.values(sheet.id, 'Registrations').length === 26, 20_000);
    // Let any sync still queued run, then count.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const syncs = syncCount(sheet.id) - before;
    expect(syncs).toBeGreaterThanOrEqual(1);
    expect(syncs).toBeLessThanOrEqual(3);
    expect(fake.values(sheet.id, 'Registrations')).toHaveLength(26);
  });

  it('recover through the job retries when Google fails three times', async () => {
    const event = await createEvent(admin);
    await register(event.id);
    const sheet = newSheet();
    fake.failNext(sheet.id, 3, 503);
    await linkSheet(event.id, sheet.url);
    await waitFor(async () => (await status(event.id)).lastSyncedAt !== null, 30_000, 200);
    expect(await status(event.id)).toMatchObject({ lastError: null });
    expect(fake.values(sheet.id, 'Registrations')).toHaveLength(2);
    const failed = fake.requestsFor(sheet.id).filter((request) => request.status === 503);
    expect(failed).toHaveLength(3);
    // Retried by the queue, a second or more apart (the client library's own quick retries are off).
    for (let index = 1; index < failed.length; index++) {
      expect(failed[index]!.at - failed[index - 1]!.at).toBeGreaterThanOrEqual(900);
    }
  });

  it('are not queued for an event without a sheet', async () => {
    const event = await createEvent(admin);
    await register(event.id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const jobs = await t.app.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'sheets-sync' and singleton_key = ${event.id}`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('a large event', () => {
  it('syncs 5,000 registrations in a handful of requests, and an unchanged event in two', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id);
    const { db } = t.database.handle;
    const rows = Array.from({ length: 5000 }, (_, index) => ({
      eventId: event.id,
      name: `Visitor ${index}`,
      email: `bulk-${index}@example.com`,
      phone: `+1 555 ${String(index).padStart(4, '0')}`,
      phoneDigits: `1555${String(index).padStart(4, '0')}`,
      company: 'Bulk Co',
      qrCode: `v1.bulk-${index}`,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await db.insert(registrations).values(rows.slice(start, start + 1000));
    }
    const sheet = newSheet();
    await linkSheet(event.id, sheet.url);
    await waitFor(async () => (await status(event.id)).lastSyncedAt !== null, 30_000, 200);
    // The first sync (the link's): read, add the tabs at their size, one write of every row.
    expect(fake.requestsFor(sheet.id).map((request) => request.operation)).toEqual([
      'get',
      'batchUpdate',
      'values.batchUpdate',
    ]);
    expect(fake.grid(sheet.id, 'Registrations')).toEqual({ rows: 5001, columns: 7 });

    const before = fake.requestsFor(sheet.id).length;
    const response = await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Google Sheets updated: 1 exhibit and 5000 registrations.');
    // Nothing changed since: a read, and a write of the small tabs and the header, not of 5,000 rows.
    const made = fake.requestsFor(sheet.id).slice(before);
    expect(made.map((request) => request.operation)).toEqual(['get', 'values.batchUpdate']);
    expect(made[1]!.bytes).toBeLessThan(2000);
    const tab = fake.values(sheet.id, 'Registrations');
    expect(tab).toHaveLength(5001);
    expect(new Set(tab.slice(1).map((row) => row[1])).size).toBe(5000);
    expect(tab[0]).toHaveLength(7);
    expect(exhibit.name).toBeTruthy();
  });
});

describe('the connection check', () => {
  it('without a link, says whether the key is usable (no request to Google)', async () => {
    const before = fake.requests.length;
    const response = await admin.call('GET', '/api/admin/config/sheets-test');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      configured: true,
      connected: true,
      writable: true,
      serviceAccountEmail: account.clientEmail,
    });
    expect(fake.requests.length).toBe(before);
  });

  it('finds a sheet the account can edit', async () => {
    const sheet = newSheet();
    const response = await admin.call(
      'GET',
      `/api/admin/config/sheets-test?sheetsUrl=${encodeURIComponent(sheet.url)}`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      connected: true,
      writable: true,
      serviceAccountEmail: account.clientEmail,
    });
    // The write probe changed nothing.
    expect(fake.tabTitles(sheet.id)).toEqual(['Sheet1']);
  });

  it('says readable but not writable, and a sync says what to do', async () => {
    const sheet = newSheet('read-only');
    const check = await admin.call('GET', `/api/admin/config/sheets-test?sheetsUrl=${encodeURIComponent(sheet.url)}`);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      connected: true,
      writable: false,
      serviceAccountEmail: account.clientEmail,
    });
    expect(check.body.message).toBe(
      `The sheet is readable but not writable. Share it with ${account.clientEmail} as Editor.`,
    );
    // One read, one refused write probe: nothing retried behind our back.
    expect(fake.requestsFor(sheet.id).map((request) => [request.operation, request.status])).toEqual([
      ['get', 200],
      ['batchUpdate', 403],
    ]);

    const event = await createEvent(admin);
    await linkSheet(event.id, sheet.url);
    const sync = await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`);
    expect(sync.status).toBe(422);
    expect(sync.body).toEqual({
      code: 'sheets_cannot_edit',
      email: account.clientEmail,
      message: `The service account cannot edit this sheet. Share it with ${account.clientEmail} as Editor.`,
    });
    expect((await status(event.id)).lastError).toBe(sync.body.message);

    fake.setMode(sheet.id, 'normal');
    expect((await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`)).status).toBe(200);
    expect(await status(event.id)).toMatchObject({ lastError: null, lastSyncedAt: expect.any(String) });
  });

  it('says not connected for an unknown sheet or a link that is not a sheet', async () => {
    const unknown = `https://docs.google.com/spreadsheets/d/${randomBytes(33).toString('base64url')}/edit`;
    const check = await admin.call('GET', `/api/admin/config/sheets-test?sheetsUrl=${encodeURIComponent(unknown)}`);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      connected: false,
      writable: false,
      serviceAccountEmail: account.clientEmail,
    });
    expect(check.body.message).toMatch(/not found/);

    const notASheet = await admin.call(
      'GET',
      `/api/admin/config/sheets-test?sheetsUrl=${encodeURIComponent('https://example.com/x')}`,
    );
    expect(notASheet.status).toBe(200);
    expect(notASheet.body).toMatchObject({ connected: false, writable: false });

    const event = await createEvent(admin);
    await linkSheet(event.id, unknown);
    const sync = await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`);
    expect(sync.status).toBe(422);
    expect(sync.body.message).toBe('This Google Sheet was not found. Check the link, and that the sheet still exists.');
  });

  it('answers 502 with a message when Google is unavailable', async () => {
    const sheet = newSheet();
    fake.failNext(sheet.id, 1, 500);
    const check = await admin.call('GET', `/api/admin/config/sheets-test?sheetsUrl=${encodeURIComponent(sheet.url)}`);
    expect(check.status).toBe(502);
    expect(check.body.message).toMatch(/^Google Sheets could not be reached/);
  });
});

describe('the link', () => {
  it('is read, saved (with a fresh status), and cleared', async () => {
    const event = await createEvent(admin);
    expect(await status(event.id)).toEqual({ sheetsUrl: '', lastSyncedAt: null, lastError: null });
    const sheet = newSheet();
    const saved = await linkSheet(event.id, `  ${sheet.url}  `);
    expect(saved).toEqual({ sheetsUrl: sheet.url, lastSyncedAt: null, lastError: null });
    const detail = await admin.call('GET', `/api/admin/events/${event.id}`);
    expect(detail.body.sheetsUrl).toBe(sheet.url);
    await waitFor(async () => (await status(event.id)).lastSyncedAt !== null);

    const other = newSheet();
    expect(await linkSheet(event.id, other.url)).toMatchObject({ sheetsUrl: other.url, lastSyncedAt: null });
    expect(await linkSheet(event.id, '')).toEqual({ sheetsUrl: '', lastSyncedAt: null, lastError: null });
    const sync = await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`);
    expect(sync.status).toBe(409);
    expect(sync.body.message).toBe('Link a Google Sheet to this event first.');
  });

  const ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';
  it.each([
    ['text', 'not a link', 'https://docs.google.com/spreadsheets/d/<id>/edit'],
    ['another site', `https://example.com/spreadsheets/d/${ID}/edit`, 'not a Google Sheets link'],
    ['plain http', `http://docs.google.com/spreadsheets/d/${ID}/edit`, 'not a Google Sheets link'],
    ['a document', `https://docs.google.com/document/d/${ID}/edit`, 'not a Google Sheets link'],
    ['a 2,100-character link', `https://docs.google.com/spreadsheets/d/${'a'.repeat(2100)}/edit`, 'at most 2000'],
    ['a number', 42, 'sheetsUrl is required'],
  ])('refuses %s with 400 and a message', async (_label, sheetsUrl, message) => {
    const event = await createEvent(admin);
    const response = await admin.call('PUT', `/api/admin/events/${event.id}/sheets-url`, { sheetsUrl });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect((await status(event.id)).sheetsUrl).toBe('');
  });

  it('cannot be changed once the event has ended (409)', async () => {
    const event = await createEndedEvent(admin, t.app.database.db, { startDate: dayStart(-5), endDate: dayEnd(-3) });
    const response = await admin.call('PUT', `/api/admin/events/${event.id}/sheets-url`, { sheetsUrl: newSheet().url });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This event has ended and can no longer be changed.');
  });

  it('answers 404 for an unknown event and 401 without a session', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.call('GET', `/api/admin/events/${unknown}/sheets-url`)).status).toBe(404);
    expect((await admin.call('PUT', `/api/admin/events/${unknown}/sheets-url`, { sheetsUrl: '' })).status).toBe(404);
    expect((await admin.call('POST', `/api/admin/events/${unknown}/sheets-sync`)).status).toBe(404);
    expect((await admin.call('GET', '/api/admin/events/not-a-uuid/sheets-url')).status).toBe(404);
    for (const [method, path] of [
      ['GET', `/api/admin/events/${unknown}/sheets-url`],
      ['PUT', `/api/admin/events/${unknown}/sheets-url`],
      ['POST', `/api/admin/events/${unknown}/sheets-sync`],
      ['GET', '/api/admin/config/sheets-test'],
      ['GET', '/api/admin/config/service-account'],
    ] as const) {
      const response = await call(t.baseUrl, method, path, method === 'PUT' ? { sheetsUrl: '' } : undefined, {
        origin: t.baseUrl,
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('names the service account', async () => {
    const response = await admin.call('GET', '/api/admin/config/service-account');
    expect(response.body).toEqual({ email: account.clientEmail, configured: true });
  });
});

describe('hostile input', () => {
  it('gets a 4xx message or a clear answer, never a 5xx, and leaves the link as it was', async () => {
    const event = await createEvent(admin);
    const sheet = newSheet();
    await linkSheet(event.id, sheet.url);
    const value = fc
      .oneof(
        fc.string(),
        fc.jsonValue(),
        fc.constantFrom(
          'https://docs.google.com/spreadsheets/d/../../etc/passwd',
          'https://docs.google.com/spreadsheets/d/%00%00%00%00%00%00%00%00/edit',
          'javascript:alert(1)',
          'https://docs.google.com@evil.example/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
          `https://docs.google.com/spreadsheets/d/${'x'.repeat(5000)}`,
        ),
      )
      // A blank value is a valid request: it removes the link.
      .filter((input) => !(typeof input === 'string' && input.trim() === ''));
    await fc.assert(
      fc.asyncProperty(value, fc.boolean(), async (input, viaQuery) => {
        const response = viaQuery
          ? await admin.call(
              'GET',
              `/api/admin/config/sheets-test?sheetsUrl=${encodeURIComponent(JSON.stringify(input))}`,
            )
          : await admin.call('PUT', `/api/admin/events/${event.id}/sheets-url`, { sheetsUrl: input });
        expect(response.status, JSON.stringify(input)).toBeLessThan(500);
        if (response.status >= 400) expect(typeof response.body.message).toBe('string');
        if (viaQuery && response.status === 200)
          expect(response.body).toMatchObject({ connected: false, writable: false });
      }),
      { seed: 20261123, numRuns: 300 },
    );
    expect((await status(event.id)).sheetsUrl).toBe(sheet.url);
  });
});
