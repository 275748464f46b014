/**
 * How busy the server is answering requests, over the last quarter second: the average number of
 * requests in flight (the time spent on them per unit of time; Little's law) and how many were
 * answered. Background work that can wait (the pass e-mails) waits while either says busy, so a
 * registration rush or a queue at the door is answered first and the e-mails follow in the next lull;
 * another instance with no traffic takes them at once. The wait is bounded, well inside a job's lease.
 *
 * Both are needed. On PostgreSQL a request waits on the database, requests overlap, and ten
 * connections registering nonstop keep about 10 in flight. On PGlite the database runs on the event
 * loop, so handlers hardly overlap. A flood of quick reads there keeps the server fully busy with
 * well under 1 in flight, because parsing and writing happen outside the handlers' time. The
 * request rate sees that flood. A door at 50 scans a second (100 calls, about 0.3 in flight) stays
 * below both thresholds, and its e-mails go out at once. Long-lived streams are not counted.
 */
import type { FastifyInstance } from 'fastify';

export const WINDOW_MS = 250;
/** Requests in flight on average from which the server counts as busy. */
export const BUSY_FROM = 1;
/** Requests answered per second from which the server counts as busy, however quick they were. */
export const BUSY_FROM_PER_S = 400;
const QUIET_WINDOWS = 2;

export interface RequestLoad {
  /** Requests in flight on average over the last window. */
  current(): number;
  /** Resolves once the server is not busy, or after `maxWaitMs` at the latest. */
  whenQuiet(maxWaitMs: number): Promise<void>;
  stop(): void;
}

export function trackRequestLoad(app: FastifyInstance): RequestLoad {
  let busyMs = 0;
  let answered = 0;
  let load = 0;
  let quietWindows = QUIET_WINDOWS;
  const busyFromPerWindow = (BUSY_FROM_PER_S * WINDOW_MS) / 1000;
  // A stream (event-streams.ts) hijacks its reply, so its hours open never reach onResponse.
  app.addHook('onResponse', (_request, reply, done) => {
    busyMs += reply.elapsedTime;
    answered++;
    done();
  });
  const timer = setInterval(() => {
    load = busyMs / WINDOW_MS;
    const busy = load >= BUSY_FROM || answered >= busyFromPerWindow;
    busyMs = 0;
    answered = 0;
    quietWindows = busy ? 0 : quietWindows + 1;
  }, WINDOW_MS);
  timer.unref();
  return {
    current: () => load,
    async whenQuiet(maxWaitMs) {
      const deadline = Date.now() + maxWaitMs;
      while (quietWindows < QUIET_WINDOWS && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(WINDOW_MS, deadline - Date.now())));
      }
    },
    stop: () => clearInterval(timer),
  };
}
