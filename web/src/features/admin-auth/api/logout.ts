import { adminApiPaths } from '@common/admin-api-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { forgetDevice } from './get-admin-me';

export const logout = () => api.post<{ message: string }>(adminApiPaths.logout.path);

/**
 * Ends the session. Every admin query, the session one included, is invalidated without refetching:
 * the page in view stays until the caller moves to the login page, which then asks the server again.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // A door's copy of the events (who registered, who came) leaves the device with the session.
      await forgetDevice();
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all, refetchType: 'none' });
    },
  });
}
