import { adminApiPaths } from '@common/admin-api-paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resendQr = (registrationId: string) =>
  api.post<{ message: string }>(adminApiPaths.resendQr.path, { registrationId });

export function useResendQr() {
  return useMutation({ mutationFn: resendQr });
}
