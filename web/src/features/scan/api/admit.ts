import { adminApiPaths } from '@common/admin-api-paths';
import type { AdmitResponse } from '@common/schemas';
import { useMutation } from '@tanstack/react-query';
import { DOOR_TIMEOUT_MS } from '../lib/constants';
import { doorHeaders, doorRequest } from '../lib/door-device';
import { withOffline } from '../offline/door-sync';
import { admitOffline, type Offline } from '../offline/offline-door';

export interface AdmitInput {
  registrationId: string;
  exhibitId: string;
  /** Idempotency key: the same key on a retry gets the first answer instead of 'already checked in'. */
  requestId: string;
}

/** Online, or into the offline queue with the same requestId when the server cannot be reached (issue 16). */
export const admit = (input: AdmitInput): Promise<Offline<AdmitResponse>> =>
  withOffline(
    () => doorRequest<AdmitResponse>('POST', adminApiPaths.admit.path, input, doorHeaders(), DOOR_TIMEOUT_MS),
    () => admitOffline(input),
  );

export function useAdmit() {
  return useMutation({ mutationFn: admit });
}
