import { apiPaths } from '@common/api-paths';
import type { UndeliveredPass } from '@common/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Pass e-mails that used up their retries; checked again every minute while the dashboard is open. */
export function useUndeliveredPasses() {
  return useQuery({
    queryKey: queryKeys.admin.undeliveredPasses,
    queryFn: () => api.get<{ items: UndeliveredPass[] }>(apiPaths.admin.undeliveredPasses.path),
    select: (data) => data.items,
    refetchInterval: 60_000,
  });
}

export function useResendPasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationIds: string[]) =>
      api.post<{ message: string; queued: number }>(apiPaths.admin.resendPasses.path, { registrationIds }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.undeliveredPasses }),
  });
}
