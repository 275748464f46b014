/**
 * Local sign-ins, a few at a time. Each checks a password with scrypt: about 0.35 s and 64 MiB on
 * libuv's thread pool (4 threads), which also reads the app's static files; a dozen sign-ins at once
 * held every thread and stalled the site for seconds. Two attempts run at once and four more wait
 * (under a second); any further one is answered at once, before any database work, with a 503 asking
 * to try again in a moment.
 */
import { BusyError, createConcurrencyLimit } from '../../platform/concurrency-limit.ts';
import { englishText, serviceUnavailable } from '../../platform/http/errors.ts';

export const SIGN_IN_BUSY_MESSAGE = englishText('sign_in_busy');

export interface SignInLimit {
  /** Runs one sign-in attempt in its turn, or throws a 503 (Retry-After: 1) when too many are under way. */
  run<T>(attempt: () => Promise<T>): Promise<T>;
}

export function createSignInLimit(options = { concurrency: 2, queue: 4 }): SignInLimit {
  const limit = createConcurrencyLimit(options);
  return {
    async run(attempt) {
      try {
        return await limit.run(attempt);
      } catch (error) {
        if (error instanceof BusyError) throw serviceUnavailable('sign_in_busy', 1);
        throw error;
      }
    },
  };
}
