/**
 * The built app in production mode on one database: start-up, registration rush (e-mails to the
 * bench's SMTP sink), the door, public reads, and for PostgreSQL the landing page's LCP.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createEvents, listRegistrations, signIn } from '../lib/admin-client.ts';
import { doorPairs } from '../lib/door-pairs.ts';
import { doorQueueSetup } from '../lib/door-queue-setup.ts';
import type { MailSink } from '../lib/mail-sink.ts';
import { freePort } from '../lib/ports.ts';
import { settleDatabase } from '../lib/postgres.ts';
import { appEnv, startServerProcess } from '../lib/server-process.ts';
import { registerVisitors, visitorsMissing } from '../lib/top-up.ts';
import { type DoorResult, type DuelSide, doorRun, pairSource } from '../scenarios/door.ts';
import { type DoorQueueResult, doorQueue } from '../scenarios/door-queue.ts';
import { type DrainResult, doorWhileMailsDrain } from '../scenarios/door-while-mails-drain.ts';
import { type LcpResult, landingLcp } from '../scenarios/landing-lcp.ts';
import { APP_READ_PATHS, type PublicReadsResult, publicReads } from '../scenarios/public-reads.ts';
import { type RushResult, registrationRush } from '../scenarios/registration-rush.ts';
import { SETTINGS } from '../settings.ts';

export interface StartupFigures {
  readyMs: number;
  rssMiB: number;
}

export interface AppResults {
  database: 'postgres' | 'pglite';
  startup: StartupFigures;
  /** PGlite: a second start on the data directory the first one left. */
  restart?: StartupFigures;
  rush: RushResult;
  doorPaced: DoorResult;
  /** The door at a steady rate while 1,000 pass e-mails drain to a slow mail server. */
  doorWhileMailsDrain: DrainResult;
  /** Measured with the ceiling's (bench/scenarios/door.ts, doorDuel). */
  doorCapacity: DoorResult;
  reads: PublicReadsResult;
  rssAfterLoadMiB: number;
  lcp?: LcpResult;
  /** The same in Arabic (issue 31: the budget holds in every language). */
  lcpArabic?: LcpResult;
  /** The scan page as a queue, in Chromium (run once, on PostgreSQL). */
  doorQueue?: DoorQueueResult;
  /** Events and exhibits made for the run, for the ceiling (same database). */
  events: { id: string; exhibitIds: string[] }[];
}

export interface AppRunOptions {
  root: string;
  database: 'postgres' | 'pglite';
  databaseUrl?: string;
  appSecret: string;
  sink: MailSink;
  log: (line: string) => void;
  /** PGlite: copy the database the run left (stopped) to this directory, for the ceiling. */
  copyPgliteTo?: string;
}

/** The app still running after its own measurements, for the door duel with the ceiling. */
export interface LiveApp {
  results: Omit<AppResults, 'doorCapacity'>;
  door: DuelSide;
  stop(): Promise<void>;
}

/**
 * Runs the app's measurements and leaves it running (on PGlite: restarted on its data, which is the
 * restart measurement, after a copy of that data was made for the ceiling).
 */
export async function benchApp(options: AppRunOptions): Promise<LiveApp> {
  const { log } = options;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-bench-'));
  const adminPassword = randomBytes(12).toString('hex');
  const port = await freePort();
  const env = appEnv({
    port,
    dataDir,
    adminPassword,
    extra: { APP_SECRET: options.appSecret, SMTP_URL: options.sink.url, DATABASE_URL: options.databaseUrl },
  });
  const start = () =>
    startServerProcess({ args: [path.join(options.root, 'dist/node/server/main.js')], port, env, timeoutMs: 120_000 });
  const cleanUp = () => rm(dataDir, { recursive: true, force: true });
  try {
    let app = await start();
    const startup = { readyMs: app.readyMs, rssMiB: app.rssMiB() };
    log(`  ready in ${startup.readyMs.toFixed(0)} ms, RSS ${startup.rssMiB} MiB`);
    let results: Omit<AppResults, 'restart' | 'doorCapacity'>;
    let door: DuelSide;
    try {
      const admin = await signIn(app.baseUrl, 'admin', adminPassword);
      const events = await createEvents(admin, SETTINGS.events, SETTINGS.exhibitsPerEvent);

      const tag = `${options.database}-${randomBytes(3).toString('hex')}`;
      log('  warm-up');
      await registrationRush({
        baseUrl: app.baseUrl,
        path: '/api/register',
        eventIds: events.map((event) => event.id),
        tag: `warm-${tag}`,
        ...SETTINGS.warmUp,
        mail: { sink: options.sink, timeoutMs: SETTINGS.rush.mailTimeoutMs },
      });
      log('  registration rush');
      await settleDatabase(options.databaseUrl);
      const rush = await registrationRush({
        baseUrl: app.baseUrl,
        path: '/api/register',
        eventIds: events.map((event) => event.id),
        tag,
        ...SETTINGS.rush,
        mail: { sink: options.sink, timeoutMs: SETTINGS.rush.mailTimeoutMs },
      });

      const eventIds = events.map((event) => event.id);
      const missing = visitorsMissing(
        rush.registrations * SETTINGS.exhibitsPerEvent,
        SETTINGS.minDoorPairs,
        SETTINGS.exhibitsPerEvent,
      );
      if (missing > 0) {
        log(`  ${missing} more visitors for the door`);
        const before = options.sink.received();
        await registerVisitors({ baseUrl: app.baseUrl, path: '/api/register', eventIds, tag, count: missing });
        await options.sink.waitFor(before + missing, SETTINGS.rush.mailTimeoutMs);
      }
      const registrations = await listRegistrations(admin, eventIds);
      const rushed = registrations.filter((r) => r.email.startsWith(`rush-${tag}-`));
      const exhibitsByEvent = new Map(events.map((event) => [event.id, event.exhibitIds]));
      const source = pairSource(doorPairs(registrations, exhibitsByEvent, options.appSecret));
      const target = {
        baseUrl: app.baseUrl,
        validatePath: '/api/admin/validate-qr',
        admitPath: '/api/admin/admit',
        headers: admin.headers,
        serverCpuMs: () => app.cpuMs(),
      };
      door = { target, source };
      log(`  door (${source.remaining()} new pairs)`);
      await settleDatabase(options.databaseUrl);
      const doorPaced = await doorRun(target, source, SETTINGS.doorPaced);
      const drain = SETTINGS.doorWhileMailsDrain;
      log(
        `  door at ${drain.doorRequestsPerS} door req/s while ${drain.emails} pass e-mails drain (${drain.sinkDelayMs} ms each)`,
      );
      await settleDatabase(options.databaseUrl);
      const whileDrain = await doorWhileMailsDrain(
        { target, source, eventIds, tag, sink: options.sink },
        SETTINGS.doorWhileMailsDrain,
      );
      log(
        `    drained in ${whileDrain.drainS.toFixed(1)} s; door p99 ${whileDrain.during.p99.toFixed(1)} ms during, ${whileDrain.after.p99.toFixed(1)} ms after`,
      );

      log('  public reads');
      // The rush's passes (a smoke run's rush may make none: then the top-up's).
      const emails = (rushed.length > 0 ? rushed : registrations).slice(0, SETTINGS.reads.passes).map((r) => r.email);
      const reads = await publicReads(app.baseUrl, APP_READ_PATHS, emails, SETTINGS.reads);
      const rssAfterLoadMiB = app.rssMiB();

      let lcp: LcpResult | undefined;
      let lcpArabic: LcpResult | undefined;
      let queue: DoorQueueResult | undefined;
      if (options.database === 'postgres') {
        log('  landing page LCP in Chromium');
        lcp = await landingLcp(app.baseUrl, SETTINGS.lcpRuns);
        log('  landing page LCP in Chromium, in Arabic');
        lcpArabic = await landingLcp(app.baseUrl, SETTINGS.lcpRuns, 'ar-EG');
        log('  the door as a queue in Chromium (canvas camera, phone size)');
        const { exhibitId, registrationIds } = await doorQueueSetup(admin, SETTINGS.doorQueuePasses * 2);
        queue = await doorQueue(admin, exhibitId, registrationIds, options.appSecret, SETTINGS.doorQueuePasses);
      }
      results = {
        database: options.database,
        startup,
        rush,
        doorPaced,
        doorWhileMailsDrain: whileDrain,
        reads,
        rssAfterLoadMiB,
        lcp,
        lcpArabic,
        doorQueue: queue,
        events,
      };
    } catch (error) {
      await app.stop();
      throw error;
    }
    const live = (restart?: AppResults['restart']): LiveApp => ({
      results: { ...results, restart },
      door,
      stop: () => app.stop().then(cleanUp),
    });
    if (options.database !== 'pglite') return live();
    await app.stop();
    if (options.copyPgliteTo) await cp(path.join(dataDir, 'pglite'), options.copyPgliteTo, { recursive: true });
    app = await start();
    const restart = { readyMs: app.readyMs, rssMiB: app.rssMiB() };
    log(`  restart ready in ${restart.readyMs.toFixed(0)} ms, RSS ${restart.rssMiB} MiB`);
    return live(restart);
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
