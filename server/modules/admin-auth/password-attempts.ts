/**
 * Wrong passwords, counted so that no one can lock an account for others (issue 28 item 5, decision
 * 033; it replaces issue 14's lock of the whole account, which let anyone keep the owner out):
 * - per account and address: an address that gave an account 10 wrong passwords in 15 minutes is
 *   refused (429) for that account until the window closes. Other addresses are not.
 * - per account: every attempt on an account with 5 or more failures in 15 minutes, from anywhere,
 *   waits before its password is checked: 0.25 s, doubling with each further failure, at most 3 s.
 *   The right password from an address that never failed still gets in, a little later.
 * A sign-in and a "Change password" count alike (a wrong current password is a failure). The counts
 * are the shared rate counter's (every instance's, on PostgreSQL), whatever RATE_LIMIT_PER_MINUTE says.
 */
import { englishText, type HttpError, tooManyRequests } from '../../platform/http/errors.ts';
import type { RateCount, RateCounter } from '../../platform/http/rate-counter.ts';
import { clientKey } from '../../platform/http/rate-limits.ts';

export const ADDRESS_FAILURE_LIMIT = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** The account's failures (from any address) from which each attempt waits. */
export const DELAY_FROM_FAILURES = 5;
export const FIRST_DELAY_MS = 250;
export const MAX_DELAY_MS = 3000;

/** How long an attempt on an account waits, from the account's failures in the window. */
export function accountDelayMs(failures: number): number {
  if (failures < DELAY_FROM_FAILURES) return 0;
  // 2 ** 4 is already past the cap: no overflow whatever the count.
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - DELAY_FROM_FAILURES, 8));
}

/** The minutes an address must still wait for an account, or 0 when it may try. */
export function addressWaitMinutes({ count, resetInMs }: RateCount): number {
  return count >= ADDRESS_FAILURE_LIMIT ? Math.max(1, Math.ceil(resetInMs / 60_000)) : 0;
}

export const addressWaitMessage = (minutes: number) => englishText('sign_in_address_wait', { minutes });

/** The audit reason of an attempt refused by the address's count. */
export const ADDRESS_REFUSED_REASON = 'too many failures from this address';

export interface PasswordAttempts {
  /**
   * Before a password of `username` is checked for a client at `ip`: the 429 (with Retry-After) to
   * answer when the address is over its count for the account, else null once the account's delay
   * has passed.
   */
  before(username: string, ip: string): Promise<HttpError | null>;
  /** Counts one wrong password of the account from the address. */
  failed(username: string, ip: string): Promise<void>;
}

const accountOf = (username: string) => username.trim().toLowerCase();

export function createPasswordAttempts(
  counter: RateCounter,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): PasswordAttempts {
  const accountKey = (username: string) => `password-failures:${accountOf(username)}`;
  const addressKey = (username: string, ip: string) => `password-failures:${accountOf(username)}|${clientKey(ip)}`;
  return {
    async before(username, ip) {
      const [fromHere, everywhere] = await Promise.all([
        counter.peek(addressKey(username, ip)),
        counter.peek(accountKey(username)),
      ]);
      const wait = addressWaitMinutes(fromHere);
      if (wait > 0) return tooManyRequests('sign_in_address_wait', wait * 60, { minutes: wait });
      const delay = accountDelayMs(everywhere.count);
      if (delay > 0) await sleep(delay);
      return null;
    },
    async failed(username, ip) {
      await Promise.all([
        counter.hit(addressKey(username, ip), FAILURE_WINDOW_MS),
        counter.hit(accountKey(username), FAILURE_WINDOW_MS),
      ]);
    },
  };
}
