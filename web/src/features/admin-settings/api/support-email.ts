import { settingsCalls } from '@common/contracts/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { callApi } from '@/lib/api-client';

export interface SupportEmail {
  email: string;
}

export const getSupportEmail = (): Promise<SupportEmail> => callApi(settingsCalls.getSupportEmail);
export const updateSupportEmail = (email: string): Promise<SupportEmail> =>
  callApi(settingsCalls.setSupportEmail, { body: { email } });

export const supportEmailQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.supportEmail, queryFn: getSupportEmail });

export const useSupportEmail = (enabled: boolean) => useQuery({ ...supportEmailQueryOptions(), enabled });

export function useUpdateSupportEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupportEmail,
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.supportEmail, saved),
  });
}
