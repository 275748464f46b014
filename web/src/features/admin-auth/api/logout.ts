import { adminApiPaths } from '@common/admin-api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const logout = () => api.post<{ message: string }>(adminApiPaths.logout.path);

/**
 * Ends the session. Every admin query, the session one included, is invalidated without refetching:
 * the page in view stays until the caller moves to the login page, which then asks the server again.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all, refetchType: 'none' }),
  });
}
