import { myRegistrationCalls } from '@common/contracts/my-registration-public';
import type { MyRegistration } from '@common/responses';
import type { MyDetailsInput } from '@common/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callPath } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The registration the personal link opens (issue 30 item 2). */
export const useMyRegistration = (token: string) =>
  useQuery({
    queryKey: queryKeys.myRegistration(token),
    queryFn: () => callApi(myRegistrationCalls.view, { params: { token } }),
    retry: false,
  });

/**
 * Each answer is the page's new state: it replaces the one shown. `onSaved` runs here, not in
 * mutate's own callbacks: the answer may unmount the component that asked (a cancelled registration
 * has no Cancel button), and those would then not run.
 */
function useChange<Input>(token: string, send: (input: Input) => Promise<MyRegistration>, onSaved?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      client.setQueryData(queryKeys.myRegistration(token), answer);
      onSaved?.();
    },
  });
}

export const useEditMyDetails = (token: string, onSaved?: () => void) =>
  useChange(token, (body: MyDetailsInput) => callApi(myRegistrationCalls.edit, { params: { token }, body }), onSaved);

export const useCancelMyRegistration = (token: string, onSaved?: () => void) =>
  useChange(token, () => callApi(myRegistrationCalls.cancel, { params: { token } }), onSaved);

/** "Claim my place" (issue 30 item 3): the place offered from the waiting list becomes theirs, with a pass. */
export const useClaimMyPlace = (token: string, onSaved?: () => void) =>
  useChange(token, () => callApi(myRegistrationCalls.claim, { params: { token } }), onSaved);

/** The page shown again as the server has it now (after a refusal that says it changed meanwhile). */
export function useReloadMyRegistration(token: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.myRegistration(token) });
}

/** The calendar file's address: a download, not a fetch. */
export const calendarUrl = (token: string) => callPath(myRegistrationCalls.calendar, { params: { token } });
