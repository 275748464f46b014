import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resendQr = (registrationId: string) =>
  api.post<{ message: string }>('/api/admin/resend-qr', { registrationId });

export function useResendQr() {
  return useMutation({ mutationFn: resendQr });
}
