import { publicApiPaths as apiPaths } from '@common/public-api-paths';
import type { CheckinInput, CheckinResponse } from '@common/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const checkIn = (input: CheckinInput) => api.post<CheckinResponse>(apiPaths.checkin.path, input);

/** Checks a pass in to an exhibit; the list of active exhibits is fetched again afterwards. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeExhibits }),
  });
}
