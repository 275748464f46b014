import { adminApiPaths } from '@common/admin-api-paths';
import type { AdminUser } from '@common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface LoginInput {
  username: string;
  password: string;
}

export const login = (input: LoginInput) => api.post<AdminUser>(adminApiPaths.login.path, input);

/** Signs in with a local account; the session query then holds the signed-in organiser. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.admin.me, user);
    },
  });
}
