/**
 * The link a pass e-mail carries. With PASS_LOOKUP=show (the SPEC) it is /my-pass, where anyone finds
 * the pass by address. With PASS_LOOKUP=email the lookup shows nothing, so the e-mail links to
 * /my-pass?token=<link token>, which shows that one pass (GET /api/pass/{token}).
 *
 * A link token is `l1.<registrationId>.<expires, Unix seconds>.<HMAC-SHA256>` under a key derived
 * from the server secret for links alone: a link token is never a QR pass, nor a QR pass a link. It
 * expires a week after its event ends (a week after it is made, for an event already over).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const VERSION = 'l1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export type PassLookupMode = 'show' | 'email';

export type LinkCheck = { registrationId: string } | 'expired' | 'invalid';

export interface PassLinkTokens {
  sign(registrationId: string, expiresAt: Date): string;
  verify(token: string, now: Date): LinkCheck;
}

/** When a link made now for an event ending at `eventEnd` stops working. */
export function passLinkExpiry(eventEnd: Date, now: Date): Date {
  return new Date(Math.max(eventEnd.getTime(), now.getTime()) + WEEK_MS);
}

export function createPassLinkTokens(secret: string): PassLinkTokens {
  const key = createHmac('sha256', secret).update('pass-link-tokens').digest();
  const signature = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(registrationId, expiresAt) {
      const payload = `${VERSION}.${registrationId}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return `${payload}.${signature(payload)}`;
    },
    verify(token, now) {
      const parts = token.split('.');
      if (parts.length !== 4) return 'invalid';
      const [version, registrationId, expires, given] = parts as [string, string, string, string];
      if (version !== VERSION || !UUID.test(registrationId) || !/^\d{1,12}$/.test(expires)) return 'invalid';
      const expected = Buffer.from(signature(`${version}.${registrationId}.${expires}`));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid';
      if (Number(expires) * 1000 <= now.getTime()) return 'expired';
      return { registrationId };
    },
  };
}

/** The address of a registration's pass, as its e-mail links to it. */
export type PassUrl = (registrationId: string, eventEnd: Date) => string;

export function createPassUrl(options: {
  mode: PassLookupMode;
  publicUrl: string;
  tokens: PassLinkTokens;
  now: () => Date;
}): PassUrl {
  const page = `${options.publicUrl}/my-pass`;
  if (options.mode === 'show') return () => page;
  return (registrationId, eventEnd) => {
    const now = options.now();
    return `${page}?token=${options.tokens.sign(registrationId, passLinkExpiry(eventEnd, now))}`;
  };
}
