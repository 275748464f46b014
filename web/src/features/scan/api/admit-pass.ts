import { adminApiPaths } from '@common/admin-api-paths';
import type { AdmitPassResponse } from '@common/schemas';
import { doorHeaders, doorRequest } from '../lib/door-device';

export interface AdmitPassInput {
  qrCode: string;
  exhibitId: string;
  /** Idempotency key: a retry of the same admission gets the first answer. */
  requestId: string;
}

/** "Admit on scan": the pass admitted at once to the chosen exhibit, in one round trip. */
export const admitPass = (input: AdmitPassInput) =>
  doorRequest<AdmitPassResponse>('POST', adminApiPaths.admitPass.path, input, doorHeaders());
