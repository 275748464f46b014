/**
 * Two app instances on one PostgreSQL database syncing the same event at once: the syncs take turns
 * (never two writing the same sheet together) and the sheet ends with one copy of each row.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { freePort } from '../support/ports.ts';
import { untilSheetQuiet } from '../support/sheets-app.ts';
import { generateServiceAccount, type SheetsFake, startSheetsFake } from '../support/sheets-fake.ts';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

const account = generateServiceAccount();

/** Waits until no request has reached the sheet for 4 s: the background syncs have caught up. */
const untilQuiet = (fake: SheetsFake, sheetId: string) => untilSheetQuiet(fake, sheetId, 4000);
const APP_SECRET = randomBytes(32).toString('hex');

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let fake: SheetsFake;
  let first: TestApp;
  let second: { app: App; baseUrl: string; dataDir: string };
  let admin: AdminClient;

  beforeAll(async () => {
    fake = await startSheetsFake(account);
    const env = {
      GOOGLE_SERVICE_ACCOUNT_KEY: account.json,
      GOOGLE_SHEETS_API_ROOT: fake.rootUrl,
      APP_SECRET,
    };
    first = await startTestApp(env);
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-second-'));
    const baseUrl = `http://127.0.0.1:${port}`;
    const app = await createApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: first.database.url,
        RATE_LIMIT_PER_MINUTE: '0',
        ADMIN_PASSWORD,
        APP_TIMEZONE: 'UTC',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: baseUrl,
        ...env,
      }),
      { logger: false, webDir: path.join(dataDir, 'no-web') },
    );
    await app.server.listen({ port, host: '127.0.0.1' });
    second = { app, baseUrl, dataDir };
    admin = await signIn(first.baseUrl);
  });

  afterAll(async () => {
    await second?.app.close();
    await rm(second?.dataDir ?? '', { recursive: true, force: true });
    await first?.close();
    await fake?.close();
  });

  it('take turns syncing the same event and leave one copy of each row', async () => {
    const event = await createEvent(admin);
    await createExhibit(admin, event.id);
    const bases = [first.baseUrl, second.baseUrl];
    const register = (base: string) => call(base, 'POST', '/api/register', { ...visitor(), eventId: event.id });
    for (let index = 0; index < 20; index++) await register(bases[index % 2]!);

    const sheetId = randomBytes(33).toString('base64url');
    fake.addSpreadsheet(sheetId);
    fake.setDelay(100);
    const linked = await admin.call('PUT', `/api/admin/events/${event.id}/sheets-url`, {
      sheetsUrl: `https://docs.google.com/spreadsheets/d/${sheetId}/edit`,
    });
    expect(linked.status).toBe(200);

    // "Sync now" on both instances at once, while registrations on both schedule background syncs.
    const syncNow = (base: string) =>
      call(base, 'POST', `/api/admin/events/${event.id}/sheets-sync`, undefined, {
        cookie: admin.cookie,
        origin: base,
      });
    const results = await Promise.all([
      syncNow(first.baseUrl),
      syncNow(second.baseUrl),
      syncNow(first.baseUrl),
      syncNow(second.baseUrl),
      ...Array.from({ length: 10 }, (_, index) => register(bases[index % 2]!)),
    ]);
    for (const result of results.slice(0, 4)) expect(result.status, JSON.stringify(result.body)).toBe(200);

    // Wait until the background syncs have caught up and nothing more is coming.
    await waitFor(() => fake.values(sheetId, 'Registrations').length === 31, 30_000, 100);
    await untilQuiet(fake, sheetId);
    fake.setDelay(0);

    const rows = fake.values(sheetId, 'Registrations');
    expect(rows).toHaveLength(31);
    const emails = rows.slice(1).map((row) => row[1]);
    expect(new Set(emails).size).toBe(30);
    expect(fake.tabTitles(sheetId).filter((title) => title === 'Registrations')).toHaveLength(1);

    // Each sync's requests are contiguous: read, maybe add or resize tabs, write (decision 028). No
    // two syncs interleaved (two reads in a row would make a group without a write).
    const operations = fake.requestsFor(sheetId).map((request) => request.operation);
    const syncs = operations
      .join(' ')
      .split(/(?=\bget\b)/)
      .map((group) => group.trim());
    expect(syncs.length).toBeGreaterThanOrEqual(4);
    for (const sync of syncs) {
      expect(sync).toMatch(/^get( batchUpdate)?( values\.batchUpdate| batchUpdate)* values\.batchUpdate$/);
    }
    for (const request of fake.requestsFor(sheetId)) expect(request.status).toBe(200);
  });

  it('coalesce a burst of changes on both instances into a few syncs of the event', async () => {
    const event = await createEvent(admin);
    const sheetId = randomBytes(33).toString('base64url');
    fake.addSpreadsheet(sheetId);
    const linked = await admin.call('PUT', `/api/admin/events/${event.id}/sheets-url`, {
      sheetsUrl: `https://docs.google.com/spreadsheets/d/${sheetId}/edit`,
    });
    expect(linked.status).toBe(200);
    await waitFor(() => fake.values(sheetId, 'Registrations').length === 1, 30_000, 100);
    const before = fake.requestsFor(sheetId).filter((request) => request.operation === 'get').length;

    // 40 registrations, half on each instance, all at once: 40 changes of one event.
    const bases = [first.baseUrl, second.baseUrl];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call(bases[index % 2]!, 'POST', '/api/register', { ...visitor(), eventId: event.id }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    await waitFor(() => fake.values(sheetId, 'Registrations').length === 41, 30_000, 100);
    await untilQuiet(fake, sheetId);
    const syncs = fake.requestsFor(sheetId).filter((request) => request.operation === 'get').length - before;
    // One waiting and one running job per event across instances: the burst is one or two syncs,
    // never one per change.
    expect(syncs).toBeGreaterThanOrEqual(1);
    expect(syncs).toBeLessThanOrEqual(3);
  });
});
