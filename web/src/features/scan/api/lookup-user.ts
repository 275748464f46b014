import { doorCalls } from '@common/contracts/door';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { withOffline } from '../door-offline/door-sync';
import { lookupInCopy } from '../door-offline/offline-door';
import { DOOR_TIMEOUT_MS } from '../lib/constants';
import { doorHeaders } from '../lib/door-device';

export interface LookupRequest {
  emailOrPhone: string;
  /** One of the `matches` of an earlier lookup of the same text: that registration's view. */
  registrationId?: string;
}

/**
 * The admission view of the registration found by e-mail or phone (with every match listed when
 * there are several); 404 when there is none.
 */
export const lookupUser = (request: LookupRequest) =>
  withOffline(
    () => callApi(doorCalls.lookupUser, { body: request, headers: doorHeaders(), timeoutMs: DOOR_TIMEOUT_MS }),
    () => lookupInCopy(request.emailOrPhone, request.registrationId),
  );

export function useLookupUser() {
  // 'always': with the browser offline the copy answers; TanStack's default would pause the call.
  return useMutation({ mutationFn: lookupUser, networkMode: 'always' });
}
