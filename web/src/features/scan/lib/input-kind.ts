/**
 * What was typed (or "typed" by a USB/Bluetooth barcode scanner) into the door's lookup box: a pass's
 * QR token, an e-mail address or a phone number.
 */

/**
 * The shape of a pass token, `v2.<registration uuid>.<base64url HMAC>`, or `v1.…` for passes sent
 * before version 2 (server/modules/passes/qr-token.ts).
 */
const QR_TOKEN = /^v[12]\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]+$/i;

export type LookupInputKind = 'qr' | 'email' | 'phone';

export function isQrToken(text: string): boolean {
  return QR_TOKEN.test(text.trim());
}

/**
 * The registration a pass token names (its middle part), or null for anything else. Not proof the
 * pass is genuine: only the server can tell (it holds the key of the HMAC).
 */
export function registrationOfPass(text: string): string | null {
  const value = text.trim();
  return QR_TOKEN.test(value) ? value.split('.')[1]!.toLowerCase() : null;
}

export function lookupInputKind(text: string): LookupInputKind {
  const value = text.trim();
  if (isQrToken(value)) return 'qr';
  return value.includes('@') ? 'email' : 'phone';
}
