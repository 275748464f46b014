import { adminApiPaths } from '@common/admin-api-paths';
import { pages } from '@common/paths';
import type { AdminUser } from '@common/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, isUnreachable } from '@/lib/api-client';
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

/** The signed-in organiser, or null when there is no session (401). Other failures are errors. */
export async function getAdminMe(): Promise<AdminUser | null> {
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

export const adminMeQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.me, queryFn: getAdminMe });

export const useAdminMe = () => useQuery(adminMeQueryOptions());
