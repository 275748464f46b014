import { apiPaths } from '@common/api-paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resendQr = (registrationId: string) =>
  api.post<{ message: string }>(apiPaths.admin.resendQr.path, { registrationId });

export function useResendQr() {
  return useMutation({ mutationFn: resendQr });
}
