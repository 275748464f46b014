import { doorCalls } from '@common/contracts/door';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { onlineOnly } from '../door-offline/door-sync';
import { DOOR_TIMEOUT_MS } from '../lib/constants';
import { doorHeaders } from '../lib/door-device';
import { RESEND_OFFLINE_MESSAGE } from '../lib/door-offline-error';

/** Only the server can send a pass: offline, it says so at once (issue 29 item 2). */
export const resendQr = (registrationId: string) =>
  onlineOnly(
    () => callApi(doorCalls.resendQr, { body: { registrationId }, headers: doorHeaders(), timeoutMs: DOOR_TIMEOUT_MS }),
    RESEND_OFFLINE_MESSAGE,
  );

export function useResendQr() {
  // 'always': with the browser offline the call says so at once; TanStack's default would pause it.
  return useMutation({ mutationFn: resendQr, networkMode: 'always' });
}
