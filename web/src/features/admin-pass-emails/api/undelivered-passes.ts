import { passEmailCalls } from '@common/contracts/passes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { callApi } from '@/lib/api-client';

/** Pass e-mails that used up their retries; checked again every minute while the dashboard is open. */
export function useUndeliveredPasses() {
  return useQuery({
    queryKey: adminKeys.undeliveredPasses,
    queryFn: () => callApi(passEmailCalls.undelivered),
    select: (data) => data.items,
    refetchInterval: 60_000,
  });
}

export function useResendPasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationIds: string[]) => callApi(passEmailCalls.resend, { body: { registrationIds } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.undeliveredPasses }),
  });
}

/** Off the list without sending: the organiser saw to these passes another way. */
export function useDismissPasses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationIds: string[]) => callApi(passEmailCalls.dismiss, { body: { registrationIds } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.undeliveredPasses }),
  });
}
