/**
 * The scale scenario (issue 17): one event filled with 10,000, 100,000 and 1,000,000 registrations
 * (half of them checked in), and at each size the organiser's and the door's calls timed against the
 * built app: the registrations page (first and deep), a search, the stats, the CSV (time, first byte,
 * server memory), a door lookup by e-mail and by phone, validate-qr, admit, a registration, the event
 * page in Chromium (to its first page and total) and a "Sync now" of the Google Sheet against the fake
 * (in a process of its own), with a door phone validating passes while the sheet is written.
 *
 * Run alone: `node --import tsx bench/scale.ts [postgres|pglite|both]` after `npm run build`
 * (BENCH_SCALE_SIZES=10000,100000 for other sizes); `npm run bench` runs it at the end.
 * Budgets: every organiser call ≤ 100 ms p99 at the largest size (the CSV excepted), and each figure at
 * the largest size within 2x of the same figure at the smallest.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { createQrTokens } from '../server/modules/passes/qr-token.ts';
import { openDatabase } from '../server/platform/db/client.ts';
import { launchChromium } from '../tests/support/chromium.ts';
import { generateServiceAccount } from '../tests/support/sheets-fake.ts';
import { type AdminClient, createEvents, signIn } from './lib/admin-client.ts';
import { percentile } from './lib/load.ts';
import { startMailSink } from './lib/mail-sink.ts';
import { freePort } from './lib/ports.ts';
import { createBenchDatabase, settleDatabase } from './lib/postgres.ts';
import { fillRegistrations, scaleEmail, scalePhoneDigits, scaleRegistrationId } from './lib/scale-fill.ts';
import { appEnv, rssMiB, type ServerProcess, startServerProcess } from './lib/server-process.ts';
import { type SheetsFakeProcess, startSheetsFakeProcess } from './lib/sheets-fake-process.ts';
import { SETTINGS } from './settings.ts';

export const SCALE_BUDGETS = { organiserP99Ms: 100, growthAtMost: 2, eventPageMs: 2000 };
/** Calls timed per figure: of 60, the p99 was the worst one, and a single stall of the machine decided it. */
const CALLS = SETTINGS.smoke ? 3 : Number(process.env.BENCH_SCALE_CALLS ?? 200);
/** BENCH_SCALE_SHEET=0: no Google Sheet linked (to see what its background syncs cost the other calls). */
const WITH_SHEET = process.env.BENCH_SCALE_SHEET !== '0';
const SIZES = (SETTINGS.smoke ? '300' : (process.env.BENCH_SCALE_SIZES ?? '10000,100000,1000000'))
  .split(',')
  .map(Number);
/** The sheet is done when no request reached it for this long. */
const SHEET_QUIET_MS = SETTINGS.smoke ? 600 : 3000;
/** Cold loads of the event page at each size. */
const PAGE_RUNS = SETTINGS.smoke ? 1 : 3;

export interface CallFigures {
  p50: number;
  p99: number;
  calls: number;
  /** Answers that were not 2xx: a figure with failures is not a measurement. */
  failures: number;
  /** Why it was not measured (a call the app does not have). */
  skipped?: string;
}
export interface CsvFigures {
  totalMs: number;
  firstByteMs: number;
  bytes: number;
  rssGrowthMiB: number;
}
/** The event page in Chromium: from navigation to its first page of registrations and the total shown. */
export interface PageFigures {
  p50: number;
  max: number;
  runs: number;
}
/** A "Sync now" of the event's Google Sheet against the Sheets fake (no quota: the app's own work). */
export interface SheetsFigures {
  /** From the call to the sheet's last write. */
  ms: number;
  requests: number;
  /** MiB sent to Google. */
  sentMiB: number;
  /** What the card says (the sheet cannot hold the event), if anything. */
  notice: string | null;
  /** A door phone validating a pass every 20 ms while the sheet is written (same server). */
  doorDuringSync?: { p50: number; p99: number; max: number; calls: number };
}
export interface SizeFigures {
  size: number;
  fillS: number;
  calls: Record<string, CallFigures>;
  csv: CsvFigures | null;
  page?: PageFigures;
  sheets?: SheetsFigures;
}
export interface ScaleResults {
  database: 'postgres' | 'pglite';
  sizes: SizeFigures[];
}

/** Which calls an organiser waits for (the 100 ms budget); the door's and the visitor's are timed too. */
export const ORGANISER_CALLS = ['registrationsFirstPage', 'registrationsDeepPage', 'search', 'stats'];

async function timed(count: number, send: (i: number) => Promise<Response>, warmUp = 5): Promise<CallFigures> {
  const latencies: number[] = [];
  let failures = 0;
  for (let i = 0; i < count + warmUp; i++) {
    const started = performance.now();
    const response = await send(i);
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status === 404 && i === 0) return { p50: 0, p99: 0, calls: 0, failures: 0, skipped: 'no such call' };
    if (!response.ok) failures++;
    else if (i >= warmUp) latencies.push(ms);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), calls: latencies.length, failures };
}

async function measureCsv(admin: AdminClient, app: ServerProcess, eventId: string): Promise<CsvFigures> {
  const before = rssMiB(app.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(app.pid));
  }, 10);
  const started = performance.now();
  const response = await fetch(`${admin.baseUrl}/api/admin/events/${eventId}/registrations.csv`, {
    headers: admin.headers,
  });
  let firstByteMs = Number.NaN;
  let bytes = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    bytes += value.byteLength;
  }
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB(app.pid));
  if (!response.ok) throw new Error(`CSV: ${response.status}`);
  return { totalMs, firstByteMs, bytes, rssGrowthMiB: Math.round((peak - before) * 10) / 10 };
}

/** The organiser opens the event page: three fresh browser contexts (cold cache), the median and the worst. */
async function measureEventPage(browser: Browser, admin: AdminClient, eventId: string): Promise<PageFigures> {
  const [name, ...value] = (admin.headers.cookie ?? '').split('=');
  const times: number[] = [];
  for (let run = 0; run < PAGE_RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: name!, value: value.join('='), url: admin.baseUrl }]);
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${admin.baseUrl}/admin/events/${eventId}`);
    await page.getByText(/^Showing 1 to 10 of \d+ registrations$/).waitFor({ timeout: 60_000 });
    times.push(performance.now() - started);
    await context.close();
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), max: times[times.length - 1]!, runs: times.length };
}

/** No request reached the sheet for 3 s: the background syncs are done (a large event's goes on after "Sync now"). */
async function sheetQuiet(fake: SheetsFakeProcess): Promise<void> {
  let seen = await fake.requestCount();
  let quietSince = Date.now();
  while (Date.now() - quietSince < SHEET_QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const count = await fake.requestCount();
    if (count !== seen) {
      seen = count;
      quietSince = Date.now();
    }
  }
}

const postJson = (admin: AdminClient, urlPath: string, body: unknown) =>
  fetch(admin.baseUrl + urlPath, {
    method: 'POST',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** "Sync now", then the background job until the sheet is quiet: what a sync of this size costs. */
async function measureSheetsSync(
  admin: AdminClient,
  fake: SheetsFakeProcess,
  sheetId: string,
  eventId: string,
  doorCall: (i: number) => Promise<Response>,
) {
  const before = await fake.requestCount();
  const started = Date.now();
  // Meanwhile at the door: a phone validating passes, one every 20 ms, timed while the sheet is written.
  const door: number[] = [];
  let writing = true;
  const doorPhone = (async () => {
    for (let i = 0; writing; i++) {
      const callStarted = performance.now();
      const answer = await doorCall(i);
      await answer.arrayBuffer();
      if (answer.ok) door.push(performance.now() - callStarted);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const syncNow = () => postJson(admin, `/api/admin/events/${eventId}/sheets-sync`, {});
  let response = await syncNow();
  // A background sync still running (the calls' own, or one resumed when the server started) answers
  // 409 "Try again in a moment": as the organiser would, try again, for up to two minutes.
  for (let tries = 0; response.status === 409 && tries < 120; tries++) {
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    response = await syncNow();
  }
  if (!response.ok) throw new Error(`Sync now: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  await sheetQuiet(fake);
  writing = false;
  await doorPhone;
  door.sort((a, b) => a - b);
  const made = (await fake.requestsSince(before)).filter((request) => request.spreadsheetId === sheetId);
  const last = made.reduce((latest, request) => Math.max(latest, request.at), started);
  const status = (await (
    await fetch(`${admin.baseUrl}/api/admin/events/${eventId}/sheets-url`, { headers: admin.headers })
  ).json()) as { notice?: string };
  return {
    ms: last - started,
    requests: made.length,
    sentMiB: Math.round((made.reduce((sum, request) => sum + request.bytes, 0) / 1048576) * 10) / 10,
    notice: status.notice ?? null,
    doorDuringSync: {
      p50: percentile(door, 50),
      p99: percentile(door, 99),
      max: door[door.length - 1] ?? 0,
      calls: door.length,
    },
  } satisfies SheetsFigures;
}

async function measureSize(
  admin: AdminClient,
  app: ServerProcess,
  event: { id: string; exhibitIds: string[] },
  size: number,
  round: number,
  appSecret: string,
  fake: SheetsFakeProcess | undefined,
): Promise<Omit<SizeFigures, 'fillS'>> {
  const tokens = createQrTokens(appSecret);
  const post = (urlPath: string, body: unknown) => postJson(admin, urlPath, body);
  const get = (urlPath: string) => fetch(admin.baseUrl + urlPath, { headers: admin.headers });
  // Visitors spread over the whole event; odd ones have no check-in yet.
  const spread = (i: number) => (1 + ((i * 7919 + round * 104_729) % (size - 2))) | 1;
  const registrationsPath = `/api/admin/events/${event.id}/registrations`;
  const first = await get(`${registrationsPath}?limit=10`);
  const firstPage = first.ok ? ((await first.json()) as { nextCursor?: string | null }) : null;
  // A deep page: the cursor 9,000 rows in, after following 90 pages of 100 (the most a page holds;
  // keyset: as cheap as the first).
  let deepCursor = firstPage?.nextCursor ?? null;
  for (let page = 0; page < 90 && deepCursor; page++) {
    const next = (await (
      await get(`${registrationsPath}?limit=100&cursor=${encodeURIComponent(deepCursor)}`)
    ).json()) as {
      nextCursor?: string | null;
    };
    deepCursor = next.nextCursor ?? null;
  }
  const calls: Record<string, CallFigures> = {};
  calls.registrationsFirstPage = await timed(CALLS, () => get(`${registrationsPath}?limit=10`));
  calls.registrationsDeepPage = deepCursor
    ? await timed(CALLS, () => get(`${registrationsPath}?limit=10&cursor=${encodeURIComponent(deepCursor!)}`))
    : { p50: 0, p99: 0, calls: 0, failures: 0, skipped: 'no cursor paging' };
  calls.search = await timed(CALLS, (i) =>
    get(`${registrationsPath}?limit=10&q=${encodeURIComponent(`visitor ${spread(i)}`)}`),
  );
  calls.stats = await timed(CALLS, () => get(`/api/admin/events/${event.id}/stats`));
  calls.lookupByEmail = await timed(CALLS, (i) =>
    post('/api/admin/lookup-user', { emailOrPhone: scaleEmail(spread(i)) }),
  );
  calls.lookupByPhone = await timed(CALLS, (i) =>
    post('/api/admin/lookup-user', { emailOrPhone: scalePhoneDigits(spread(i)) }),
  );
  calls.validateQr = await timed(CALLS, (i) =>
    post('/api/admin/validate-qr', { qrCode: tokens.sign(scaleRegistrationId(spread(i))) }),
  );
  // Each admit a new pair: an odd visitor (never admitted) to an exhibit chosen by the round.
  const admitted = new Set<string>();
  calls.admit = await timed(CALLS, (i) => {
    let n = spread(i + 10_000);
    while (admitted.has(`${n}`)) n = ((n + 2) % size) | 1;
    admitted.add(`${n}`);
    return post('/api/admin/admit', {
      registrationId: scaleRegistrationId(n),
      exhibitId: event.exhibitIds[round % event.exhibitIds.length],
      requestId: randomUUID(),
    });
  });
  const tag = randomBytes(3).toString('hex');
  calls.register = await timed(CALLS, (i) =>
    post('/api/register', {
      name: 'Scale Newcomer',
      email: `new-${tag}-${i}@example.com`,
      phone: '555 0100',
      company: 'Scale Inc',
      eventId: event.id,
    }),
  );
  // The calls' registrations and admissions are synced to the sheet in the background: the CSV's
  // memory is measured once that is done, so that it is the export's own.
  if (fake) await sheetQuiet(fake);
  const csv = await measureCsv(admin, app, event.id);
  return { size, calls, csv };
}

/** The browser and the Sheets fake of a run, beside the app. */
interface Extras {
  browser: Browser;
  fake: SheetsFakeProcess;
  sheetId: string;
}

export async function benchScale(database: 'postgres' | 'pglite', log: (line: string) => void): Promise<ScaleResults> {
  const root = path.resolve(import.meta.dirname, '..');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-bench-scale-'));
  const pg = database === 'postgres' ? await createBenchDatabase(SETTINGS.postgresServerUrl) : undefined;
  const sink = await startMailSink();
  const appSecret = randomBytes(32).toString('hex');
  const adminPassword = randomBytes(12).toString('hex');
  const port = await freePort();
  const account = generateServiceAccount();
  // Bodies are not kept (a million rows); the grid is: the sheet holds at most Google's 10 million cells.
  const fake = await startSheetsFakeProcess(
    {
      clientEmail: account.clientEmail,
      publicKeyPem: account.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
    { cellLimit: 10_000_000, keepBodies: false },
  );
  const sheetId = `bench-${randomBytes(6).toString('hex')}`;
  await fake.addSpreadsheet(sheetId, 'Scale bench');
  const browser = await launchChromium();
  const extras: Extras = { browser, fake, sheetId };
  const tokens = createQrTokens(appSecret);
  const env = appEnv({
    port,
    dataDir,
    adminPassword,
    extra: {
      APP_SECRET: appSecret,
      SMTP_URL: sink.url,
      DATABASE_URL: pg?.url,
      GOOGLE_SERVICE_ACCOUNT_KEY: account.json,
      GOOGLE_SHEETS_API_ROOT: fake.rootUrl,
      // The fake has no quota: the bench times the app's own work, not Google's pacing.
      GOOGLE_SHEETS_REQUESTS_PER_MINUTE: '100000',
    },
  });
  const start = () =>
    startServerProcess({ args: [path.join(root, 'dist/node/server/main.js')], port, env, timeoutMs: 300_000 });
  let app = await start();
  const results: ScaleResults = { database, sizes: [] };
  try {
    let admin = await signIn(app.baseUrl, 'admin', adminPassword);
    const [event] = await createEvents(admin, 1, SETTINGS.exhibitsPerEvent);
    let filled = 0;
    const total = Math.max(...SIZES);
    for (const [round, size] of SIZES.entries()) {
      log(`  ${database}: filling to ${size.toLocaleString('en-US')} registrations`);
      const fillStarted = performance.now();
      // PGlite's data directory is the server's alone: stop it while the bench writes.
      if (database === 'pglite') await app.stop();
      const handle = await openDatabase({ databaseUrl: pg?.url, dataDir, skipMigrations: true });
      try {
        await fillRegistrations(handle.db, {
          eventId: event!.id,
          exhibitIds: event!.exhibitIds,
          from: filled,
          to: size,
          total,
        });
        // Vacuumed and analysed, as autovacuum would have done while the registrations came in over
        // weeks: measured right after a bulk insert, its run competes with every call (p99 x10 at 1M).
        await handle.db.execute(sql`vacuum analyze`);
        // And written out: the checkpoint after a gigabyte of new pages otherwise lands mid-measurement.
        if (database === 'postgres') await handle.db.execute(sql`checkpoint`);
      } finally {
        await handle.close();
      }
      filled = size;
      if (database === 'pglite') {
        app = await start();
        admin = await signIn(app.baseUrl, 'admin', adminPassword);
      }
      const fillS = (performance.now() - fillStarted) / 1000;
      log(`  ${database}: measuring at ${size.toLocaleString('en-US')} (filled in ${fillS.toFixed(0)} s)`);
      // First the sheet: the rows filled since the last size are new to it (the calls below add a few,
      // each synced in the background a little later, as registrations are).
      log(`  ${database}: the Google Sheet`);
      if (!WITH_SHEET) log(`  ${database}: (no sheet: BENCH_SCALE_SHEET=0)`);
      else if (round === 0) {
        // Linked once the event is filled: "Sync now" below writes it all (the link's own job, 2 s
        // later, then finds nothing new).
        const linked = await fetch(`${admin.baseUrl}/api/admin/events/${event!.id}/sheets-url`, {
          method: 'PUT',
          headers: { ...admin.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ sheetsUrl: `https://docs.google.com/spreadsheets/d/${sheetId}/edit` }),
        });
        if (!linked.ok) throw new Error(`linking the sheet: ${linked.status} ${await linked.text()}`);
      }
      const validate = (i: number) =>
        postJson(admin, '/api/admin/validate-qr', {
          qrCode: tokens.sign(scaleRegistrationId(1 + ((i * 7919) % (size - 2)))),
        });
      const sheets = WITH_SHEET
        ? await measureSheetsSync(admin, extras.fake, extras.sheetId, event!.id, validate)
        : undefined;
      // The sheet's first write of the new rows is a bulk load too (767,222 rows of sheet_rows at a
      // million): its pages are written out and its statistics taken before the calls are timed, as
      // after the fill, so that no checkpoint its WAL asks for lands among them.
      await settleDatabase(pg?.url);
      const figures = await measureSize(
        admin,
        app,
        event!,
        size,
        round,
        appSecret,
        WITH_SHEET ? extras.fake : undefined,
      );
      log(`  ${database}: the event page in Chromium`);
      const page = await measureEventPage(extras.browser, admin, event!.id);
      results.sizes.push({ fillS, ...figures, page, sheets });
    }
  } finally {
    await app.stop();
    await browser.close();
    await fake.close();
    await sink.close();
    await pg?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** The scale table: one row per call, a column per size, and whether the budgets hold. */
export function renderScaleTable(all: ScaleResults[]): string {
  const lines: string[] = [];
  for (const result of all) {
    const sizes = result.sizes;
    if (sizes.length === 0) continue;
    const smallest = sizes[0]!;
    const largest = sizes[sizes.length - 1]!;
    const label = result.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
    lines.push(
      `| ${label}: p50 / p99 | ${sizes.map((s) => s.size.toLocaleString('en-US')).join(' | ')} | budget | verdict |`,
      `|---|${sizes.map(() => '---').join('|')}|---|---|`,
    );
    for (const name of Object.keys(largest.calls)) {
      const figure = (s: SizeFigures) => {
        const call = s.calls[name];
        if (!call || call.skipped) return 'n/a';
        return `${ms(call.p50)} / ${ms(call.p99)}${call.failures ? ` (${call.failures} failed)` : ''}`;
      };
      const big = largest.calls[name]!;
      const small = smallest.calls[name]!;
      const organiser = ORGANISER_CALLS.includes(name);
      const growth = small.p99 > 0 ? big.p99 / small.p99 : Number.NaN;
      const budget = `${organiser ? `p99 ≤ ${SCALE_BUDGETS.organiserP99Ms} ms, ` : ''}≤ ${SCALE_BUDGETS.growthAtMost}x the smallest`;
      // Growth is judged on p99 with 2 ms of slack: a 1 ms call that takes 2.5 ms is not a trend.
      const holds =
        !big.skipped &&
        big.failures === 0 &&
        (!organiser || big.p99 <= SCALE_BUDGETS.organiserP99Ms) &&
        big.p99 <= small.p99 * SCALE_BUDGETS.growthAtMost + 2;
      lines.push(
        `| ${name} | ${sizes.map(figure).join(' | ')} | ${budget} (${Number.isNaN(growth) ? 'n/a' : `${growth.toFixed(1)}x`}) | ${big.skipped ? 'n/a' : holds ? 'pass' : 'falls short'} |`,
      );
    }
    const csv = (s: SizeFigures) =>
      s.csv
        ? `${ms(s.csv.totalMs)}, first byte ${ms(s.csv.firstByteMs)}, ${(s.csv.bytes / 1048576).toFixed(1)} MiB, server +${s.csv.rssGrowthMiB} MiB`
        : 'n/a';
    lines.push(
      `| CSV export | ${sizes.map(csv).join(' | ')} | memory growth < 50 MiB, first byte ≤ 200 ms | ${
        largest.csv && largest.csv.rssGrowthMiB < 50 && largest.csv.firstByteMs <= 200 ? 'pass' : 'falls short'
      } |`,
    );
    const page = (s: SizeFigures) => (s.page ? `${ms(s.page.p50)} (worst ${ms(s.page.max)})` : 'n/a');
    lines.push(
      `| event page in Chromium, to its first page and total | ${sizes.map(page).join(' | ')} | ≤ ${SCALE_BUDGETS.eventPageMs / 1000} s | ${
        largest.page && largest.page.max <= SCALE_BUDGETS.eventPageMs ? 'pass' : 'falls short'
      } |`,
    );
    const sheet = (s: SizeFigures) =>
      s.sheets
        ? `${ms(s.sheets.ms)}, ${s.sheets.requests} requests, ${s.sheets.sentMiB} MiB${s.sheets.notice ? ', sheet full: said on the card' : ''}`
        : 'n/a';
    lines.push(
      `| Google Sheet "Sync now" (fake, new rows since the last size) | ${sizes.map(sheet).join(' | ')} | | info |`,
    );
    const door = (s: SizeFigures) =>
      s.sheets?.doorDuringSync
        ? `${ms(s.sheets.doorDuringSync.p50)} / ${ms(s.sheets.doorDuringSync.p99)} (worst ${ms(s.sheets.doorDuringSync.max)}, ${s.sheets.doorDuringSync.calls} calls)`
        : 'n/a';
    lines.push(
      `| validate-qr p50 / p99 while the sheet is written (a call every 20 ms) | ${sizes.map(door).join(' | ')} | | info |`,
    );
    lines.push(`| fill (SQL) | ${sizes.map((s) => `${s.fillS.toFixed(0)} s`).join(' | ')} | | info |`, '');
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const which = process.argv[2] ?? 'both';
  const databases = which === 'both' ? (['postgres', 'pglite'] as const) : ([which] as ('postgres' | 'pglite')[]);
  const started = performance.now();
  const log = (line: string) =>
    console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
  const all: ScaleResults[] = [];
  for (const database of databases) all.push(await benchScale(database, log));
  const table = renderScaleTable(all);
  console.log(`\n${table}`);
  const outDir = path.resolve(import.meta.dirname, 'results');
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ results: all, table }, null, 2)}\n`);
  log(`written to ${path.relative(process.cwd(), file)}`);
}
