/**
 * The ceiling server on the app's database (PostgreSQL: the same database after the app's run;
 * PGlite: a copy of the app's data directory after its run): the same registration rush, door and reads.
 */
import path from 'node:path';
import { doorPairs } from '../lib/door-pairs.ts';
import { freePort } from '../lib/ports.ts';
import { settleDatabase } from '../lib/postgres.ts';
import { startServerProcess } from '../lib/server-process.ts';
import { registerVisitors, visitorsMissing } from '../lib/top-up.ts';
import { type DoorResult, type DuelSide, doorDuel, doorRun, pairSource } from '../scenarios/door.ts';
import { type PublicReadsResult, publicReads } from '../scenarios/public-reads.ts';
import { type RushResult, registrationRush } from '../scenarios/registration-rush.ts';
import { SETTINGS } from '../settings.ts';

export interface CeilingResults {
  database: 'postgres' | 'pglite';
  /** Process start (from TypeScript sources, so not comparable with the built app's) to /readyz 200. */
  readyMs: number;
  rush: RushResult;
  doorPaced: DoorResult;
  doorCapacity: DoorResult;
  /** App door requests/s over the ceiling's in each round of the door duel. */
  doorCapacityRoundRatios: number[];
  reads: PublicReadsResult;
}

export type CeilingDatabase = { database: 'postgres'; databaseUrl: string } | { database: 'pglite'; dataDir: string };

export async function benchCeiling(options: {
  root: string;
  on: CeilingDatabase;
  appSecret: string;
  events: { id: string; exhibitIds: string[] }[];
  log: (line: string) => void;
  /** The app, still running, whose door capacity is measured in turns with the ceiling's. */
  app: DuelSide;
}): Promise<{ ceiling: CeilingResults; appDoorCapacity: DoorResult }> {
  const port = await freePort();
  const server = await startServerProcess({
    args: [path.join(options.root, 'bench/ceiling-server.ts')],
    port,
    env: {
      NODE_ENV: 'production',
      APP_SECRET: options.appSecret,
      ...(options.on.database === 'postgres'
        ? { DATABASE_URL: options.on.databaseUrl }
        : { PGLITE_DIR: options.on.dataDir }),
    },
  });
  options.log(`  ready in ${server.readyMs.toFixed(0)} ms`);
  const settle = () => settleDatabase(options.on.database === 'postgres' ? options.on.databaseUrl : undefined);
  try {
    const eventIds = options.events.map((event) => event.id);
    options.log('  warm-up');
    await registrationRush({
      baseUrl: server.baseUrl,
      path: '/register',
      eventIds,
      tag: 'warm-ceiling',
      ...SETTINGS.warmUp,
    });
    options.log('  registration rush');
    await settle();
    const created: { id: string; eventId: string }[] = [];
    const rush = await registrationRush({
      baseUrl: server.baseUrl,
      path: '/register',
      eventIds,
      tag: 'ceiling',
      ...SETTINGS.rush,
      onCreated(body) {
        const { id, eventId } = JSON.parse(body) as { id: string; eventId: string };
        created.push({ id, eventId });
      },
    });
    const exhibitsPerEvent = options.events[0]?.exhibitIds.length ?? 1;
    const missing = visitorsMissing(created.length * exhibitsPerEvent, SETTINGS.minDoorPairs, exhibitsPerEvent);
    if (missing > 0) {
      options.log(`  ${missing} more visitors for the door`);
      const bodies = await registerVisitors({
        baseUrl: server.baseUrl,
        path: '/register',
        eventIds,
        tag: 'ceiling',
        count: missing,
      });
      for (const body of bodies) created.push(JSON.parse(body) as { id: string; eventId: string });
    }
    const exhibitsByEvent = new Map(options.events.map((event) => [event.id, event.exhibitIds]));
    const source = pairSource(doorPairs(created, exhibitsByEvent, options.appSecret));
    const target = {
      baseUrl: server.baseUrl,
      validatePath: '/validate-qr',
      admitPath: '/admit',
      headers: {},
      serverCpuMs: server.cpuMs,
    };
    options.log(`  door (${source.remaining()} new pairs)`);
    await settle();
    const doorPaced = await doorRun(target, source, SETTINGS.doorPaced);
    options.log(`  door capacity, app and ceiling in turns (${SETTINGS.doorCapacity.rounds} rounds each)`);
    const duel = await doorDuel(options.app, { target, source }, SETTINGS.doorCapacity);
    options.log('  public reads');
    // The rush's passes, then the top-up's (a smoke run's rush may make few or none).
    const emails = [
      ...Array.from({ length: rush.registrations }, (_, i) => `rush-ceiling-${i}@example.com`),
      ...Array.from({ length: missing }, (_, i) => `door-ceiling-${i}@example.com`),
    ].slice(0, SETTINGS.reads.passes);
    const reads = await publicReads(server.baseUrl, { prefix: '', pass: '/registration/' }, emails, SETTINGS.reads);
    const ceiling: CeilingResults = {
      database: options.on.database,
      readyMs: server.readyMs,
      rush,
      doorPaced,
      doorCapacity: duel.ceiling,
      doorCapacityRoundRatios: duel.roundRatios,
      reads,
    };
    return { ceiling, appDoorCapacity: duel.app };
  } finally {
    await server.stop();
  }
}
