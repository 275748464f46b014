import { adminApiPaths } from '@common/admin-api-paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';

export interface SupportEmail {
  email: string;
}

const SUPPORT_EMAIL_PATH = adminApiPaths.supportEmail.path;

export const getSupportEmail = () => api.get<SupportEmail>(SUPPORT_EMAIL_PATH);
export const updateSupportEmail = (email: string) => api.put<SupportEmail>(SUPPORT_EMAIL_PATH, { email });

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
