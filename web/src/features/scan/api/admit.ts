import { doorCalls } from '@common/contracts/door';
import type { AdmitResponse } from '@common/schemas';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { noteAdmission } from '../door-offline/door-copy';
import { withOffline } from '../door-offline/door-sync';
import { admitOffline, type Offline } from '../door-offline/offline-door';
import { DOOR_TIMEOUT_MS } from '../lib/constants';
import { doorHeaders } from '../lib/door-device';

export interface AdmitInput {
  registrationId: string;
  exhibitId: string;
  /** Idempotency key: the same key on a retry gets the first answer instead of 'already checked in'. */
  requestId: string;
}

/**
 * Online, or into the offline queue with the same requestId when the server cannot be reached (issue
 * 16). An admission made online joins the device's copy at once (issue 29 item 1). `by`: the account
 * signed in here, remembered with the admission for the offline door's "… by door1".
 */
export const admit = (input: AdmitInput, by: string | null = null): Promise<Offline<AdmitResponse>> =>
  withOffline(
    async () => {
      const answer = await callApi(doorCalls.admit, {
        body: input,
        headers: doorHeaders(),
        timeoutMs: DOOR_TIMEOUT_MS,
      });
      await noteAdmission({ ...input, admittedAt: answer.checkedInAt, by });
      return answer;
    },
    () => admitOffline(input, by),
  );

export function useAdmit(by: string | null) {
  // 'always': with the browser offline the call answers from the copy; TanStack's default would pause it.
  return useMutation({ mutationFn: (input: AdmitInput) => admit(input, by), networkMode: 'always' });
}
