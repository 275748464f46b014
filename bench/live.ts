/**
 * The live scenario (issue 15 item 4): 1,000 organiser screens hold the event's live stream open on one
 * instance while the door admits at 50 door requests a second. Measured: the time from each admission
 * (its `checkedInAt`, written by the server) to its arrival at every stream (p50/p99 over all streams
 * and admissions), the door's latency meanwhile, and the server's memory per open stream.
 *
 * Run alone: `node --import tsx bench/live.ts [postgres|pglite]` after `npm run build`; `npm run bench`
 * runs it on PostgreSQL. Budgets: delivery p99 ≤ 1 s at every stream, door p99 ≤ 10 ms, ≤ 20 KiB per stream.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createEvents, listRegistrations, signIn } from './lib/admin-client.ts';
import { doorPairs } from './lib/door-pairs.ts';
import { percentile } from './lib/load.ts';
import { startMailSink } from './lib/mail-sink.ts';
import { freePort } from './lib/ports.ts';
import { createBenchDatabase } from './lib/postgres.ts';
import { appEnv, rssMiB, startServerProcess } from './lib/server-process.ts';
import { registerVisitors } from './lib/top-up.ts';
import { type DoorResult, doorRun, pairSource } from './scenarios/door.ts';
import { SMOKE } from './settings.ts';

export const LIVE_SETTINGS = {
  streams: SMOKE ? 20 : Number(process.env.BENCH_LIVE_STREAMS ?? 1000),
  doorRequestsPerS: 50,
  durationS: SMOKE ? 1 : Number(process.env.BENCH_SECONDS ?? 10),
  connections: 4,
  /** After the streams opened, before the server's memory is read; after the door, for the last deliveries. */
  settleMs: SMOKE ? 200 : 1000,
  lastDeliveriesMs: SMOKE ? 1000 : 2000,
};
export const LIVE_BUDGETS = { deliveryP99Ms: 1000, doorP99Ms: 10, perStreamKiB: 20 };

export interface LiveResults {
  database: 'postgres' | 'pglite';
  streams: number;
  connectedMs: number;
  admissions: number;
  /** Deliveries expected (admissions × streams) and received. */
  expected: number;
  delivered: number;
  deliveryP50Ms: number;
  deliveryP99Ms: number;
  deliveryMaxMs: number;
  door: DoorResult;
  /** The same door run before any stream was open. */
  doorAlone: DoorResult;
  rssBeforeMiB: number;
  rssWithStreamsMiB: number;
  perStreamKiB: number;
}

export async function benchLive(
  database: 'postgres' | 'pglite',
  log: (line: string) => void,
  postgresServerUrl = 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<LiveResults> {
  const root = path.resolve(import.meta.dirname, '..');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-bench-live-'));
  const pg = database === 'postgres' ? await createBenchDatabase(postgresServerUrl) : undefined;
  const sink = await startMailSink();
  const appSecret = randomBytes(32).toString('hex');
  const adminPassword = randomBytes(12).toString('hex');
  const port = await freePort();
  const env = appEnv({
    port,
    dataDir,
    adminPassword,
    extra: { APP_SECRET: appSecret, SMTP_URL: sink.url, DATABASE_URL: pg?.url, LIVE_STREAMS_MAX: '5000' },
  });
  const app = await startServerProcess({ args: [path.join(root, 'dist/node/server/main.js')], port, env });
  let worker: Worker | undefined;
  try {
    const admin = await signIn(app.baseUrl, 'admin', adminPassword);
    const [event] = await createEvents(admin, 1, 8);
    const admissions = LIVE_SETTINGS.doorRequestsPerS * LIVE_SETTINGS.durationS;
    const visitors = Math.ceil((2 * admissions) / 8) + 10;
    log(`  live (${database}): ${visitors} visitors for the door`);
    await registerVisitors({
      baseUrl: app.baseUrl,
      path: '/api/register',
      eventIds: [event!.id],
      tag: `live-${randomBytes(3).toString('hex')}`,
      count: visitors,
    });
    const registrations = await listRegistrations(admin, [event!.id]);
    const source = pairSource(doorPairs(registrations, new Map([[event!.id, event!.exhibitIds]]), appSecret));
    // Let the registrations' e-mails go out first: the scenario measures the streams and the door.
    await sink.waitFor(visitors, 180_000);

    const target = {
      baseUrl: app.baseUrl,
      validatePath: '/api/admin/validate-qr',
      admitPath: '/api/admin/admit',
      headers: admin.headers,
      serverCpuMs: () => app.cpuMs(),
    };
    const paced = {
      connections: LIVE_SETTINGS.connections,
      durationS: LIVE_SETTINGS.durationS,
      doorRequestsPerS: LIVE_SETTINGS.doorRequestsPerS,
    };
    // The same door with no stream open: what the streams cost it shows beside it.
    log(`  live (${database}): the door alone`);
    const doorAlone = await doorRun(target, source, paced);
    const rssBeforeMiB = rssMiB(app.pid);
    const url = new URL(`/api/admin/events/${event!.id}/live`, app.baseUrl);
    log(`  live (${database}): opening ${LIVE_SETTINGS.streams} streams`);
    const connectStarted = performance.now();
    const screens = new Worker(new URL('./lib/live-streams-worker.mjs', import.meta.url), {
      workerData: { url: url.href, cookie: admin.headers.cookie, count: LIVE_SETTINGS.streams },
    });
    worker = screens;
    const answer = <T>(kind: string) =>
      new Promise<T>((resolve, reject) => {
        screens.once('error', reject);
        const listen = (message: { kind: string } & T) => {
          if (message.kind === kind) resolve(message);
          else screens.once('message', listen);
        };
        screens.once('message', listen);
      });
    const { streams } = await answer<{ streams: number }>('open');
    const connectedMs = performance.now() - connectStarted;
    await new Promise((resolve) => setTimeout(resolve, LIVE_SETTINGS.settleMs));
    const rssWithStreamsMiB = rssMiB(app.pid);

    log(`  live (${database}): the door at ${LIVE_SETTINGS.doorRequestsPerS} door requests/s`);
    const door = await doorRun(target, source, paced);
    // The last admissions' messages: a second is the budget.
    await new Promise((resolve) => setTimeout(resolve, LIVE_SETTINGS.lastDeliveriesMs));
    const done = answer<{ delays: number[] }>('done');
    screens.postMessage('finish');
    const sorted = (await done).delays.sort((a, b) => a - b);
    const delays = sorted;
    return {
      database,
      streams,
      connectedMs,
      admissions: door.admitted,
      expected: door.admitted * streams,
      delivered: delays.length,
      deliveryP50Ms: percentile(sorted, 50),
      deliveryP99Ms: percentile(sorted, 99),
      deliveryMaxMs: sorted[sorted.length - 1] ?? Number.NaN,
      door,
      doorAlone,
      rssBeforeMiB,
      rssWithStreamsMiB,
      perStreamKiB: ((rssWithStreamsMiB - rssBeforeMiB) * 1024) / Math.max(1, streams),
    };
  } finally {
    await worker?.terminate();
    await app.stop();
    await sink.close();
    await pg?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The live rows of the bench's table. */
export function liveRows(result: LiveResults): [string, string, string, string][] {
  const label = result.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
  const all = result.delivered >= result.expected;
  return [
    [
      `${label} live: ${result.streams} streams, admission to delivery p50/p99/max`,
      `${ms(result.deliveryP50Ms)} / ${ms(result.deliveryP99Ms)} / ${ms(result.deliveryMaxMs)}`,
      `p99 budget ≤ ${LIVE_BUDGETS.deliveryP99Ms} ms; ${result.delivered} of ${result.expected} deliveries (${result.admissions} admissions × ${result.streams} streams)`,
      result.deliveryP99Ms <= LIVE_BUDGETS.deliveryP99Ms && all ? 'pass' : 'falls short',
    ],
    [
      `${label} live: the door meanwhile, ${LIVE_SETTINGS.doorRequestsPerS} door req/s: call p50/p95/p99`,
      `${ms(result.door.load.p50)} / ${ms(result.door.load.p95)} / ${ms(result.door.load.p99)}`,
      `p99 budget ≤ ${LIVE_BUDGETS.doorP99Ms} ms; the same door with no stream open: ${ms(result.doorAlone.load.p50)} / ${ms(result.doorAlone.load.p95)} / ${ms(result.doorAlone.load.p99)}`,
      result.door.load.p99 <= LIVE_BUDGETS.doorP99Ms ? 'pass' : 'falls short',
    ],
    [
      `${label} live: server memory per open stream`,
      `${result.perStreamKiB.toFixed(1)} KiB`,
      `budget ≤ ${LIVE_BUDGETS.perStreamKiB} KiB; RSS ${result.rssBeforeMiB} MiB → ${result.rssWithStreamsMiB} MiB; ${result.streams} streams open in ${(result.connectedMs / 1000).toFixed(1)} s`,
      result.perStreamKiB <= LIVE_BUDGETS.perStreamKiB ? 'pass' : 'falls short',
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const database = (process.argv[2] ?? 'postgres') as 'postgres' | 'pglite';
  const started = performance.now();
  const log = (line: string) =>
    console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
  const result = await benchLive(database, log);
  console.log('');
  for (const row of liveRows(result)) console.log(`| ${row.join(' | ')} |`);
}
