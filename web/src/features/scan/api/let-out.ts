import { doorCalls } from '@common/contracts/door';
import type { AdmitResponse } from '@common/schemas';
import { callApi } from '@/lib/api-client';
import { withOffline } from '../door-offline/door-sync';
import type { Offline } from '../door-offline/offline-door';
import { DOOR_TIMEOUT_MS } from '../lib/constants';
import { doorHeaders } from '../lib/door-device';
import { ExitNeedsConnection } from './admit-pass';

export interface LetOutInput {
  registrationId: string;
  exhibitId: string;
  /** Idempotency key: a retry of the same exit gets the first answer. */
  requestId: string;
}

/**
 * Lets the visitor on screen out of an exhibit (issue 32): "Goodbye, Ada: 42 minutes inside." Online
 * only: with the server out of reach it fails with ExitNeedsConnection (decision 040).
 */
export const letOut = (input: LetOutInput): Promise<Offline<AdmitResponse>> =>
  withOffline(
    () =>
      callApi(doorCalls.admit, {
        body: { ...input, direction: 'exit' },
        headers: doorHeaders(),
        timeoutMs: DOOR_TIMEOUT_MS,
      }),
    () => Promise.reject(new ExitNeedsConnection()),
  );
