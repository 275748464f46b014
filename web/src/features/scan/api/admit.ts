import { adminApiPaths } from '@common/admin-api-paths';
import type { AdmitResponse } from '@common/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AdmitInput {
  registrationId: string;
  exhibitId: string;
  /** Idempotency key: the same key on a retry gets the first answer instead of 'already checked in'. */
  requestId: string;
}

export const admit = (input: AdmitInput) => api.post<AdmitResponse>(adminApiPaths.admit.path, input);

export function useAdmit() {
  return useMutation({ mutationFn: admit });
}
