import { doorCalls } from '@common/contracts/door';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { scanOffline } from '../door-offline/door-copy';
import { withOffline } from '../door-offline/door-sync';
import { DOOR_TIMEOUT_MS } from '../lib/constants';
import { doorHeaders } from '../lib/door-device';

/**
 * The whole admission view of a pass in one round trip (or isValid false with the reason); from the
 * device's copy when the server cannot be reached (issue 16).
 */
export const validateQr = (qrCode: string) =>
  withOffline(
    () => callApi(doorCalls.validateQr, { body: { qrCode }, headers: doorHeaders(), timeoutMs: DOOR_TIMEOUT_MS }),
    () => scanOffline(qrCode),
  );

export function useValidateQr() {
  // 'always': with the browser offline the copy answers; TanStack's default would pause the call.
  return useMutation({ mutationFn: validateQr, networkMode: 'always' });
}
