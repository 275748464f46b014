/**
 * The QR pass payload: `v1.<registrationId>.<signature>`, an HMAC-SHA256 of the id under the server
 * secret. Never the e-mail or a bare id, so a pass cannot be guessed or forged; a tampered token is
 * refused here, before any database work.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const VERSION = 'v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface QrTokens {
  sign(registrationId: string): string;
  /** The registration id the token was signed for, or null for anything forged, altered or malformed. */
  verify(token: string): string | null;
}

export function createQrTokens(secret: string): QrTokens {
  const signature = (registrationId: string) =>
    createHmac('sha256', secret).update(`${VERSION}.${registrationId}`).digest('base64url');
  return {
    sign(registrationId) {
      return `${VERSION}.${registrationId}.${signature(registrationId)}`;
    },
    verify(token) {
      const parts = token.trim().split('.');
      if (parts.length !== 3) return null;
      const [version, registrationId, given] = parts as [string, string, string];
      if (version !== VERSION || !UUID.test(registrationId)) return null;
      const expected = Buffer.from(signature(registrationId));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      return registrationId;
    },
  };
}
