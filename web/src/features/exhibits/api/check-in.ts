import { checkinCalls } from '@common/contracts/checkin-public';
import type { CheckinInput } from '@common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const checkIn = (input: CheckinInput) => callApi(checkinCalls.checkin, { body: input });

/** Checks a pass in to an exhibit; the list of active exhibits is fetched again afterwards. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeExhibits }),
  });
}
