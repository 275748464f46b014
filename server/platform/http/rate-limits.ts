/**
 * Per-IP limits for the calls that reveal or send something, and for sign-in (DESIGN.md, "Abuse
 * limits"). RATE_LIMIT_PER_MINUTE is the public per-IP budget; 0 turns every limit off. Limits are
 * counted per instance (in memory).
 */
import type { RateLimitOptions } from '@fastify/rate-limit';

export type RouteRateLimit = RateLimitOptions | false;

export interface RateLimits {
  /** Public calls that reveal or send something: pass lookup, resend, register, check-in. */
  publicSensitive: RouteRateLimit;
  /** Sign-in, per IP. */
  login: RouteRateLimit;
}

const message = (retryAfter: string) => `Too many requests. Please wait ${retryAfter} and try again.`;

export function rateLimits(perMinute: number): RateLimits {
  if (perMinute === 0) return { publicSensitive: false, login: false };
  const errorResponseBuilder = (_request: unknown, context: { after: string; statusCode: number }) => ({
    statusCode: context.statusCode,
    message: message(context.after),
  });
  return {
    publicSensitive: { max: perMinute, timeWindow: '1 minute', errorResponseBuilder },
    login: { max: Math.max(5, Math.ceil(perMinute / 6)), timeWindow: '1 minute', errorResponseBuilder },
  };
}
