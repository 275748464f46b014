/**
 * Per-IP limits for the calls that reveal or send something, and for sign-in (DESIGN.md, "Abuse
 * limits"), and per-key budgets (pass e-mails per address or per registration). RATE_LIMIT_PER_MINUTE
 * is the public per-IP budget; 0 turns every limit off. The counts live in a RateCounter: shared in
 * PostgreSQL, in memory on PGlite (docs/decisions/017-limits-and-lookup.md).
 */
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import type { RateCounter } from './rate-counter.ts';

export type RouteRateLimit = RateLimitOptions | false;

export interface RateLimits {
  /** Public calls that reveal or send something: pass lookup, resend, register, check-in. */
  publicSensitive: RouteRateLimit;
  /** Sign-in, per IP. */
  login: RouteRateLimit;
}

/**
 * Whose budget a request spends: its client address (behind a trusted proxy, the one the proxy saw),
 * with IPv6 grouped by /64, the block one subscriber usually gets: a client cannot walk through its
 * own block for fresh budgets. An IPv4-mapped IPv6 address counts as the IPv4 address.
 */
export const clientKey = (ip: string) => normalizeIP(ip, 64);

/**
 * The refusal of a spent per-IP budget: the plugin's wait ("30 seconds", "1 minute": ms's long
 * format of whole seconds) as a count and its unit, the code's values.
 */
export function rateLimitRefusal(statusCode: number, ttlInSeconds: number): HttpError {
  const seconds = Math.max(1, ttlInSeconds);
  return seconds >= 60
    ? new HttpError(statusCode, 'too_many_requests_minutes', { minutes: Math.round(seconds / 60) })
    : new HttpError(statusCode, 'too_many_requests_seconds', { seconds });
}

export function rateLimits(perMinute: number): RateLimits {
  if (perMinute === 0) return { publicSensitive: false, login: false };
  const errorResponseBuilder = (_request: unknown, context: { ttl: number; statusCode: number }) =>
    rateLimitRefusal(context.statusCode, Math.ceil(context.ttl / 1000));
  const keyGenerator = (request: FastifyRequest) => clientKey(request.ip);
  return {
    publicSensitive: { max: perMinute, timeWindow: '1 minute', keyGenerator, errorResponseBuilder },
    login: {
      max: Math.max(5, Math.ceil(perMinute / 6)),
      timeWindow: '1 minute',
      keyGenerator,
      errorResponseBuilder,
    },
  };
}

export interface BudgetUse {
  allowed: boolean;
  /** When the budget is spent: seconds until it is whole again. */
  retryAfterSeconds: number;
}

/** A number of uses per key and window (pass e-mails per address, say), counted on every instance. */
export interface Budget {
  take(key: string): Promise<BudgetUse>;
}

export const unlimitedBudget: Budget = { take: async () => ({ allowed: true, retryAfterSeconds: 0 }) };

export function createBudget(counter: RateCounter, name: string, max: number, windowMs: number): Budget {
  return {
    async take(key) {
      const { count, resetInMs } = await counter.hit(`${name}|${key}`, windowMs);
      return { allowed: count <= max, retryAfterSeconds: Math.ceil(resetInMs / 1000) };
    },
  };
}
