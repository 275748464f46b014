/** How an admission's outcome is said over HTTP, the same at the door and at the public check-in. */
import { englishText, HttpError } from '../../platform/http/errors.ts';
import { refusalStatus } from './admission-rules.ts';
import type { CheckinResult } from './checkin.service.ts';

export const INVALID_QR_MESSAGE = englishText('qr_code_invalid');

/**
 * A refused admission as the HTTP error both routes answer: its status, message and reason. Its code
 * is its reason (the door's codes, translated by the door's catalogue), its words the door's.
 */
export function refusal(result: Extract<CheckinResult, { ok: false }>): HttpError {
  return HttpError.spoken(refusalStatus(result.reason), result.reason, result.message, {
    reason: result.reason,
    ...(result.checkedInAt ? { checkedInAt: result.checkedInAt.toISOString() } : {}),
  });
}
