import type { AdminUser } from '@common/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

export const adminMeQueryKey = ['admin', 'me'] as const;

/** The signed-in organiser, or null when there is no session (401). Other failures are errors. */
export async function getAdminMe(): Promise<AdminUser | null> {
  try {
    return await api.get<AdminUser>('/api/admin/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const adminMeQueryOptions = () => queryOptions({ queryKey: adminMeQueryKey, queryFn: getAdminMe });

export const useAdminMe = () => useQuery(adminMeQueryOptions());
