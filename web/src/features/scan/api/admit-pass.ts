import { adminApiPaths } from '@common/admin-api-paths';
import type { AdmitPassResponse } from '@common/schemas';
import { api } from '@/lib/api-client';

export interface AdmitPassInput {
  qrCode: string;
  exhibitId: string;
  /** Idempotency key: a retry of the same admission gets the first answer. */
  requestId: string;
}

/** "Admit on scan": the pass admitted at once to the chosen exhibit, in one round trip. */
export const admitPass = (input: AdmitPassInput) => api.post<AdmitPassResponse>(adminApiPaths.admitPass.path, input);
