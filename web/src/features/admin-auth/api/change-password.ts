import { sessionCalls } from '@common/contracts/session';
import type { AdminUser } from '@common/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** The signed-in account's new password: this session carries on, every other one ends. */
export const changePassword = (request: ChangePasswordRequest) =>
  callApi(sessionCalls.changePassword, { body: request });

/** Once changed, the password is the person's own: the admin area stops asking for a change. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      queryClient.setQueryData<AdminUser | null>(queryKeys.admin.me, (me) =>
        me ? { ...me, passwordGenerated: false } : me,
      );
    },
  });
}
