import { adminApiPaths } from '@common/admin-api-paths';
import type { ScanResult } from '@common/schemas';
import { useMutation } from '@tanstack/react-query';
import { doorHeaders, doorRequest } from '../lib/door-device';

/** The whole admission view of a pass in one round trip (or isValid false with the reason). */
export const validateQr = (qrCode: string) =>
  doorRequest<ScanResult>('POST', adminApiPaths.validateQr.path, { qrCode }, doorHeaders());

export function useValidateQr() {
  return useMutation({ mutationFn: validateQr });
}
