import type { UndeliveredPass } from '@common/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const undeliveredPassesQueryKey = ['admin', 'pass-emails', 'undelivered'] as const;

/** Pass e-mails that used up their retries; checked again every minute while the dashboard is open. */
export function useUndeliveredPasses() {
  return useQuery({
    queryKey: undeliveredPassesQueryKey,
    queryFn: () => api.get<{ items: UndeliveredPass[] }>('/api/admin/pass-emails/undelivered'),
    select: (data) => data.items,
    refetchInterval: 60_000,
  });
}

export function useResendPasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationIds: string[]) =>
      api.post<{ message: string; queued: number }>('/api/admin/pass-emails/resend', { registrationIds }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: undeliveredPassesQueryKey }),
  });
}
