import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { signOut } from './get-admin-me';

/**
 * Ends the session, also offline (issue 28 item 6): the device forgets the account and the door's
 * copy at once, and the server's session ends when the server answers (`pending` until then). Every
 * admin query, the session one included, is invalidated without refetching: the page in view stays
 * until the caller moves to the login page, which then asks again.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Offline too: React Query would otherwise hold the mutation until the browser is back online.
    networkMode: 'always',
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all, refetchType: 'none' });
    },
  });
}
