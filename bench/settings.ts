/**
 * How hard and how long the bench pushes. BENCH_SECONDS shortens or lengthens every load run.
 * BENCH_SMOKE=1 (or `npm run bench -- --smoke`): every scenario at a tiny size, to show that each
 * still runs and is answered 2xx throughout (`.ci/run`); its figures measure nothing and are not written.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');
const seconds = SMOKE ? 1 : Number(process.env.BENCH_SECONDS ?? 10);

export const SETTINGS = {
  postgresServerUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  smoke: SMOKE,
  events: 3,
  /** Each registration gives the door this many new (registration, exhibit) pairs. */
  exhibitsPerEvent: 8,
  /**
   * Registrations at full speed before anything is measured, on the app and the ceiling alike: the
   * JIT (and for PGlite the WebAssembly tier-up) is done by then. On PGlite the first 4 s cost 2-3x
   * the CPU per registration of the following ones.
   */
  warmUp: SMOKE ? { durationS: 0.3, connections: 2 } : { durationS: 5, connections: 10 },
  rush: { durationS: SMOKE ? 0.5 : seconds, connections: SMOKE ? 2 : 10, mailTimeoutMs: 180_000 },
  /** A busy door: 50 door requests (100 calls) a second from 4 phones; the p99 budget applies here. */
  doorPaced: { durationS: seconds, connections: 4, doorRequestsPerS: 50 },
  /**
   * The door while the pass e-mails of a walk-up registration desk drain to a slow mail server (issue
   * 29 item 14): `emails` visitors registered at once, then door requests at `doorRequestsPerS` while
   * the e-mails go out (the sink acknowledges each after `sinkDelayMs`) and for `afterS` once the last
   * one arrived. The p99 budget applies to both.
   */
  doorWhileMailsDrain: {
    emails: SMOKE ? 20 : 1000,
    sinkDelayMs: SMOKE ? 20 : 75,
    // A smoke run's door is slower: on a busy machine 40 a second keeps the server "busy" and the
    // e-mails wait for a lull (request-load.ts) for up to 20 s a batch.
    doorRequestsPerS: SMOKE ? 10 : 40,
    connections: 4,
    afterS: seconds,
    timeoutMs: 180_000,
  },
  /** Door pairs wanted at least: visitors are added (unmeasured) when the rush made fewer. */
  minDoorPairs: SMOKE ? 1000 : 12_000,
  /**
   * As fast as 8 phones can go: the capacity compared with the ceiling, both up, in alternating
   * rounds (bench/scenarios/door.ts, doorDuel), after an unmeasured warm-up of each.
   */
  doorCapacity: SMOKE
    ? { connections: 4, rounds: 1, roundS: 0.5, warmUpS: 0.3 }
    : { connections: 8, rounds: 4, roundS: Math.max(1, Math.round(seconds * 0.3)), warmUpS: 3 },
  /** Each read for half the load time; the pass lookup rotates over this many passes. */
  reads: SMOKE
    ? { durationS: 0.3, connections: 2, passes: 10 }
    : { durationS: Math.max(3, Math.round(seconds / 2)), connections: 10, passes: 200 },
  lcpRuns: SMOKE ? 1 : 3,
  /**
   * An event with places opened to a rush (issue 30 item 6, `rush-capacity`): `registrations` sent at
   * once from `connections` for `places` places, on each database and on two app instances on
   * PostgreSQL; app and ceiling in turns, `rounds` rushes each on new events, after the same warm-up
   * as the rush above. Then `cancellations` of places of the app's first rush, each offered to the
   * next in line by e-mail within `offerTimeoutMs` (bench/scenarios/offers.ts).
   */
  rushCapacity: SMOKE
    ? { places: 20, registrations: 100, connections: 10, rounds: 1, cancellations: 5, offerTimeoutMs: 60_000 }
    : { places: 1000, registrations: 5000, connections: 50, rounds: 2, cancellations: 100, offerTimeoutMs: 60_000 },
  /** Passes shown to the door's camera in each half of the queue scenario (SPEC flow, admit on scan). */
  doorQueuePasses: SMOKE ? 2 : 20,
};

/**
 * The parts of `npm run bench`, all by default; BENCH_ONLY=rush-capacity (a comma-separated list)
 * runs only those named. `app`: the app and its ceiling on each database (door, registration rush,
 * reads, start-up, web); `live`: the live streams; `scale`: the scale run (also left out by
 * BENCH_SCALE=0); `rush-capacity`: the rush on an event with places.
 */
export const BENCH_PARTS = ['app', 'rush-capacity', 'live', 'scale'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

export function selectedParts(only = process.env.BENCH_ONLY): Set<BenchPart> {
  if (!only?.trim()) return new Set(BENCH_PARTS);
  const named = only.split(',').map((part) => part.trim());
  const unknown = named.filter((part) => !(BENCH_PARTS as readonly string[]).includes(part));
  if (unknown.length) throw new Error(`BENCH_ONLY: no part ${unknown.join(', ')} (parts: ${BENCH_PARTS.join(', ')})`);
  return new Set(named as BenchPart[]);
}

export const BUDGETS = {
  doorP99Ms: 10,
  ratioToCeiling: 0.7,
  /** From a cancellation to the "A place is yours" e-mail to the first in line (issue 30 item 6). */
  offerP99Ms: 5000,
  landingJsGzipBytes: 90_000,
  landingLcpMs: 1500,
  pgliteReadyMs: 3000,
  /** The door as a queue (issue 22), on a quiet machine. */
  doorRecognisedP95Ms: 250,
  doorAdmittedP95Ms: 400,
  doorVisitorsPerMinute: 60,
};
