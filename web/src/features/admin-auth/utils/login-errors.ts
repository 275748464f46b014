/** What the login page says for each `error` value the sign-in flow puts in its address, and for a refused sign-in. */
import type { TFunction } from '@common/i18n/translator';
import { ApiError, userMessage } from '@/lib/api-client';

export interface LoginError {
  title: string;
  message: string;
}

/** Each `error` value's title and message keys (the `staff` catalogue). */
const KEYS: Record<string, { title: string; message: string }> = {
  unauthorized: { title: 'staff:login.error.accessDenied.title', message: 'staff:login.error.accessDenied.message' },
  signin_failed: { title: 'staff:login.error.signinFailed.title', message: 'staff:login.error.signinFailed.message' },
  oidc_not_configured: {
    title: 'staff:login.error.oidcNotConfigured.title',
    message: 'staff:login.error.oidcNotConfigured.message',
  },
  account_disabled: {
    title: 'staff:login.error.accountDisabled.title',
    message: 'staff:login.error.accountDisabled.message',
  },
  provider_unavailable: {
    title: 'staff:login.error.providerUnavailable.title',
    message: 'staff:login.error.providerUnavailable.message',
  },
};

const UNKNOWN = { title: 'staff:login.error.signinFailed.title', message: 'staff:login.error.unknown.message' };

/** The message for an `error` query value; an unknown value still gets a general one, a missing one none. */
export function loginError(t: TFunction, value: string | null | undefined): LoginError | null {
  const key = value?.trim();
  if (!key) return null;
  const keys = Object.hasOwn(KEYS, key) ? (KEYS[key] ?? UNKNOWN) : UNKNOWN;
  return { title: t(keys.title), message: t(keys.message) };
}

/**
 * Why the staff account's sign-in was refused: the server's code in the reader's language; a wrong
 * username or password (401, answered before the server named its codes) in the staff catalogue's words.
 */
export function signInFailure(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && !error.code && error.status === 401) return t('staff:login.wrongCredentials');
  return userMessage(error, t('staff:login.failed'));
}
