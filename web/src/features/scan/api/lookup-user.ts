import { adminApiPaths } from '@common/admin-api-paths';
import type { ScanResult } from '@common/schemas';
import { useMutation } from '@tanstack/react-query';
import { DOOR_TIMEOUT_MS } from '../lib/constants';
import { doorHeaders, doorRequest } from '../lib/door-device';
import { withOffline } from '../offline/door-sync';
import { lookupInCopy } from '../offline/offline-door';

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
    () => doorRequest<ScanResult>('POST', adminApiPaths.lookupUser.path, request, doorHeaders(), DOOR_TIMEOUT_MS),
    () => lookupInCopy(request.emailOrPhone, request.registrationId),
  );

export function useLookupUser() {
  return useMutation({ mutationFn: lookupUser });
}
