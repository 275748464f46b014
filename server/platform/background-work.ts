/**
 * Work the app does on its own (a timer's round), told apart from a request's: whatever runs inside
 * `inBackground` sees its name in `backgroundWork`. A test counting the queries of one request leaves
 * such work out (tests/support/query-counter.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const backgroundWork = new AsyncLocalStorage<string>();

export const inBackground = <T>(name: string, work: () => Promise<T>): Promise<T> => backgroundWork.run(name, work);
