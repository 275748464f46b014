/**
 * `npm run bench`: builds the app, measures it on PostgreSQL and on PGlite, each against the ceiling
 * server on the same database, weighs the web app's first loads, prints the table and writes it with
 * every raw figure to bench/results/. BENCH_SKIP_BUILD=1 reuses an existing build. Exits non-zero
 * when a scenario failed (an error, or calls not answered 2xx).
 *
 * `npm run bench -- --smoke` (or BENCH_SMOKE=1): every scenario at a tiny size (bench/settings.ts),
 * the table printed but nothing written: that the bench still runs end to end (`.ci/run`).
 * BENCH_ONLY=rush-capacity (a comma-separated list of parts, bench/settings.ts): only those parts.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describeMachine, type Machine } from './lib/machine.ts';
import { type MailSink, startMailSink } from './lib/mail-sink.ts';
import { createBenchDatabase } from './lib/postgres.ts';
import { benchLive, type LiveResults, liveRows } from './live.ts';
import { type BenchResults, buildRows, failedFigures, renderLoad, renderMachine, renderTable } from './report.ts';
import { capacityFailures, capacityRows } from './rush-capacity-report.ts';
import { benchScale, renderScaleTable, type ScaleResults } from './scale.ts';
import { webWeights } from './scenarios/web-size.ts';
import { BENCH_PARTS, BUDGETS, SETTINGS, selectedParts } from './settings.ts';
import { type AppResults, type AppRunOptions, benchApp } from './targets/app.ts';
import { benchCeiling, type CeilingDatabase, type CeilingResults } from './targets/ceiling.ts';
import { benchRushCapacity, type CapacityResults } from './targets/rush-capacity.ts';

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const log = (line: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

async function main() {
  const machine = describeMachine();
  const parts = selectedParts();
  const partsText = parts.size < BENCH_PARTS.length ? `; only ${[...parts].join(', ')}` : '';
  log(`machine: ${renderMachine(machine)}${SETTINGS.smoke ? ' (smoke run)' : ''}${partsText}`);
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const appSecret = randomBytes(32).toString('hex');
  const sink = await startMailSink();
  try {
    const results = parts.has('app') ? await benchApps(appSecret, sink, machine) : undefined;
    // Issue 30 item 6: an event with places opened to a rush, on both databases and two instances.
    const capacity: CapacityResults[] = parts.has('rush-capacity')
      ? await benchRushCapacity({ root, appSecret, sink, log, postgresServerUrl: SETTINGS.postgresServerUrl })
      : [];
    // Issue 15: 1,000 open live streams while the door runs (PostgreSQL).
    let live: LiveResults | undefined;
    if (parts.has('live')) {
      log('PostgreSQL: live streams');
      live = await benchLive('postgres', log, SETTINGS.postgresServerUrl);
    }
    // Issue 17: one event of 10,000 to 1,000,000 registrations (BENCH_SCALE=0 leaves it out).
    const scale: ScaleResults[] = [];
    if (parts.has('scale') && process.env.BENCH_SCALE !== '0') {
      for (const database of ['postgres', 'pglite'] as const) {
        log(`${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}: scale`);
        scale.push(await benchScale(database, log));
      }
    }

    const startedAt = new Date(Date.now() - (performance.now() - started)).toISOString();
    const loadAverageAtEnd = os.loadavg().map((value) => Math.round(value * 100) / 100);
    const table = renderTable([
      ...(results ? buildRows(results) : []),
      ...capacityRows(capacity),
      ...(live ? liveRows(live) : []).map(([figure, value, comparison, verdict]) => ({
        figure,
        value,
        comparison,
        verdict,
      })),
    ]);
    const scaleTable = scale.length ? `\n\n${renderScaleTable(scale)}` : '';
    const failed = [...failedFigures(results, live, scale), ...capacityFailures(capacity)];
    if (SETTINGS.smoke) {
      console.log(`\nID Event bench, smoke run (tiny sizes: these figures measure nothing)\n\n${table}${scaleTable}\n`);
      log(
        failed.length
          ? `smoke run FAILED:\n  ${failed.join('\n  ')}`
          : 'smoke run passed: every scenario ran, every call answered as it should, every count right',
      );
      if (failed.length) process.exitCode = 1;
      return;
    }
    const outDir = path.join(root, 'bench/results');
    await mkdir(outDir, { recursive: true });
    const file = path.join(outDir, `bench-${startedAt.replace(/[:.]/g, '-')}.json`);
    const written = {
      ...results,
      startedAt,
      loadAverageAtEnd,
      machine,
      settings: SETTINGS,
      budgets: BUDGETS,
      parts: [...parts],
    };
    await writeFile(
      file,
      `${JSON.stringify({ ...written, rushCapacity: capacity, live, scale, table, scaleTable }, null, 2)}\n`,
    );
    const load = `load average ${renderLoad(machine.loadAverage)} at the start, ${renderLoad(loadAverageAtEnd)} at the end`;
    console.log(
      `\nID Event bench, ${startedAt}\nMachine: ${renderMachine(machine)}; ${load}\n\n${table}${scaleTable}\n`,
    );
    log(`written to ${path.relative(root, file)}`);
    if (failed.length) {
      log(`calls failed or counts were wrong, so these figures are not measurements:\n  ${failed.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await sink.close();
  }
}

/** The app and its ceiling on PostgreSQL, then on PGlite, and the web app's weights. */
async function benchApps(appSecret: string, sink: MailSink, machine: Machine): Promise<BenchResults> {
  const web = webWeights(root);
  log('PostgreSQL: app');
  const database = await createBenchDatabase(SETTINGS.postgresServerUrl);
  let postgres: Measured;
  try {
    postgres = await appThenCeiling(
      { root, database: 'postgres', databaseUrl: database.url, appSecret, sink, log },
      { database: 'postgres', databaseUrl: database.url },
      'PostgreSQL: ceiling server',
    );
  } finally {
    await database.drop();
  }
  log('PGlite: app');
  const pgliteCopy = path.join(await mkdtemp(path.join(os.tmpdir(), 'idevent-bench-ceiling-')), 'pglite');
  let pglite: Measured;
  try {
    pglite = await appThenCeiling(
      { root, database: 'pglite', appSecret, sink, log, copyPgliteTo: pgliteCopy },
      { database: 'pglite', dataDir: pgliteCopy },
      "PGlite: ceiling server (on a copy of the app's data)",
    );
  } finally {
    await rm(path.dirname(pgliteCopy), { recursive: true, force: true });
  }
  return {
    startedAt: new Date(Date.now() - (performance.now() - started)).toISOString(),
    loadAverageAtEnd: os.loadavg().map((value) => Math.round(value * 100) / 100),
    machine,
    settings: SETTINGS,
    budgets: BUDGETS,
    web,
    postgres: postgres.app,
    pglite: pglite.app,
    ceilings: { postgres: postgres.ceiling, pglite: pglite.ceiling },
  };
}

type Measured = { app: AppResults; ceiling: CeilingResults };

/** The app's measurements, then the ceiling's on the same data, the door capacity of both in turns. */
async function appThenCeiling(appOptions: AppRunOptions, on: CeilingDatabase, title: string): Promise<Measured> {
  const live = await benchApp(appOptions);
  try {
    log(title);
    const { ceiling, appDoorCapacity } = await benchCeiling({
      root,
      on,
      appSecret: appOptions.appSecret,
      events: live.results.events,
      log,
      app: live.door,
    });
    return { app: { ...live.results, doorCapacity: appDoorCapacity }, ceiling };
  } finally {
    await live.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
