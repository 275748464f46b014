import { adminApiPaths } from '@common/admin-api-paths';
import { sessionCalls } from '@common/contracts/session';
import { pages } from '@common/paths';
import type { AdminUser } from '@common/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, callApi, isUnreachable } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The account last signed in on this device, for the door page opened while the server is out of
 * reach (issue 16): the door goes on against its copy, and the server checks the session again at
 * the first sync. Names an account, proves nothing; forgotten at sign-out and on any 401.
 */
const REMEMBERED = 'idevent-door-account';
/** Long enough for a slow network, short enough that a door reloaded offline opens. */
const ME_TIMEOUT_MS = 5000;

function remember(user: AdminUser | null) {
  try {
    if (user) localStorage.setItem(REMEMBERED, JSON.stringify(user));
    else localStorage.removeItem(REMEMBERED);
  } catch {
    // Storage refused (a private window): the door opens online only.
  }
}

function remembered(): AdminUser | null {
  try {
    const user = JSON.parse(localStorage.getItem(REMEMBERED) ?? 'null') as AdminUser | null;
    return user && typeof user.username === 'string' && typeof user.role === 'string' ? user : null;
  } catch {
    return null;
  }
}

/** Signing out on this device: the remembered account and the door's copy go. */
export async function forgetDevice(): Promise<void> {
  remember(null);
  // Loaded only then: IndexedDB's wrapper stays out of every page's first script.
  await (await import('@/lib/door-db')).clearDoorCopy();
}

/**
 * A sign-out the server has not answered yet (the phone was offline, issue 28 item 6): the device has
 * already forgotten the account and the copy, and counts as signed out; the server's session is ended
 * when it answers (at the next check of the session, or when the browser says it is back online).
 * Cleared by that answer, or by a new sign-in (which ends the old session on the server itself).
 */
const SIGN_OUT_PENDING = 'idevent-sign-out-pending';
/** How long the sign-out call waits for the server before it counts as not answered. */
const SIGN_OUT_TIMEOUT_MS = 5000;

export function signOutPending(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_PENDING) !== null;
  } catch {
    return false;
  }
}

export function setSignOutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(SIGN_OUT_PENDING, '1');
    else localStorage.removeItem(SIGN_OUT_PENDING);
  } catch {
    // Storage refused (a private window): the sign-out is sent once, as it is.
  }
}

/**
 * Signing out here, whatever the network: the device forgets at once (the copy, the remembered
 * account), then the server is told. `pending`: it could not be told yet; it will be.
 */
export async function signOut(): Promise<{ pending: boolean }> {
  setSignOutPending(true);
  await forgetDevice();
  const told = await sendPendingSignOut();
  // A copy refresh that was on its way when the sign-out began may have written after the first clear.
  await forgetDevice();
  return { pending: !told };
}

let waitingForNetwork = false;

/** Sends a pending sign-out; true once the server has answered it (the session ended, or was gone). */
export async function sendPendingSignOut(): Promise<boolean> {
  if (!signOutPending()) return true;
  try {
    await callApi(sessionCalls.logout, { timeoutMs: SIGN_OUT_TIMEOUT_MS });
    setSignOutPending(false);
    return true;
  } catch (error) {
    // 401: the session had already ended. Any other answer or none: sent again later.
    if (error instanceof ApiError && error.status === 401) {
      setSignOutPending(false);
      return true;
    }
    if (!waitingForNetwork && typeof window !== 'undefined') {
      waitingForNetwork = true;
      window.addEventListener(
        'online',
        () => {
          waitingForNetwork = false;
          void sendPendingSignOut();
        },
        { once: true },
      );
    }
    return false;
  }
}

/** The signed-in organiser, or null when there is no session (401). Other failures are errors. */
export async function getAdminMe(): Promise<AdminUser | null> {
  // Signed out on this device: no one is signed in here, whether or not the server has heard yet.
  if (signOutPending()) {
    await sendPendingSignOut();
    return null;
  }
  try {
    const user = await apiRequest<AdminUser>('GET', adminApiPaths.me.path, undefined, undefined, ME_TIMEOUT_MS);
    remember(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The session ended: a door's copy leaves the device.
      if (remembered()) await forgetDevice();
      return null;
    }
    // The door page opens offline for the account last signed in here.
    const offlineUser = isUnreachable(error) && location.pathname === pages.adminScan.pattern ? remembered() : null;
    if (offlineUser) return offlineUser;
    throw error;
  }
}

export const adminMeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.me,
    queryFn: getAdminMe,
    // Asked even with the browser offline (the Wi-Fi dropped, issue 29 item 2): the door page opens for
    // the account remembered here, where TanStack's default would pause the check and never open it.
    networkMode: 'always',
  });

export const useAdminMe = () => useQuery(adminMeQueryOptions());
