import { adminApiPaths } from '@common/admin-api-paths';
import { useMutation } from '@tanstack/react-query';
import { doorHeaders, doorRequest } from '../lib/door-device';

export const resendQr = (registrationId: string) =>
  doorRequest<{ message: string }>('POST', adminApiPaths.resendQr.path, { registrationId }, doorHeaders());

export function useResendQr() {
  return useMutation({ mutationFn: resendQr });
}
