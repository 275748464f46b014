/**
 * This door phone's id: random, made once and kept in the browser, sent with every door call
 * (`X-Door-Device`) so the audit trail says which device admitted whom (decision 025). It names a
 * device, not a person, and proves nothing: the session says who is signed in.
 */
import { newRequestId } from './request-id';

const KEY = 'idevent-door-device';
let cached: string | undefined;

export function doorDeviceId(): string {
  if (cached) return cached;
  try {
    cached = localStorage.getItem(KEY) ?? undefined;
    if (!cached) {
      cached = newRequestId();
      localStorage.setItem(KEY, cached);
    }
  } catch {
    // Storage refused (a private window): an id for this page's life.
    cached ??= newRequestId();
  }
  return cached;
}

/** The headers of a door call. */
export const doorHeaders = (): Record<string, string> => ({ 'x-door-device': doorDeviceId() });

/** A door call: POST with the device's id. */
export { apiRequest as doorRequest } from '@/lib/api-client';
