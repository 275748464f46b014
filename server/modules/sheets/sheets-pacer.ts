/**
 * Keeps the sync within Google's per-minute quotas (60 read and 60 write requests a minute per user,
 * refilled every minute): at most `perMinute` requests start in any 60 s, and none while Google has
 * asked to wait (a 429's Retry-After, or a backoff when it gives none). One window for reads and one
 * for writes per instance, shared by every sync of that instance (decision 028).
 */

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const MINUTE_MS = 60_000;
/** A Retry-After longer than this is read as this: a sync slice never sleeps longer. */
const MAX_WAIT_MS = 10 * MINUTE_MS;

/** When the next request may start: not before `pausedUntil`, and `perMinute` starts in any minute at most. */
export function nextStart(recent: readonly number[], now: number, perMinute: number, pausedUntil: number): number {
  const windowFree = recent.length >= perMinute ? recent[recent.length - perMinute]! + MINUTE_MS : 0;
  return Math.max(now, pausedUntil, windowFree);
}

/** A request could not start before the caller's deadline; `waitMs` from now it could. */
export class WaitTooLong extends Error {
  override name = 'WaitTooLong';
  readonly waitMs: number;

  constructor(waitMs: number) {
    super(`the next request may start in ${waitMs} ms`);
    this.waitMs = waitMs;
  }
}

export interface RequestWindow {
  /** Resolves when a request may be sent (it counts from then); rejects with WaitTooLong past `deadline`. */
  take(deadline?: number): Promise<void>;
  /** Google asked to wait: no request through this window before then. */
  pauseFor(ms: number): void;
}

export function createRequestWindow(perMinute: number, clock: Clock = systemClock): RequestWindow {
  const recent: number[] = [];
  let pausedUntil = 0;
  // One caller at a time decides its start, in arrival order.
  let turns: Promise<void> = Promise.resolve();
  return {
    take(deadline) {
      // A pause past the deadline is known now: no need to queue behind callers sleeping through it.
      const now = clock.now();
      if (deadline !== undefined && pausedUntil > deadline) return Promise.reject(new WaitTooLong(pausedUntil - now));
      const turn = turns.then(async () => {
        for (;;) {
          const now = clock.now();
          const start = nextStart(recent, now, perMinute, pausedUntil);
          if (start <= now) break;
          if (deadline !== undefined && start > deadline) throw new WaitTooLong(start - now);
          await clock.sleep(start - now);
        }
        recent.push(clock.now());
        if (recent.length > perMinute) recent.splice(0, recent.length - perMinute);
      });
      turns = turn.catch(() => undefined);
      return turn;
    },
    pauseFor(ms) {
      pausedUntil = Math.max(pausedUntil, clock.now() + Math.min(ms, MAX_WAIT_MS));
    },
  };
}

/** A Retry-After header (seconds, or an HTTP date) in milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.min(Math.round(Number(value) * 1000), MAX_WAIT_MS);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.min(Math.max(0, at - now), MAX_WAIT_MS);
}

/** Google's advice without a Retry-After: 1 s, 2 s, 4 s… up to 64 s, plus up to a second at random. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  return Math.min(64_000, 1000 * 2 ** attempt) + Math.floor(random() * 1000);
}
