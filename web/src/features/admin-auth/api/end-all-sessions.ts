import { adminApiPaths } from '@common/admin-api-paths';
import type { EndAllSessions } from '@common/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { forgetDevice } from './get-admin-me';

export const endAllSessions = () => api.post<EndAllSessions>(adminApiPaths.endAllSessions.path);

/**
 * Ends every session of the signed-in account, this one included, on every device. As at logout,
 * the admin queries are invalidated without refetching; the caller moves to the login page.
 */
export function useEndAllSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAllSessions,
    onSuccess: async () => {
      // A door's copy of the events (who registered, who came) leaves the device with the session.
      await forgetDevice();
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all, refetchType: 'none' });
    },
  });
}
