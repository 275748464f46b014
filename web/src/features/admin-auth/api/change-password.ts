import { adminApiPaths } from '@common/admin-api-paths';
import type { PasswordChanged } from '@common/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** The signed-in account's new password: this session carries on, every other one ends. */
export const changePassword = (request: ChangePasswordRequest) =>
  api.post<PasswordChanged>(adminApiPaths.mePassword.path, request);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
