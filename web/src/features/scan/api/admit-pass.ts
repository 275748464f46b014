import { adminApiPaths } from '@common/admin-api-paths';
import type { AdmitPassResponse } from '@common/schemas';
import { DOOR_TIMEOUT_MS } from '../lib/constants';
import { doorHeaders, doorRequest } from '../lib/door-device';
import { withOffline } from '../offline/door-sync';
import { admitPassOffline, type Offline } from '../offline/offline-door';

export interface AdmitPassInput {
  qrCode: string;
  exhibitId: string;
  /** Idempotency key: a retry of the same admission gets the first answer. */
  requestId: string;
}

/** "Admit on scan": the pass admitted at once to the chosen exhibit, in one round trip; offline, into the queue. */
export const admitPass = (input: AdmitPassInput): Promise<Offline<AdmitPassResponse>> =>
  withOffline(
    () => doorRequest<AdmitPassResponse>('POST', adminApiPaths.admitPass.path, input, doorHeaders(), DOOR_TIMEOUT_MS),
    () => admitPassOffline(input),
  );
