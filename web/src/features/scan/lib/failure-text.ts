import type { TFunction } from '@common/i18n/translator';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { DoorOfflineError, NO_COPY_OFFLINE_MESSAGE, RESEND_OFFLINE_MESSAGE } from './door-offline-error';

/**
 * What a failed door call says when the server sent no message of its own (SPEC section 7): a lookup
 * falls back to 'HTTP {status}' (an answer without a message) or 'Lookup failed' (no answer at all),
 * a resend to 'Resend failed', an admit to 'Request failed'. The server's words win when there are
 * some (in the reader's language by their code: web/src/lib/error-text.ts); a call the door could not
 * make offline says why (issue 29 item 2). `t` needs the door and errors namespaces.
 */
export function lookupFailureText(t: TFunction, error: unknown): string {
  if (error instanceof DoorOfflineError) return offlineText(t, error);
  if (error instanceof ApiError) {
    return errorText(t, error, t('door:failure.http', { status: error.status }));
  }
  return t('door:failure.lookup');
}

/** A pass that could not be checked: the server's words, else why (offline), else 'Failed to validate QR code.'. */
export function validateFailureText(t: TFunction, error: unknown): string {
  if (error instanceof DoorOfflineError) return offlineText(t, error);
  if (error instanceof ApiError || error instanceof TypeError || !(error instanceof Error) || !error.message) {
    return errorText(t, error, t('door:failure.validate'));
  }
  return error.message;
}

export function resendFailureText(t: TFunction, error: unknown): string {
  if (error instanceof DoorOfflineError) return offlineText(t, error);
  return errorText(t, error, t('door:failure.resend'));
}

export function admitFailureText(t: TFunction, error: unknown): string {
  if (error instanceof DoorOfflineError) return offlineText(t, error);
  return errorText(t, error, t('door:failure.request'));
}

/** A call the door could not make offline: its words, in the reader's language. */
function offlineText(t: TFunction, error: DoorOfflineError): string {
  if (error.message === NO_COPY_OFFLINE_MESSAGE) return t('door:failure.noCopyOffline');
  if (error.message === RESEND_OFFLINE_MESSAGE) return t('door:failure.resendOffline');
  return error.message;
}
