/**
 * Where sign-in sends the organiser afterwards: the admin page they asked for (`?next=` on the login
 * page, and through the identity provider's round trip). Only a path of this site's admin area is
 * accepted, as it is written (no `//host`, backslash, dot segment or control character), so a link
 * to the login page can never send anyone to another site (an open redirect).
 */
import { paths } from './paths.ts';

const MAX_LENGTH = 2000;
const PROBE_ORIGIN = 'https://id-event.invalid';

/** `value` when it is a same-site admin path to return to after sign-in, else undefined. */
export function signInReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith('/admin/') || /[\\\s\p{Cc}]/u.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  // Resolving must change nothing: no dot segments, no other host.
  if (url.origin !== PROBE_ORIGIN || `${url.pathname}${url.search}${url.hash}` !== value) return undefined;
  if (url.pathname === paths.adminLogin || url.pathname === `${paths.adminLogin}/`) return undefined;
  return value;
}

/** The login page, asking to come back to `returnTo` afterwards (when it may be returned to). */
export function signInPath(returnTo: string): string {
  const next = signInReturnPath(returnTo);
  return next && next !== paths.adminDashboard
    ? `${paths.adminLogin}?next=${encodeURIComponent(next)}`
    : paths.adminLogin;
}
