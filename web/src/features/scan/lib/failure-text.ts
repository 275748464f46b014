import { ApiError } from '@/lib/api-client';
import { DoorOfflineError } from './door-offline-error';

/**
 * What a failed door call says when the server sent no message of its own (SPEC section 7): a lookup
 * falls back to 'HTTP {status}' (an answer without a message) or 'Lookup failed' (no answer at all),
 * a resend to 'Resend failed', an admit to 'Request failed'. The server's message wins when there is one;
 * a call the door could not make offline says why (issue 29 item 2).
 */
export function lookupFailureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? `HTTP ${error.status}`;
  if (error instanceof DoorOfflineError) return error.message;
  return 'Lookup failed';
}

export function resendFailureText(error: unknown): string {
  if (error instanceof DoorOfflineError) return error.message;
  return (error instanceof ApiError && error.serverMessage) || 'Resend failed';
}

export function admitFailureText(error: unknown): string {
  if (error instanceof DoorOfflineError) return error.message;
  return (error instanceof ApiError && error.serverMessage) || 'Request failed';
}
