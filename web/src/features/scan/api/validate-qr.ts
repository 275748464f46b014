import { adminApiPaths } from '@common/admin-api-paths';
import type { ScanResult } from '@common/schemas';
import { useMutation } from '@tanstack/react-query';
import { DOOR_TIMEOUT_MS } from '../lib/constants';
import { doorHeaders, doorRequest } from '../lib/door-device';
import { scanOffline } from '../offline/door-copy';
import { withOffline } from '../offline/door-sync';

/**
 * The whole admission view of a pass in one round trip (or isValid false with the reason); from the
 * device's copy when the server cannot be reached (issue 16).
 */
export const validateQr = (qrCode: string) =>
  withOffline(
    () => doorRequest<ScanResult>('POST', adminApiPaths.validateQr.path, { qrCode }, doorHeaders(), DOOR_TIMEOUT_MS),
    () => scanOffline(qrCode),
  );

export function useValidateQr() {
  return useMutation({ mutationFn: validateQr });
}
