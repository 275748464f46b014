import { adminApiPaths } from '@common/admin-api-paths';
import type { AdmitResponse } from '@common/schemas';
import { useMutation } from '@tanstack/react-query';
import { doorHeaders, doorRequest } from '../lib/door-device';

export interface AdmitInput {
  registrationId: string;
  exhibitId: string;
  /** Idempotency key: the same key on a retry gets the first answer instead of 'already checked in'. */
  requestId: string;
}

export const admit = (input: AdmitInput) =>
  doorRequest<AdmitResponse>('POST', adminApiPaths.admit.path, input, doorHeaders());

export function useAdmit() {
  return useMutation({ mutationFn: admit });
}
