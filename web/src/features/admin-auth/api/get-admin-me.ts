import { adminApiPaths } from '@common/admin-api-paths';
import type { AdminUser } from '@common/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in organiser, or null when there is no session (401). Other failures are errors. */
export async function getAdminMe(): Promise<AdminUser | null> {
  try {
    return await api.get<AdminUser>(adminApiPaths.me.path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const adminMeQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.me, queryFn: getAdminMe });

export const useAdminMe = () => useQuery(adminMeQueryOptions());
