/**
 * How many pass e-mails go out on request (docs/decisions/017-limits-and-lookup.md): a visitor may
 * ask for an address's pass 5 times an hour (resend, and the lookup with PASS_LOOKUP=email);
 * organisers may send a registration's pass again 5 times an hour (door and undelivered list alike).
 */
import { HttpError } from '../../platform/http/errors.ts';

export const VISITOR_SENDS_PER_HOUR = 5;
export const ORGANISER_SENDS_PER_HOUR = 5;
export const HOUR_MS = 60 * 60 * 1000;

/** 429 for `count` passes (1: "This pass was", more: "These passes were"), with its Retry-After. */
export const organiserSendsRefused = (retryAfterSeconds: number, count = 1) =>
  new HttpError(429, 'pass_sends_limit', {
    count,
    max: ORGANISER_SENDS_PER_HOUR,
    minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
  });
