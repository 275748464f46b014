import type { AdminUser } from '@common/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminSessionQueryKey = ['admin', 'me'] as const;

/** The signed-in organiser; the call answers 401 when nobody is signed in. */
export const getAdminSession = () => api.get<AdminUser>('/api/admin/me');

export const adminSessionQueryOptions = () =>
  queryOptions({ queryKey: adminSessionQueryKey, queryFn: getAdminSession });

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}
