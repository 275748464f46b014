/**
 * @fastify/rate-limit's `store` over a RateCounter: each route limit counts under its own prefix
 * (method and route, as the library's Redis store does), so one client's lookups and registrations
 * keep separate budgets, on every instance alike. (The library builds the store with `new`, so the
 * counter is closed over.)
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateCounter } from './rate-counter.ts';

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

export function rateLimitStore(counter: RateCounter): FastifyRateLimitStoreCtor {
  class RateCounterStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      counter.hit(this.prefix + key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      // At run time: the options merged for the route, with `routeInfo` (the library's README).
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } };
      return new RateCounterStore(routeOptions, `${String(routeInfo?.method)} ${String(routeInfo?.url)}|`);
    }
  }
  return RateCounterStore as unknown as FastifyRateLimitStoreCtor;
}
