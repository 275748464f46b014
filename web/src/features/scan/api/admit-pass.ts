import { doorCalls } from '@common/contracts/door';
import type { Direction } from '@common/occupancy';
import type { AdmitPassResponse } from '@common/schemas';
import { callApi } from '@/lib/api-client';
import { noteAdmission } from '../door-offline/door-copy';
import { withOffline } from '../door-offline/door-sync';
import { admitPassOffline, type Offline } from '../door-offline/offline-door';
import { DOOR_TIMEOUT_MS } from '../lib/constants';
import { doorHeaders } from '../lib/door-device';

export interface AdmitPassInput {
  qrCode: string;
  exhibitId: string;
  /** Idempotency key: a retry of the same admission gets the first answer. */
  requestId: string;
  /** In (the default) or out (issue 32). */
  direction?: Direction;
}

/** An exit scan with the server out of reach: exits are not kept offline yet (decision 040). */
export class ExitNeedsConnection extends Error {}

/**
 * "Admit on scan": the pass admitted at once to the chosen exhibit, in one round trip; offline, into
 * the queue. An admission made online joins the device's copy at once (issue 29 item 1).
 */
export const admitPass = (input: AdmitPassInput, by: string | null = null): Promise<Offline<AdmitPassResponse>> =>
  input.direction === 'exit'
    ? withOffline(
        () => callApi(doorCalls.admitPass, { body: input, headers: doorHeaders(), timeoutMs: DOOR_TIMEOUT_MS }),
        () => Promise.reject(new ExitNeedsConnection()),
      )
    : withOffline(
        async () => {
          const answer = await callApi(doorCalls.admitPass, {
            body: input,
            headers: doorHeaders(),
            timeoutMs: DOOR_TIMEOUT_MS,
          });
          await noteAdmission({
            requestId: input.requestId,
            registrationId: answer.registration.id,
            exhibitId: answer.exhibit.id,
            admittedAt: answer.checkedInAt,
            by,
          });
          return answer;
        },
        () => admitPassOffline(input, by),
      );
