/**
 * How busy the server is answering requests: the average number of requests in flight over the last
 * quarter second (the time spent on them per unit of time; Little's law). Background work that can
 * wait (the pass e-mails) waits while it is 1 or more, so a registration rush or a queue at the door
 * is answered first and the e-mails follow in the next lull; another instance with no traffic takes
 * them at once. A door at 50 scans a second keeps it near 0.3; ten connections registering nonstop
 * near 10. The wait is bounded, well inside a job's lease.
 */
import type { FastifyInstance } from 'fastify';

export const WINDOW_MS = 250;
/** Requests in flight on average from which the server counts as busy. */
export const BUSY_FROM = 1;
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
  let load = 0;
  let quietWindows = QUIET_WINDOWS;
  app.addHook('onResponse', (_request, reply, done) => {
    busyMs += reply.elapsedTime;
    done();
  });
  const timer = setInterval(() => {
    load = busyMs / WINDOW_MS;
    busyMs = 0;
    quietWindows = load < BUSY_FROM ? quietWindows + 1 : 0;
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
