/**
 * Turns the measurements into the printed table: every figure with its ratio to the ceiling on the
 * same database (PGlite's also to PostgreSQL's, for information) or its budget, and a pass / falls
 * short verdict where the issue sets a budget.
 */

import type { LoadResult } from './lib/load.ts';
import type { Machine } from './lib/machine.ts';
import type { LiveResults } from './live.ts';
import type { ScaleResults } from './scale.ts';
import { percentile } from './scenarios/door-queue.ts';
import { CPU_SLOWDOWN, NETWORK } from './scenarios/landing-lcp.ts';
import type { PageWeight } from './scenarios/web-size.ts';
import { BUDGETS, SETTINGS } from './settings.ts';
import type { AppResults } from './targets/app.ts';
import type { CeilingResults } from './targets/ceiling.ts';

export interface BenchResults {
  startedAt: string;
  /** 1, 5 and 15 minute load averages when the run ended. */
  loadAverageAtEnd: number[];
  machine: Machine;
  settings: typeof SETTINGS;
  budgets: typeof BUDGETS;
  web: PageWeight[];
  postgres: AppResults;
  pglite: AppResults;
  /** The bare server on each database: the app on one is compared with the ceiling on the same one. */
  ceilings: { postgres: CeilingResults; pglite: CeilingResults };
}

export interface Row {
  figure: string;
  value: string;
  comparison: string;
  verdict: string;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const perS = (value: number) => `${value.toFixed(0)}/s`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
const verdict = (ok: boolean) => (ok ? 'pass' : 'falls short');
const latencies = (load: LoadResult) => `${ms(load.p50)} / ${ms(load.p95)} / ${ms(load.p99)}`;
const failures = (load: LoadResult) => (load.non2xx + load.errors > 0 ? ` (${load.non2xx + load.errors} failed)` : '');

const databaseName = (database: 'postgres' | 'pglite') => (database === 'postgres' ? 'PostgreSQL' : 'PGlite');
const ofCeiling = (app: number, ceiling: CeilingResults, ceilingValue: number) =>
  `${pct(app / ceilingValue)} of ${databaseName(ceiling.database)} ceiling ${perS(ceilingValue)}`;

/** What the app and the ceilings both measure. */
type Measured = Pick<CeilingResults, 'rush' | 'doorCapacity' | 'reads'>;

/**
 * `pick` reads the figure from the app's or a ceiling's results; the budget applies to the ratio to
 * the ceiling on the same database, `other` (PostgreSQL's, for PGlite) is for information.
 */
function ratioRow(
  figure: string,
  pick: (results: Measured) => number,
  app: Measured,
  ceiling: CeilingResults,
  other?: CeilingResults,
  budget?: number,
): Row {
  const value = pick(app);
  const ratio = value / pick(ceiling);
  const budgetText = budget ? ` (budget ≥ ${pct(budget)})` : '';
  const otherText = other ? `; ${ofCeiling(value, other, pick(other))}` : '';
  return {
    figure,
    value: perS(value),
    comparison: `${ofCeiling(value, ceiling, pick(ceiling))}${budgetText}${otherText}`,
    verdict: budget ? verdict(ratio >= budget) : 'info',
  };
}

function appRows(app: AppResults, ceiling: CeilingResults, other?: CeilingResults): Row[] {
  const name = databaseName(app.database);
  const rows: Row[] = [];
  const paced = SETTINGS.doorPaced;
  const capacity = SETTINGS.doorCapacity;
  rows.push({
    figure: `${name} door, ${paced.doorRequestsPerS} door req/s (${paced.connections} phones): call p50/p95/p99`,
    value: latencies(app.doorPaced.load) + failures(app.doorPaced.load),
    comparison: `p99 budget ≤ ${BUDGETS.doorP99Ms} ms; ${name} ceiling p99 ${ms(ceiling.doorPaced.load.p99)}`,
    verdict: verdict(app.doorPaced.load.p99 <= BUDGETS.doorP99Ms && app.doorPaced.load.non2xx === 0),
  });
  const drain = app.doorWhileMailsDrain;
  const drained = drain.options;
  rows.push({
    figure: `${name} door while ${drain.emails} pass e-mails drain (mail server ${drained.sinkDelayMs} ms a message), ${drained.doorRequestsPerS} door req/s (${drained.connections} phones): call p50/p95/p99`,
    value: latencies(drain.during) + failures(drain.during),
    comparison: `p99 budget ≤ ${BUDGETS.doorP99Ms} ms, during and after; once drained: ${latencies(drain.after)}${failures(drain.after)}; ${drain.during.calls} calls in ${drain.drainS.toFixed(1)} s of draining`,
    verdict: verdict(
      drain.during.p99 <= BUDGETS.doorP99Ms &&
        drain.after.p99 <= BUDGETS.doorP99Ms &&
        [drain.during, drain.after].every((load) => load.non2xx + load.errors === 0),
    ),
  });
  const capacityRow = ratioRow(
    `${name} door capacity, ${capacity.connections} phones, ${capacity.rounds} rounds of ${capacity.roundS} s in turns with the ceiling: door requests/s${failures(app.doorCapacity.load)}`,
    (results) => results.doorCapacity.doorRequestsPerS,
    app,
    ceiling,
    other,
    BUDGETS.ratioToCeiling,
  );
  const rounds = ceiling.doorCapacityRoundRatios;
  capacityRow.comparison += `; rounds ${pct(Math.min(...rounds))}-${pct(Math.max(...rounds))}`;
  rows.push(capacityRow);
  rows.push({
    figure: `${name} door capacity: call p50/p95/p99`,
    value: latencies(app.doorCapacity.load),
    comparison: `${name} ceiling ${latencies(ceiling.doorCapacity.load)}; server CPU per door request ${ms(app.doorCapacity.serverCpuMsPerDoorRequest)} (ceiling ${ms(ceiling.doorCapacity.serverCpuMsPerDoorRequest)})`,
    verdict: 'info',
  });
  rows.push(
    ratioRow(
      `${name} registration rush, ${SETTINGS.rush.connections} connections: registrations/s${failures(app.rush.load)}`,
      (results) => results.rush.registrationsPerS,
      app,
      ceiling,
      other,
      BUDGETS.ratioToCeiling,
    ),
  );
  rows.push({
    figure: `${name} registration rush: last of ${app.rush.registrations} e-mails arrived`,
    value: `${app.rush.lastMailAfterStartS!.toFixed(1)} s after start`,
    comparison: `${app.rush.lastMailAfterEndS!.toFixed(1)} s after the ${SETTINGS.rush.durationS} s rush ended; ${(app.rush.registrations / app.rush.lastMailAfterStartS!).toFixed(0)} e-mails/s delivered to the sink (PASS_EMAIL_CONCURRENCY 10)`,
    verdict: 'info',
  });
  const reads: [string, keyof AppResults['reads']][] = [
    ['GET /api/events/active', 'activeEvents'],
    ['GET /api/exhibits/active', 'todaysExhibits'],
    ['GET /api/registration/:email (QR image)', 'passLookup'],
  ];
  for (const [label, key] of reads) {
    const row = ratioRow(
      `${name} ${label}: calls/s${failures(app.reads[key])}`,
      (results) => results.reads[key].callsPerS,
      app,
      ceiling,
    );
    row.comparison += `; p99 ${ms(app.reads[key].p99)} (ceiling ${ms(ceiling.reads[key].p99)})`;
    rows.push(row);
  }
  const startBudget = app.database === 'pglite' ? BUDGETS.pgliteReadyMs : undefined;
  const startRow = (label: string, figures: { readyMs: number; rssMiB: number }): Row => ({
    figure: `${name} ${label}: process start to /readyz 200, RSS`,
    value: `${ms(figures.readyMs)}, ${figures.rssMiB.toFixed(0)} MiB`,
    comparison: startBudget ? `budget ≤ ${ms(startBudget)}` : 'no budget (PostgreSQL)',
    verdict: startBudget ? verdict(figures.readyMs <= startBudget) : 'info',
  });
  rows.push(startRow('first start (empty, migrates)', app.startup));
  if (app.restart) rows.push(startRow('restart (existing data)', app.restart));
  rows.push({
    figure: `${name} RSS after the load`,
    value: `${app.rssAfterLoadMiB.toFixed(0)} MiB`,
    comparison: `${(app.rssAfterLoadMiB / app.startup.rssMiB).toFixed(2)}x the RSS after start`,
    verdict: 'info',
  });
  return rows;
}

function webRows(results: BenchResults): Row[] {
  const rows: Row[] = results.web.map((page) => {
    if (page.jsGzipBytes === null) {
      return {
        figure: `${page.page} first load: JS / CSS gzip`,
        value: 'n/a (route not built)',
        comparison: '',
        verdict: 'n/a',
      };
    }
    const landing = page.page === 'landing';
    if (page.page.startsWith('landing texts')) {
      return {
        figure: `${page.page}: catalogues common + public, gzip`,
        value: kB(page.jsGzipBytes),
        comparison: "inline in the landing page; the reader's locale only",
        verdict: 'info',
      };
    }
    return {
      figure: `${page.page} first load: JS / CSS gzip (${page.files.length} files)`,
      value: `${kB(page.jsGzipBytes)} / ${kB(page.cssGzipBytes ?? 0)}`,
      comparison: landing ? `JS budget ≤ ${kB(BUDGETS.landingJsGzipBytes)}` : 'no budget',
      verdict: landing ? verdict(page.jsGzipBytes <= BUDGETS.landingJsGzipBytes) : 'info',
    };
  });
  for (const [language, lcp] of [
    ['', results.postgres.lcp],
    [' in Arabic', results.postgres.lcpArabic],
  ] as const) {
    if (!lcp) continue;
    const runs = lcp.runs.map((run) => ms(run.lcpMs)).join(', ');
    rows.push({
      figure: `landing LCP${language}, Slow 4G: ${CPU_SLOWDOWN}x CPU, ${NETWORK.latencyMs} ms latency, ${Math.round(NETWORK.downKbit)} kbit/s (median of ${lcp.runs.length})`,
      value: `${ms(lcp.medianMs)} (${lcp.runs[0]?.element ?? ''})`,
      comparison: `budget ≤ ${ms(BUDGETS.landingLcpMs)}; runs ${runs}; ${kB(lcp.runs[0]?.transferredBytes ?? 0)} on the wire`,
      verdict: verdict(lcp.medianMs <= BUDGETS.landingLcpMs),
    });
  }
  const queue = results.postgres.doorQueue;
  if (queue) {
    const p = (values: number[], q: number) => ms(percentile(values, q));
    const recognisedP95 = percentile(queue.recognisedMs, 95);
    const admittedP95 = percentile(queue.admittedMs, 95);
    rows.push(
      {
        figure: 'door queue (Chromium, phone, canvas camera): page open -> camera ready',
        value: ms(queue.cameraReadyMs),
        comparison: 'no budget',
        verdict: 'info',
      },
      {
        figure: `door queue: pass shown -> recognised, p50/p95 of ${queue.recognisedMs.length}`,
        value: `${p(queue.recognisedMs, 50)} / ${p(queue.recognisedMs, 95)}`,
        comparison: `p95 budget ≤ ${ms(BUDGETS.doorRecognisedP95Ms)}`,
        verdict: verdict(recognisedP95 <= BUDGETS.doorRecognisedP95Ms),
      },
      {
        figure: `door queue: "Scan Another" -> next pass recognised, p50/p95 of ${queue.scanAnotherToRecognisedMs.length}`,
        value: `${p(queue.scanAnotherToRecognisedMs, 50)} / ${p(queue.scanAnotherToRecognisedMs, 95)}`,
        comparison: 'no budget (the camera keeps running)',
        verdict: 'info',
      },
      {
        figure: `door queue, admit on scan: pass shown -> "Admitted", p50/p95 of ${queue.admittedMs.length}`,
        value: `${p(queue.admittedMs, 50)} / ${p(queue.admittedMs, 95)}`,
        comparison: `p95 budget ≤ ${ms(BUDGETS.doorAdmittedP95Ms)}`,
        verdict: verdict(admittedP95 <= BUDGETS.doorAdmittedP95Ms),
      },
      {
        figure: 'door queue, admit on scan: visitors a minute at one door, hands-free',
        value: `${queue.visitorsPerMinute.toFixed(0)}/min`,
        comparison: `budget ≥ ${BUDGETS.doorVisitorsPerMinute}/min`,
        verdict: verdict(queue.visitorsPerMinute >= BUDGETS.doorVisitorsPerMinute),
      },
    );
  }
  return rows;
}

/** What PGlite costs by itself: its ceiling against PostgreSQL's. */
function ceilingRow({ postgres, pglite }: BenchResults['ceilings']): Row {
  const ratio = (pick: (results: CeilingResults) => number) => pct(pick(pglite) / pick(postgres));
  const door = (results: CeilingResults) => results.doorCapacity.doorRequestsPerS;
  const rush = (results: CeilingResults) => results.rush.registrationsPerS;
  return {
    figure: 'PGlite ceiling (PGlite alone): door capacity / registrations/s',
    value: `${perS(door(pglite))} / ${perS(rush(pglite))}`,
    comparison: `${ratio(door)} / ${ratio(rush)} of PostgreSQL ceiling ${perS(door(postgres))} / ${perS(rush(postgres))}`,
    verdict: 'info',
  };
}

export function buildRows(results: BenchResults): Row[] {
  const { ceilings } = results;
  return [
    ...appRows(results.postgres, ceilings.postgres),
    ceilingRow(ceilings),
    ...appRows(results.pglite, ceilings.pglite, ceilings.postgres),
    ...webRows(results),
  ];
}

/** A Markdown table: readable in a terminal and pasted as is into docs/performance.md. */
export function renderTable(rows: Row[]): string {
  const header: Row = { figure: 'Figure', value: 'Value', comparison: 'Ratio / budget', verdict: 'Verdict' };
  const all = [header, ...rows];
  const keys = ['figure', 'value', 'comparison', 'verdict'] as const;
  const widths = keys.map((key) => Math.max(...all.map((row) => row[key].length)));
  const line = (row: Row) => `| ${keys.map((key, i) => row[key].padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function renderMachine(machine: Machine): string {
  return `${machine.nproc} CPUs (${machine.cpuModel}), ${machine.ramGiB} GiB RAM, Node ${machine.node}, ${machine.platform}`;
}

export const renderLoad = (loadAverage: number[]) => loadAverage.map((value) => value.toFixed(2)).join(' / ');

/**
 * Every figure whose calls did not all answer 2xx, or whose run did not do what it should: a bench
 * with failed calls measured something else (`npm run bench` exits non-zero with them listed).
 * `results` is absent when BENCH_ONLY left the app's part out.
 */
export function failedFigures(
  results: BenchResults | undefined,
  live?: LiveResults,
  scale: ScaleResults[] = [],
): string[] {
  const failed: string[] = [];
  const check = (label: string, load: LoadResult) => {
    if (load.non2xx + load.errors > 0) failed.push(`${label}: ${load.non2xx} non-2xx answers, ${load.errors} errors`);
  };
  const apps: [string, AppResults | CeilingResults][] = results
    ? [
        ['PostgreSQL app', results.postgres],
        ['PGlite app', results.pglite],
        ['PostgreSQL ceiling', results.ceilings.postgres],
        ['PGlite ceiling', results.ceilings.pglite],
      ]
    : [];
  for (const [name, target] of apps) {
    check(`${name} registration rush`, target.rush.load);
    check(`${name} door`, target.doorPaced.load);
    check(`${name} door capacity`, target.doorCapacity.load);
    for (const [read, load] of Object.entries(target.reads)) check(`${name} ${read}`, load);
    if ('doorWhileMailsDrain' in target) {
      check(`${name} door while e-mails drain`, target.doorWhileMailsDrain.during);
      check(`${name} door after the e-mails`, target.doorWhileMailsDrain.after);
    }
  }
  if (live) {
    check('live: door', live.door.load);
    check('live: door alone', live.doorAlone.load);
    if (live.delivered < live.expected) failed.push(`live: ${live.delivered} of ${live.expected} deliveries`);
  }
  for (const result of scale) {
    for (const size of result.sizes) {
      for (const [call, figures] of Object.entries(size.calls)) {
        if (figures.failures > 0)
          failed.push(`scale ${result.database} ${size.size} ${call}: ${figures.failures} failed`);
      }
    }
  }
  return failed;
}
