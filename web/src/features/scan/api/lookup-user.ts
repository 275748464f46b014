import { adminApiPaths } from '@common/admin-api-paths';
import type { ScanResult } from '@common/schemas';
import { useMutation } from '@tanstack/react-query';
import { doorHeaders, doorRequest } from '../lib/door-device';

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
  doorRequest<ScanResult>('POST', adminApiPaths.lookupUser.path, request, doorHeaders());

export function useLookupUser() {
  return useMutation({ mutationFn: lookupUser });
}
