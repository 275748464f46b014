import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const logout = () => api.post<{ message: string }>('/api/admin/logout');

/**
 * Ends the session. Every admin query, the session one included, is invalidated without refetching:
 * the page in view stays until the caller moves to the login page, which then asks the server again.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' }),
  });
}
