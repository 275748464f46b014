/**
 * The personal link every e-mail of a registration carries (issue 30 item 2): `/my-registration/<token>`,
 * the visitor's own page, where they see their pass (or their place in line), edit their details and
 * cancel. Whoever holds the link can cancel the registration, so it is signed and unguessable, and it
 * is never the pass: a pass shown at the door (or photographed) does not open the page, nor does the
 * page's link admit anyone.
 *
 * A token is `m1.<registrationId>.<expires, Unix seconds>.<HMAC-SHA256>` under a key derived from the
 * app secret for these links alone (platform/secrets.ts), so it is neither a QR pass (`v2.…`) nor a
 * pass link (`l1.…`). It expires a week after its event ends (a week after it is made, for an event
 * already over), as the pass link does: each e-mail carries a fresh one. After a rotation of the
 * secret, a link signed with the previous one still opens (APP_SECRET_PREVIOUS).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../platform/secrets.ts';
import { type LinkCheck, passLinkExpiry } from './pass-link.ts';

const VERSION = 'm1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface RegistrationLinkTokens {
  sign(registrationId: string, expiresAt: Date): string;
  verify(token: string, now: Date): LinkCheck;
}

/** `secret` signs; `previous` (APP_SECRET_PREVIOUS) still opens the links made with it. */
export function createRegistrationLinkTokens(secret: string, previous?: string): RegistrationLinkTokens {
  const keys = (previous ? [secret, previous] : [secret]).map((each) => deriveKey(each, 'registration-link'));
  const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(registrationId, expiresAt) {
      const payload = `${VERSION}.${registrationId}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return `${payload}.${signature(keys[0]!, payload)}`;
    },
    verify(token, now) {
      const parts = token.trim().split('.');
      if (parts.length !== 4) return 'invalid';
      const [version, registrationId, expires, given] = parts as [string, string, string, string];
      if (version !== VERSION || !UUID.test(registrationId) || !/^\d{1,12}$/.test(expires)) return 'invalid';
      const payload = `${version}.${registrationId}.${expires}`;
      const actual = Buffer.from(given);
      const genuine = keys.some((key) => {
        const expected = Buffer.from(signature(key, payload));
        return actual.length === expected.length && timingSafeEqual(actual, expected);
      });
      if (!genuine) return 'invalid';
      if (Number(expires) * 1000 <= now.getTime()) return 'expired';
      return { registrationId };
    },
  };
}

/** The address of a registration's own page, as its e-mails link to it. */
export type RegistrationUrl = (registrationId: string, eventEnd: Date) => string;

export function createRegistrationUrl(options: {
  publicUrl: string;
  tokens: RegistrationLinkTokens;
  now: () => Date;
}): RegistrationUrl {
  return (registrationId, eventEnd) => {
    const token = options.tokens.sign(registrationId, passLinkExpiry(eventEnd, options.now()));
    return `${options.publicUrl}/my-registration/${token}`;
  };
}
