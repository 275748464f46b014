import { ApiError } from '@/lib/api-client';

/**
 * What a failed door call says when the server sent no message of its own (SPEC section 7): a lookup
 * falls back to 'HTTP {status}' (an answer without a message) or 'Lookup failed' (no answer at all),
 * a resend to 'Resend failed', an admit to 'Request failed'. The server's message wins when there is one.
 */
export function lookupFailureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? `HTTP ${error.status}`;
  return 'Lookup failed';
}

export function resendFailureText(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || 'Resend failed';
}

export function admitFailureText(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || 'Request failed';
}
