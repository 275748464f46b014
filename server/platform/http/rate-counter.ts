/**
 * Counting hits per key in a fixed window that opens with the key's first hit: what every rate limit
 * and per-address budget is built on. In memory for one process (PGlite); `postgres-rate-counter.ts`
 * shares the counts between instances. `failOpen` keeps a broken store from refusing anyone.
 */

export interface RateCount {
  /** Hits of the key in its current window, this one included. */
  count: number;
  /** Milliseconds until the window closes and the count starts again. */
  resetInMs: number;
}

export interface RateCounter {
  /** Counts one hit of `key`; a window of `windowMs` opens with the first hit after the last one closed. */
  hit(key: string, windowMs: number): Promise<RateCount>;
  /** The key's hits in its open window (0 when none is open), without counting one. */
  peek(key: string): Promise<RateCount>;
  close(): void;
}

/** How many keys the memory counter keeps at most: the oldest windows are forgotten first. */
const MEMORY_MAX_KEYS = 100_000;
const MEMORY_SWEEP_MS = 60_000;

export function memoryRateCounter(now: () => number = Date.now): RateCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
  }, MEMORY_SWEEP_MS);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        windows.delete(key);
        if (windows.size >= MEMORY_MAX_KEYS) windows.delete(windows.keys().next().value!);
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count++;
      return { count: window.count, resetInMs: window.endsAt - time };
    },
    async peek(key) {
      const time = now();
      const window = windows.get(key);
      if (!window || window.endsAt <= time) return { count: 0, resetInMs: 0 };
      return { count: window.count, resetInMs: window.endsAt - time };
    },
    close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

const FAILURE_LOG_EVERY_MS = 10_000;

/**
 * A counter that lets the request through (a count of 0) when the store fails, with a log line at
 * most every 10 s: limits protect against abuse, and an unreachable database is answered by the
 * route's own work (503), not by the limiter (docs/decisions/017-limits-and-lookup.md).
 */
export function failOpen(
  counter: RateCounter,
  log: { warn: (object: object, message: string) => void },
  now: () => number = Date.now,
): RateCounter {
  let lastLogged = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return {
    async hit(key, windowMs) {
      try {
        return await counter.hit(key, windowMs);
      } catch (error) {
        unlogged++;
        if (now() - lastLogged >= FAILURE_LOG_EVERY_MS) {
          log.warn({ err: error, failures: unlogged }, 'rate limit store failed: requests are let through uncounted');
          lastLogged = now();
          unlogged = 0;
        }
        return { count: 0, resetInMs: windowMs };
      }
    },
    async peek(key) {
      try {
        return await counter.peek(key);
      } catch {
        return { count: 0, resetInMs: 0 };
      }
    },
    close: () => counter.close(),
  };
}
