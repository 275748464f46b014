/** How an admission's outcome is said over HTTP, the same at the door and at the public check-in. */
import { HttpError } from '../../platform/http/errors.ts';
import { refusalStatus } from './admission-rules.ts';
import type { CheckinResult } from './checkin.service.ts';

export const INVALID_QR_MESSAGE = 'This QR code is not valid or has expired.';

/** A refused admission as the HTTP error both routes answer: its status, message and reason. */
export function refusal(result: Extract<CheckinResult, { ok: false }>): HttpError {
  return new HttpError(refusalStatus(result.reason), result.message, {
    reason: result.reason,
    ...(result.checkedInAt ? { checkedInAt: result.checkedInAt.toISOString() } : {}),
  });
}
