import { sessionCalls } from '@common/contracts/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { forgetDevice } from './get-admin-me';

export const endAllSessions = () => callApi(sessionCalls.endAllSessions);

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
