/**
 * Per-session limits on staff changes (issue 28 item 7): one session cannot write thousands of
 * audited rows in seconds. Two counts per signed-in session, each in a fixed one-minute window:
 *
 * - every state-changing admin call (POST, PUT, PATCH, DELETE under /api/admin), counted by the admin
 *   guard, 1,200 a minute: twice the fastest door measured (588 admissions a minute hands-free, one
 *   call each; a lookup and an admit are two), and far beyond any organiser's clicking (bulk actions
 *   are one call for up to 500 registrations). Sign-out is never limited;
 * - the admissions a door sends up from its offline queue, counted per admission, 1,000 a minute: more
 *   than a door can admit in that time, so a backlog always drains faster than it grew, and a refused
 *   batch stays queued on the phone, which tries again (every 3 s) until it fits.
 *
 * Counted in this process's memory, not in the shared store: a count there would add a database
 * statement to every door admission, the path the bench holds to its budgets. With several instances
 * a session can reach at most the limit on each, which still bounds the burst the review saw (5,000
 * rows in 4 s). RATE_LIMIT_PER_MINUTE=0 turns both off, as it turns off every other limit.
 */
import { englishText } from './errors.ts';
import { type Budget, type BudgetUse, unlimitedBudget } from './rate-limits.ts';

export const ADMIN_WRITES_PER_MINUTE = 1200;
export const DOOR_SYNC_ADMISSIONS_PER_MINUTE = 1000;
const MINUTE_MS = 60_000;

/** A number of uses per session and window, an amount at a time. */
export interface SessionLimit extends Budget {
  take(sid: string, amount?: number): Promise<BudgetUse>;
}

export interface LimitWindow {
  used: number;
  endsAt: number;
}

/**
 * The rule, plainly: `amount` more uses in the key's window (a new window when none is open or it has
 * closed). Allowed when the window's uses, these included, stay within `max`; a refused amount is not
 * counted, so a batch that does not fit yet can fit later in the same window once it is smaller.
 */
export function takeFromWindow(
  window: LimitWindow | undefined,
  amount: number,
  max: number,
  windowMs: number,
  now: number,
): { window: LimitWindow; use: BudgetUse } {
  const open = window && window.endsAt > now ? window : { used: 0, endsAt: now + windowMs };
  const allowed = open.used + amount <= max;
  const next = allowed ? { ...open, used: open.used + amount } : open;
  return { window: next, use: { allowed, retryAfterSeconds: Math.max(1, Math.ceil((open.endsAt - now) / 1000)) } };
}

/** How many sessions' windows are kept at most: the oldest are forgotten first. */
const MAX_KEYS = 100_000;

export function memorySessionLimit(max: number, windowMs = MINUTE_MS, now: () => number = Date.now): SessionLimit {
  const windows = new Map<string, LimitWindow>();
  return {
    async take(sid, amount = 1) {
      const time = now();
      const { window, use } = takeFromWindow(windows.get(sid), amount, max, windowMs, time);
      windows.delete(sid);
      if (windows.size >= MAX_KEYS) {
        for (const [key, old] of windows) if (old.endsAt <= time) windows.delete(key);
        if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
      }
      windows.set(sid, window);
      return use;
    },
  };
}

export const unlimitedSessionLimit: SessionLimit = unlimitedBudget;

/** Both limits, or none with RATE_LIMIT_PER_MINUTE=0. */
export function sessionLimits(limited: boolean): { adminWrites: SessionLimit; doorSync: SessionLimit } {
  if (!limited) return { adminWrites: unlimitedSessionLimit, doorSync: unlimitedSessionLimit };
  return {
    adminWrites: memorySessionLimit(ADMIN_WRITES_PER_MINUTE),
    doorSync: memorySessionLimit(DOOR_SYNC_ADMISSIONS_PER_MINUTE),
  };
}

/** The values of the `admin_writes_too_many` error. */
export const adminWritesValues = (retryAfterSeconds: number) => ({
  max: ADMIN_WRITES_PER_MINUTE,
  seconds: retryAfterSeconds,
});
export const adminWritesMessage = (retryAfterSeconds: number) =>
  englishText('admin_writes_too_many', adminWritesValues(retryAfterSeconds));

/** The values of the `door_sync_too_many` error. */
export const doorSyncValues = (retryAfterSeconds: number) => ({
  max: DOOR_SYNC_ADMISSIONS_PER_MINUTE,
  seconds: retryAfterSeconds,
});
export const doorSyncMessage = (retryAfterSeconds: number) =>
  englishText('door_sync_too_many', doorSyncValues(retryAfterSeconds));
