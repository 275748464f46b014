import { publicRegistrationCalls } from '@common/contracts/registrations-public';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getPassByLink = (token: string) => callApi(publicRegistrationCalls.passByLink, { params: { token } });

/** The pass a pass e-mail's link shows (/my-pass?token=…); nothing is fetched without a token. */
export const usePassByLink = (token: string | null) =>
  useQuery({
    queryKey: queryKeys.passByLink(token ?? ''),
    queryFn: () => getPassByLink(token ?? ''),
    enabled: Boolean(token),
    retry: false,
  });
