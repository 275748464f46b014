/**
 * The QR pass payload: `v2.<registrationId>.<signature>`, an HMAC-SHA256 of `v2.<id>` under the key
 * derived from the server secret for passes alone (platform/secrets.ts). Never the e-mail or a bare
 * id, so a pass cannot be guessed or forged; a tampered token is refused here, before any database
 * work. Passes sent before keys were derived carry `v1.…`, signed under the secret itself, and are
 * still accepted (they are in visitors' inboxes). After a rotation, a pass signed with the previous
 * secret is accepted too. See docs/decisions/002-qr-pass-token.md and 018-durability-and-secrets.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../platform/secrets.ts';

const VERSION = 'v2';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface QrTokens {
  sign(registrationId: string): string;
  /** The registration id the token was signed for, or null for anything forged, altered or malformed. */
  verify(token: string): string | null;
}

/** `secret` signs; `previous` (APP_SECRET_PREVIOUS) still verifies. */
export function createQrTokens(secret: string, previous?: string): QrTokens {
  const secrets = previous ? [secret, previous] : [secret];
  const keys: Record<string, (string | Buffer)[]> = {
    v2: secrets.map((each) => deriveKey(each, 'qr-pass')),
    v1: secrets,
  };
  const signature = (key: string | Buffer, version: string, registrationId: string) =>
    createHmac('sha256', key).update(`${version}.${registrationId}`).digest('base64url');
  return {
    sign(registrationId) {
      return `${VERSION}.${registrationId}.${signature(keys[VERSION]![0]!, VERSION, registrationId)}`;
    },
    verify(token) {
      const parts = token.trim().split('.');
      if (parts.length !== 3) return null;
      const [version, registrationId, given] = parts as [string, string, string];
      const candidates = Object.hasOwn(keys, version) ? keys[version]! : [];
      if (candidates.length === 0 || !UUID.test(registrationId)) return null;
      const actual = Buffer.from(given);
      for (const key of candidates) {
        const expected = Buffer.from(signature(key, version, registrationId));
        if (actual.length === expected.length && timingSafeEqual(actual, expected)) return registrationId;
      }
      return null;
    },
  };
}
