import { adminApiPaths } from '@common/admin-api-paths';
import type { DismissUndelivered } from '@common/responses';
import type { UndeliveredPass } from '@common/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';

/** Pass e-mails that used up their retries; checked again every minute while the dashboard is open. */
export function useUndeliveredPasses() {
  return useQuery({
    queryKey: adminKeys.undeliveredPasses,
    queryFn: () => api.get<{ items: UndeliveredPass[] }>(adminApiPaths.undeliveredPasses.path),
    select: (data) => data.items,
    refetchInterval: 60_000,
  });
}

export function useResendPasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationIds: string[]) =>
      api.post<{ message: string; queued: number }>(adminApiPaths.resendPasses.path, { registrationIds }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.undeliveredPasses }),
  });
}

/** Off the list without sending: the organiser saw to these passes another way. */
export function useDismissPasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationIds: string[]) =>
      api.post<DismissUndelivered>(adminApiPaths.dismissPasses.path, { registrationIds }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.undeliveredPasses }),
  });
}
