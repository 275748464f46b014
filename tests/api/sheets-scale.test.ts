/**
 * The Google Sheet of a large event (issue 17 item 4, decision 028), against the Sheets fake with
 * Google's limits lowered to the test's size: a spreadsheet of 40,000 cells, request bodies of at
 * most 8,000 bytes (and the app told both), and a grid that is never written past. Shown here: the
 * rows go in requests under the size limit, each once; a sync that fails in the middle continues from
 * its last written batch; an event the sheet cannot hold fills it and says so on the card; later
 * syncs send only what changed; a 429's Retry-After is waited for, in the run or in a later one.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../server/platform/db/schema.ts';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call } from '../support/http.ts';
import { patient } from '../support/patience.ts';
import { startSheetsApp, untilSheetQuiet } from '../support/sheets-app.ts';
import type { Cell, RecordedRequest, SheetsFake, TabOptions } from '../support/sheets-fake.ts';
import type { TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

const CELL_LIMIT = 40_000;
const REQUEST_BYTES = 8_000;

let fake: SheetsFake;
let t: TestApp;
let admin: AdminClient;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ fake, t, admin, close } = await startSheetsApp({
    limits: { cellLimit: CELL_LIMIT, maxRequestBytes: REQUEST_BYTES, strictGrid: true },
    env: {
      GOOGLE_SHEETS_CELL_LIMIT: String(CELL_LIMIT),
      GOOGLE_SHEETS_REQUEST_BYTES: String(REQUEST_BYTES),
      GOOGLE_SHEETS_BATCH_ROWS: '500',
      GOOGLE_SHEETS_REQUESTS_PER_MINUTE: '100000',
    },
    retryEverySecond: true,
  }));
});
afterAll(() => close());

function newSheet(tabs?: (string | TabOptions)[]) {
  const id = randomBytes(33).toString('base64url');
  fake.addSpreadsheet(id, { title: 'Fair sheet', ...(tabs ? { tabs } : {}) });
  return { id, url: `https://docs.google.com/spreadsheets/d/${id}/edit` };
}

/** Registrations inserted as the app writes them, one second apart (oldest first), for a bulk of them at once. */
async function insertRegistrations(eventId: string, count: number) {
  const prefix = randomBytes(4).toString('hex');
  const start = Date.now() - (count + 60) * 1000;
  const rows = Array.from({ length: count }, (_, index) => ({
    eventId,
    name: `Visitor ${index}`,
    email: `${prefix}-${index}@example.com`,
    phone: `+1 555 ${String(index).padStart(4, '0')}`,
    phoneDigits: `1555${String(index).padStart(4, '0')}`,
    company: 'Bulk Co',
    qrCode: `v1.${prefix}-${index}`,
    createdAt: new Date(start + index * 1000),
  }));
  const ids: string[] = [];
  for (let from = 0; from < rows.length; from += 500) {
    const inserted = await t.database.handle.db
      .insert(registrations)
      .values(rows.slice(from, from + 500))
      .returning({ id: registrations.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return { emails: rows.map((row) => row.email), ids };
}

async function link(eventId: string, url: string) {
  const response = await admin.call('PUT', `/api/admin/events/${eventId}/sheets-url`, { sheetsUrl: url });
  expect(response.status).toBe(200);
}

const status = async (eventId: string) => (await admin.call('GET', `/api/admin/events/${eventId}/sheets-url`)).body;

/** Linked, and its first sync (the link's job) done. */
async function linkedAndSynced(eventId: string, sheet: { id: string; url: string }) {
  await link(eventId, sheet.url);
  await waitFor(async () => (await status(eventId)).lastSyncedAt !== null, 30_000, 100);
  await untilQuiet(sheet.id);
}

/** Until no request has reached the sheet for 3 s: the background syncs have caught up. */
const untilQuiet = (sheetId: string) => untilSheetQuiet(fake, sheetId, 3000);

/** The registration rows (below the header) these requests carried to the Registrations tab: row and e-mail. */
function registrationRows(requests: RecordedRequest[]) {
  const rows: { row: number; email: Cell; cells: Cell[] }[] = [];
  for (const request of requests) {
    if (request.operation !== 'values.batchUpdate') continue;
    for (const entry of request.body.data as { range: string; values: Cell[][] }[]) {
      const start = /^'Registrations'!A(\d+)$/.exec(entry.range);
      if (!start) continue;
      entry.values.forEach((cells, index) => {
        const row = Number(start[1]) + index;
        if (row >= 2) rows.push({ row, email: cells[1]!, cells });
      });
    }
  }
  return rows;
}

const succeeded = (requests: RecordedRequest[]) => requests.filter((request) => request.status === 200);
const emailsOf = (sheetId: string) =>
  fake
    .values(sheetId, 'Registrations')
    .slice(1)
    .map((row) => row[1]);

describe('a large event', () => {
  it('is written in requests under the size limit, oldest first, each row once, in a grid sized to fit', async () => {
    const event = await createEvent(admin);
    await createExhibit(admin, event.id);
    const { emails } = await insertRegistrations(event.id, 1000);
    const sheet = newSheet();
    await linkedAndSynced(event.id, sheet);

    const requests = fake.requestsFor(sheet.id);
    for (const request of requests) {
      expect(request.status, `${request.operation}: ${JSON.stringify(request.body).slice(0, 200)}`).toBe(200);
      expect(request.bytes).toBeLessThanOrEqual(REQUEST_BYTES);
    }
    expect(fake.requestsFor(sheet.id, 'values.batchUpdate').length).toBeGreaterThanOrEqual(10);
    const sent = registrationRows(requests);
    expect(sent).toHaveLength(1000);
    expect(sent.map((row) => row.email)).toEqual(emails);
    expect(emailsOf(sheet.id)).toEqual(emails);
    // Exactly the grid the rows need: the cells left are the room for more.
    expect(fake.grid(sheet.id, 'Registrations')).toEqual({ rows: 1001, columns: 7 });
    expect(fake.cellCount(sheet.id)).toBeLessThanOrEqual(CELL_LIMIT);
    expect(await status(event.id)).toEqual({ sheetsUrl: sheet.url, lastSyncedAt: expect.any(String), lastError: null });
  });

  it('continues after a failure in the middle from the last written batch', async () => {
    const event = await createEvent(admin);
    const { emails } = await insertRegistrations(event.id, 1000);
    const sheet = newSheet();
    // The read, the tabs, four writes of rows, then the fifth write fails; the job tries again a second later.
    fake.failRequest(sheet.id, { after: 6, status: 503 });
    await linkedAndSynced(event.id, sheet);

    const requests = fake.requestsFor(sheet.id);
    const failedAt = requests.findIndex((request) => request.status === 503);
    expect(failedAt).toBe(6);
    expect(requests.filter((request) => request.status !== 200)).toHaveLength(1);
    // Every row reached the sheet once; the failed request's rows are the only ones sent twice.
    const written = registrationRows(succeeded(requests));
    expect(written.map((row) => row.email)).toEqual(emails);
    const failed = registrationRows([requests[failedAt]!]);
    const after = registrationRows(succeeded(requests.slice(failedAt + 1)));
    expect(failed.length).toBeGreaterThan(0);
    expect(after[0]!.row).toBe(failed[0]!.row);
    // The next try read the sheet and went on writing: the tabs were not made or emptied again.
    expect(requests.slice(failedAt + 1).map((request) => request.operation)).not.toContain('batchUpdate');
    expect(emailsOf(sheet.id)).toEqual(emails);
    expect(await status(event.id)).toMatchObject({ lastError: null, lastSyncedAt: expect.any(String) });
  });

  it('that the sheet cannot hold fills the sheet with its first registrations and says so on the card', async () => {
    const event = await createEvent(admin);
    await createExhibit(admin, event.id);
    const { emails } = await insertRegistrations(event.id, 700);
    // Sheet1 (1,000 x 26) and the organiser's own notes (1,000 x 10) take 36,000 of the 40,000 cells:
    // beside the Event (12 x 2) and Exhibits (2 x 8) tabs, 3,960 cells are left: 565 rows of 7, one the header.
    const sheet = newSheet(['Sheet1', { title: 'Notes', rows: 1000, columns: 10 }]);
    await linkedAndSynced(event.id, sheet);
    const notice =
      "This event has 700 registrations: a Google Sheet holds at most 40,000 cells, about 564 rows of registrations beside the sheet's other tabs. The sheet shows the first 564.";

    expect(await status(event.id)).toMatchObject({ lastError: null, notice });
    expect(emailsOf(sheet.id)).toEqual(emails.slice(0, 564));
    expect(fake.cellCount(sheet.id)).toBeLessThanOrEqual(CELL_LIMIT);
    expect(fake.values(sheet.id, 'Event').at(-1)).toEqual(['Note', notice]);
    for (const request of fake.requestsFor(sheet.id)) expect(request.status).toBe(200);

    // "Sync now" says it too; a new registration has no room, and the count follows.
    const response = await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(`Google Sheets updated: 1 exhibit and 700 registrations. ${notice}`);
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...visitor(), eventId: event.id })).status).toBe(201);
    await waitFor(async () => (await status(event.id)).notice?.startsWith('This event has 701 registrations'));
    await untilQuiet(sheet.id);
    expect(emailsOf(sheet.id)).toEqual(emails.slice(0, 564));
    for (const request of fake.requestsFor(sheet.id)) expect(request.status).toBe(200);
  });

  it('is written whole when room is made, and the notice goes', async () => {
    const event = await createEvent(admin);
    await createExhibit(admin, event.id);
    await insertRegistrations(event.id, 700);
    const sheet = newSheet(['Sheet1', { title: 'Notes', rows: 1000, columns: 10 }]);
    await linkedAndSynced(event.id, sheet);
    expect((await status(event.id)).notice).toMatch(/^This event has 700 registrations/);

    // The organiser deletes the notes: room for every row, written whole again.
    fake.deleteTab(sheet.id, 'Notes');
    expect((await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`)).status).toBe(200);
    expect(emailsOf(sheet.id)).toHaveLength(700);
    expect((await status(event.id)).notice).toBeUndefined();
  });
});

describe('a later sync', () => {
  it('sends only the 3 new registrations and the row of a check-in', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id);
    const { ids } = await insertRegistrations(event.id, 200);
    const sheet = newSheet();
    await linkedAndSynced(event.id, sheet);
    const mark = fake.requestsFor(sheet.id).length;

    const people = [visitor(), visitor(), visitor()];
    for (const person of people) {
      expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status).toBe(201);
    }
    const admitted = await admin.call('POST', '/api/admin/admit', { registrationId: ids[41], exhibitId: exhibit.id });
    expect(admitted.status).toBe(200);
    await waitFor(() => {
      const rows = fake.values(sheet.id, 'Registrations');
      return rows.length === 204 && typeof rows[42]?.[6] === 'string' && rows[42][6] !== '';
    }, patient(20_000));
    await untilQuiet(sheet.id);

    const sent = registrationRows(fake.requestsFor(sheet.id).slice(mark));
    expect(sent.map((row) => [row.row, row.email]).sort()).toEqual(
      [
        [43, fake.values(sheet.id, 'Registrations')[42]![1]],
        ...people.map((person, index) => [202 + index, person.email]),
      ].sort(),
    );
    expect(sent.find((row) => row.row === 43)!.cells[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(emailsOf(sheet.id).slice(200)).toEqual(people.map((person) => person.email));
    for (const request of fake.requestsFor(sheet.id)) expect(request.status).toBe(200);
  });

  it('widens the tab for an exhibit after the last column, and rewrites it for one before', async () => {
    const event = await createEvent(admin);
    const talks = await createExhibit(admin, event.id, { name: 'Talks', startTime: '10:00', endTime: '11:00' });
    await insertRegistrations(event.id, 100);
    const sheet = newSheet();
    await linkedAndSynced(event.id, sheet);
    const header = () =>
      fake
        .values(sheet.id, 'Registrations')[0]!
        .slice(6)
        .map((title) => String(title).split(' (')[0]);

    const first = fake.requestsFor(sheet.id).length;
    await createExhibit(admin, event.id, { name: 'Lab', startTime: '20:00', endTime: '21:00' });
    await waitFor(() => header().includes('Lab'));
    await untilQuiet(sheet.id);
    expect(header()).toEqual(['Talks', 'Lab']);
    expect(fake.grid(sheet.id, 'Registrations')).toEqual({ rows: 101, columns: 8 });
    expect(registrationRows(fake.requestsFor(sheet.id).slice(first))).toHaveLength(0);

    const second = fake.requestsFor(sheet.id).length;
    await createExhibit(admin, event.id, { name: 'Breakfast', startTime: '08:00', endTime: '09:00' });
    await waitFor(() => header()[0] === 'Breakfast');
    await untilQuiet(sheet.id);
    expect(header()).toEqual(['Breakfast', 'Talks', 'Lab']);
    const rewritten = registrationRows(fake.requestsFor(sheet.id).slice(second));
    expect(rewritten).toHaveLength(100);
    expect(new Set(rewritten.map((row) => row.row)).size).toBe(100);
    expect(talks.name).toBe('Talks');
  });

  it('writes the tab whole again when someone deleted it', async () => {
    const event = await createEvent(admin);
    const { emails } = await insertRegistrations(event.id, 300);
    const sheet = newSheet();
    await linkedAndSynced(event.id, sheet);
    fake.deleteTab(sheet.id, 'Registrations');

    expect((await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`)).status).toBe(200);
    expect(emailsOf(sheet.id)).toEqual(emails);
  });
});

describe("Google's quota", () => {
  it('is waited for when a request answers 429 with Retry-After, and the sync goes on', async () => {
    const event = await createEvent(admin);
    const { emails } = await insertRegistrations(event.id, 300);
    const sheet = newSheet();
    fake.failRequest(sheet.id, { after: 3, status: 429, retryAfterSeconds: 2 });
    await linkedAndSynced(event.id, sheet);

    // The fake refuses every request until the 2 s are over: one refusal means nothing was sent before.
    const requests = fake.requestsFor(sheet.id);
    expect(requests.findIndex((request) => request.status === 429)).toBe(3);
    expect(requests.filter((request) => request.status !== 200)).toHaveLength(1);
    expect(registrationRows(succeeded(requests)).map((row) => row.email)).toEqual(emails);
    expect(await status(event.id)).toMatchObject({ lastError: null });
  });

  it(
    'longer than "Sync now" may wait leaves the rest to the background, which waits as asked',
    async () => {
      const event = await createEvent(admin);
      const sheet = newSheet();
      await linkedAndSynced(event.id, sheet);
      const { emails } = await insertRegistrations(event.id, 300);
      const mark = fake.requestsFor(sheet.id).length;
      // The read passes; the first write is refused for 16 s, longer than the 15 s "Sync now" writes for.
      fake.failRequest(sheet.id, { after: 1, status: 429, retryAfterSeconds: 16 });

      const response = await admin.call('POST', `/api/admin/events/${event.id}/sheets-sync`);
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(
        'Google Sheets is being updated: 0 of 300 registrations written so far; the rest follows in the background.',
      );
      expect((await status(event.id)).lastError).toBeNull();

      await waitFor(() => emailsOf(sheet.id).length === 300, 40_000, 200);
      expect(emailsOf(sheet.id)).toEqual(emails);
      // Nothing was sent during the 16 s (the fake would have refused it too), and every row went once.
      const requests = fake.requestsFor(sheet.id).slice(mark);
      expect(requests.filter((request) => request.status !== 200)).toHaveLength(1);
      expect(registrationRows(succeeded(requests)).map((row) => row.email)).toEqual(emails);
    },
    patient(60_000),
  );
});
