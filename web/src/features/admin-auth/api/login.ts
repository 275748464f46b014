import { sessionCalls } from '@common/contracts/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { setSignOutPending } from './get-admin-me';

export interface LoginInput {
  username: string;
  password: string;
}

export const login = (input: LoginInput) => callApi(sessionCalls.login, { body: input });

/** Signs in with a local account; the session query then holds the signed-in organiser. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // A sign-in ends the device's old session on the server: a sign-out still pending is done.
      setSignOutPending(false);
      queryClient.setQueryData(queryKeys.admin.me, user);
    },
  });
}
