/**
 * The rush on an event with places (issue 30 item 6, `rush-capacity`), in three set-ups: PostgreSQL
 * with one app instance, with two on the same database, and PGlite. In each, the app and the ceiling
 * server (two of them beside two instances) run the app's SQL on the same data, both up, and rush in
 * turns (bench/scenarios/capacity-turns.ts): `registrations` at once from `connections` for an event
 * of `places` (bench/settings.ts). After the rushes each event's places are checked by SQL on the
 * database (bench/lib/places-check.ts): on PGlite once the servers holding the data have stopped.
 * Then places of the app's first rush are cancelled and offered (bench/scenarios/offers.ts).
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AdminClient, signIn } from '../lib/admin-client.ts';
import { percentile } from '../lib/load.ts';
import type { MailSink, MailWatch } from '../lib/mail-sink.ts';
import { judgePlaces, PLACES_SQL, type PlacesCheck, type PlacesRow } from '../lib/places-check.ts';
import { freePort } from '../lib/ports.ts';
import { createBenchDatabase } from '../lib/postgres.ts';
import { type DatabaseRef, queryRows } from '../lib/read-database.ts';
import { appEnv, type ServerProcess, startServerProcess } from '../lib/server-process.ts';
import type { CapacityRushResult } from '../scenarios/capacity-rush.ts';
import { capacityTurns, type TurnRound, type TurnsResult } from '../scenarios/capacity-turns.ts';
import { cancelAndOffer, keepPassEmails, type OffersResult } from '../scenarios/offers.ts';
import { SETTINGS } from '../settings.ts';

/** A rush's figures as kept in the results (without its thousands of addresses). */
export type RushFigures = Omit<CapacityRushResult, 'registered' | 'waitlisted'> & {
  registered: number;
  waitlisted: number;
};

export interface CapacityRound {
  rush: RushFigures;
  places: PlacesCheck;
  lastMailAfterEndS?: number;
}

export interface CapacitySide {
  rounds: CapacityRound[];
  /** Over every round: registrations (201 and 202) over the rushes' time. */
  registrationsPerS: number;
  /** Every answered call of every round. */
  p50Ms: number;
  p99Ms: number;
}

export interface CapacityResults {
  label: string;
  database: 'postgres' | 'pglite';
  instances: number;
  app: CapacitySide;
  ceiling: CapacitySide;
  /** App registrations/s over the ceiling's, round by round. */
  roundRatios: number[];
  /** Cancellations of places of the app's first rush, and the offers they led to. */
  offers: OffersResult;
}

export interface CapacityRunOptions {
  root: string;
  appSecret: string;
  sink: MailSink;
  log: (line: string) => void;
  postgresServerUrl: string;
}

/** The events of one set-up: a warm-up event and one per round, for each side. */
interface SetupEvents {
  app: { warm: string; rounds: string[] };
  ceiling: { warm: string; rounds: string[] };
}

/** Events running today and tomorrow (UTC), each with `places`, as an organiser would create them. */
async function createFullEvents(admin: AdminClient, setup: string): Promise<SetupEvents> {
  const startDate = new Date();
  startDate.setUTCHours(0, 0, 0, 0);
  const endDate = new Date(startDate.getTime() + 2 * 24 * 60 * 60 * 1000 - 1);
  const create = async (name: string) => {
    const event = await admin.call<{ id: string }>('POST', '/api/admin/events', {
      name: `${setup}, ${name}`,
      description: 'An event with places, for the benchmark',
      startDate: startDate.toISOString(),
      endDate: endDate.toISOString(),
      capacity: SETTINGS.rushCapacity.places,
    });
    return event.id;
  };
  const side = async (name: string) => {
    const warm = await create(`${name} warm-up`);
    const rounds: string[] = [];
    for (let round = 1; round <= SETTINGS.rushCapacity.rounds; round++)
      rounds.push(await create(`${name} round ${round}`));
    return { warm, rounds };
  };
  return { app: await side('app'), ceiling: await side('ceiling') };
}

/** The places of an event as the database holds them, judged against its rush's answers. */
async function checkPlaces(on: DatabaseRef, { eventId, rush }: TurnRound): Promise<PlacesCheck> {
  const [row] = await queryRows<PlacesRow>(on, PLACES_SQL, [eventId]);
  const { registrations, places } = SETTINGS.rushCapacity;
  const positions = rush.waitlisted.map((waiting) => waiting.position);
  return judgePlaces({ registrations, places }, row!, {
    registered: rush.registered.length,
    positions,
    failed: rush.failed,
  });
}

function sideOf(rounds: TurnRound[], checks: PlacesCheck[], latencies: number[]): CapacitySide {
  const sorted = [...latencies].sort((a, b) => a - b);
  const registrations = rounds.reduce((sum, { rush }) => sum + rush.registered.length + rush.waitlisted.length, 0);
  const seconds = rounds.reduce((sum, { rush }) => sum + rush.durationS, 0);
  return {
    rounds: rounds.map(({ rush: { registered, waitlisted, ...rest }, lastMailAfterEndS }, i) => ({
      rush: { ...rest, registered: registered.length, waitlisted: waitlisted.length },
      places: checks[i]!,
      lastMailAfterEndS,
    })),
    registrationsPerS: registrations / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}

type Setup = { label: string; database: 'postgres' | 'pglite'; instances: number };

async function results(
  setup: Setup,
  turns: TurnsResult,
  check: { app: DatabaseRef; ceiling: DatabaseRef },
): Promise<Omit<CapacityResults, 'offers'>> {
  const checks = async (rounds: TurnRound[], on: DatabaseRef) => {
    const done: PlacesCheck[] = [];
    for (const round of rounds) done.push(await checkPlaces(on, round));
    return done;
  };
  const app = sideOf(turns.app, await checks(turns.app, check.app), turns.latencies.app);
  const ceiling = sideOf(turns.ceiling, await checks(turns.ceiling, check.ceiling), turns.latencies.ceiling);
  const roundRatios = turns.app.map(
    (round, i) => round.rush.registrationsPerS / turns.ceiling[i]!.rush.registrationsPerS,
  );
  return { ...setup, app, ceiling, roundRatios };
}

/** The pass e-mails of the app's first rush, kept whole from before it: the cancellations' links. */
const watchPasses = (options: CapacityRunOptions, label: string) =>
  keepPassEmails(options.sink, `${label}, app round 1`, SETTINGS.rushCapacity.cancellations);

/** Places of the app's first rush cancelled from the pass e-mails' links, and the offers timed. */
function offers(options: CapacityRunOptions, apps: ServerProcess[], passes: MailWatch, turns: TurnsResult) {
  const { cancellations, offerTimeoutMs } = SETTINGS.rushCapacity;
  options.log(`    ${cancellations} cancellations from the pass e-mails' links, one after another`);
  return cancelAndOffer({
    baseUrls: urls(apps),
    sink: options.sink,
    passes: passes.messages.filter((message) => message.raw),
    waitlisted: turns.app[0]!.rush.waitlisted,
    count: cancellations,
    timeoutMs: offerTimeoutMs,
  });
}

function startApp(
  options: CapacityRunOptions,
  port: number,
  dataDir: string,
  adminPassword: string,
  databaseUrl?: string,
) {
  const env = appEnv({
    port,
    dataDir,
    adminPassword,
    extra: { APP_SECRET: options.appSecret, SMTP_URL: options.sink.url, DATABASE_URL: databaseUrl },
  });
  const main = path.join(options.root, 'dist/node/server/main.js');
  return startServerProcess({ args: [main], port, env, timeoutMs: 120_000 });
}

async function startCeilings(options: CapacityRunOptions, count: number, on: Record<string, string>) {
  const servers: ServerProcess[] = [];
  for (let i = 0; i < count; i++) {
    servers.push(
      await startServerProcess({
        args: [path.join(options.root, 'bench/ceiling-server.ts')],
        port: await freePort(),
        env: { NODE_ENV: 'production', APP_SECRET: options.appSecret, ...on },
      }),
    );
  }
  return servers;
}

const stopAll = (servers: ServerProcess[]) => Promise.all(servers.map((server) => server.stop()));
const urls = (servers: ServerProcess[]) => servers.map((server) => server.baseUrl);

/** One app instance, then two, each beside as many ceiling servers, all on one new database. */
async function onPostgres(options: CapacityRunOptions): Promise<CapacityResults[]> {
  const { log, sink } = options;
  const database = await createBenchDatabase(options.postgresServerUrl);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-bench-places-'));
  const on = { databaseUrl: database.url };
  const adminPassword = randomBytes(12).toString('hex');
  const apps: ServerProcess[] = [];
  const all: CapacityResults[] = [];
  try {
    apps.push(await startApp(options, await freePort(), dataDir, adminPassword, database.url));
    const admin = await signIn(apps[0]!.baseUrl, 'admin', adminPassword);
    for (const instances of [1, 2]) {
      const label = instances === 1 ? 'PostgreSQL' : 'PostgreSQL, 2 instances';
      if (instances === 2) apps.push(await startApp(options, await freePort(), dataDir, adminPassword, database.url));
      log(`  ${label}: app and ceiling in turns`);
      const events = await createFullEvents(admin, label);
      const ceilings = await startCeilings(options, instances, { DATABASE_URL: database.url });
      const passes = watchPasses(options, label);
      let turns: TurnsResult;
      try {
        const tag = `pg${instances}`;
        turns = await capacityTurns(
          {
            app: { baseUrls: urls(apps), path: '/api/register', sink, ...sideEvents(events.app), tag },
            ceiling: {
              baseUrls: urls(ceilings),
              path: '/register',
              ...sideEvents(events.ceiling),
              tag: `${tag}-ceiling`,
            },
          },
          { databaseUrl: database.url, log },
        );
      } finally {
        passes.stop();
        await stopAll(ceilings);
      }
      const measured = await results({ label, database: 'postgres', instances }, turns, { app: on, ceiling: on });
      all.push({ ...measured, offers: await offers(options, apps, passes, turns) });
    }
    return all;
  } finally {
    await stopAll(apps);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const sideEvents = ({ warm, rounds }: { warm: string; rounds: string[] }) => ({ warmEventId: warm, eventIds: rounds });

/**
 * The app, and the ceiling server on a copy of its data made once the events existed (PGlite's data
 * is one process's), both up; each checked once every server has stopped.
 */
async function onPglite(options: CapacityRunOptions): Promise<CapacityResults> {
  const { log, sink } = options;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-bench-places-'));
  const copyDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-bench-places-ceiling-'));
  const check = {
    app: { pgliteDir: path.join(dataDir, 'pglite') },
    ceiling: { pgliteDir: path.join(copyDir, 'pglite') },
  };
  const adminPassword = randomBytes(12).toString('hex');
  const servers: ServerProcess[] = [];
  try {
    const port = await freePort();
    servers.push(await startApp(options, port, dataDir, adminPassword));
    const events = await createFullEvents(await signIn(servers[0]!.baseUrl, 'admin', adminPassword), 'PGlite');
    await stopAll(servers.splice(0));
    await cp(check.app.pgliteDir, check.ceiling.pgliteDir, { recursive: true });
    const app = await startApp(options, port, dataDir, adminPassword);
    servers.push(app);
    servers.push(...(await startCeilings(options, 1, { PGLITE_DIR: check.ceiling.pgliteDir })));
    log('  PGlite: app and ceiling in turns');
    const passes = watchPasses(options, 'PGlite');
    const turns = await capacityTurns(
      {
        app: { baseUrls: [app.baseUrl], path: '/api/register', sink, ...sideEvents(events.app), tag: 'pglite' },
        ceiling: {
          baseUrls: urls(servers.slice(1)),
          path: '/register',
          ...sideEvents(events.ceiling),
          tag: 'pglite-ceiling',
        },
      },
      { log },
    );
    passes.stop();
    await stopAll(servers.splice(0));
    const measured = await results({ label: 'PGlite', database: 'pglite', instances: 1 }, turns, check);
    // Checked: the app again on its data, for the cancellations.
    servers.push(await startApp(options, port, dataDir, adminPassword));
    return { ...measured, offers: await offers(options, servers, passes, turns) };
  } finally {
    await stopAll(servers);
    await rm(dataDir, { recursive: true, force: true });
    await rm(copyDir, { recursive: true, force: true });
  }
}

export async function benchRushCapacity(options: CapacityRunOptions): Promise<CapacityResults[]> {
  options.log('Rush on an event with places: PostgreSQL');
  const postgres = await onPostgres(options);
  options.log('Rush on an event with places: PGlite');
  return [...postgres, await onPglite(options)];
}
