/** How hard and how long the bench pushes. BENCH_SECONDS shortens or lengthens every load run. */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

export const SETTINGS = {
  postgresServerUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  events: 3,
  /** Each registration gives the door this many new (registration, exhibit) pairs. */
  exhibitsPerEvent: 8,
  /**
   * Registrations at full speed before anything is measured, on the app and the ceiling alike: the
   * JIT (and for PGlite the WebAssembly tier-up) is done by then. On PGlite the first 4 s cost 2-3x
   * the CPU per registration of the following ones.
   */
  warmUp: { durationS: 5, connections: 10 },
  rush: { durationS: seconds, connections: 10, mailTimeoutMs: 180_000 },
  /** A busy door: 50 door requests (100 calls) a second from 4 phones; the p99 budget applies here. */
  doorPaced: { durationS: seconds, connections: 4, doorRequestsPerS: 50 },
  /** Door pairs wanted at least: visitors are added (unmeasured) when the rush made fewer. */
  minDoorPairs: 12_000,
  /**
   * As fast as 8 phones can go: the capacity compared with the ceiling, both up, in alternating
   * rounds (bench/scenarios/door.ts, doorDuel), after an unmeasured warm-up of each.
   */
  doorCapacity: { connections: 8, rounds: 4, roundS: Math.max(1, Math.round(seconds * 0.3)), warmUpS: 3 },
  /** Each read for half the load time; the pass lookup rotates over this many passes. */
  reads: { durationS: Math.max(3, Math.round(seconds / 2)), connections: 10, passes: 200 },
  lcpRuns: 3,
  /** Passes shown to the door's camera in each half of the queue scenario (SPEC flow, admit on scan). */
  doorQueuePasses: 20,
};

export const BUDGETS = {
  doorP99Ms: 10,
  ratioToCeiling: 0.7,
  landingJsGzipBytes: 90_000,
  landingLcpMs: 1500,
  pgliteReadyMs: 3000,
  /** The door as a queue (issue 22), on a quiet machine. */
  doorRecognisedP95Ms: 250,
  doorAdmittedP95Ms: 400,
  doorVisitorsPerMinute: 60,
};
