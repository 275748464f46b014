/**
 * Failed sign-ins counted per account, not only per address (issue 14): after 10 in 15 minutes the
 * account waits until the window closes, whatever address the attempts come from. The counts are
 * the shared rate counter's (every instance's, on PostgreSQL).
 */
import type { RateCounter } from '../../platform/http/rate-counter.ts';

export const ACCOUNT_FAILURE_LIMIT = 10;
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const accountWaitMessage = (minutes: number) =>
  `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

export interface AccountLockout {
  /** The minutes the account must still wait, or 0 when it may try. */
  waitMinutes(username: string): Promise<number>;
  /** Counts one failed sign-in of the account. */
  failed(username: string): Promise<void>;
}

export function createAccountLockout(counter: RateCounter): AccountLockout {
  const key = (username: string) => `sign-in-failures:${username.trim().toLowerCase()}`;
  return {
    async waitMinutes(username) {
      const { count, resetInMs } = await counter.peek(key(username));
      return count >= ACCOUNT_FAILURE_LIMIT ? Math.max(1, Math.ceil(resetInMs / 60_000)) : 0;
    },
    async failed(username) {
      await counter.hit(key(username), ACCOUNT_FAILURE_WINDOW_MS);
    },
  };
}
