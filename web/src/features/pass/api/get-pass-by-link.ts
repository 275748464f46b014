import { publicApiPaths as apiPaths } from '@common/public-api-paths';
import type { RegistrationLookup } from '@common/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getPassByLink = (token: string) => api.get<RegistrationLookup>(apiPaths.pass.byLink.path({ token }));

/** The pass a pass e-mail's link shows (/my-pass?token=…); nothing is fetched without a token. */
export const usePassByLink = (token: string | null) =>
  useQuery({
    queryKey: queryKeys.passByLink(token ?? ''),
    queryFn: () => getPassByLink(token ?? ''),
    enabled: Boolean(token),
    retry: false,
  });
