import { adminApiPaths } from '@common/admin-api-paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface SupportEmail {
  email: string;
}

const SUPPORT_EMAIL_PATH = adminApiPaths.supportEmail.path;

export const getSupportEmail = () => api.get<SupportEmail>(SUPPORT_EMAIL_PATH);
export const updateSupportEmail = (email: string) => api.put<SupportEmail>(SUPPORT_EMAIL_PATH, { email });

export const supportEmailQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.supportEmail, queryFn: getSupportEmail });

export const useSupportEmail = (enabled: boolean) => useQuery({ ...supportEmailQueryOptions(), enabled });

export function useUpdateSupportEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupportEmail,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.admin.supportEmail, saved),
  });
}
