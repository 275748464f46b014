import { publicRegistrationCalls } from '@common/contracts/registrations-public';
import type { PassLookupAnswer, RegistrationLookup } from '@common/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The pass itself (PASS_LOOKUP=show, the SPEC), or 202's word that it went by e-mail (PASS_LOOKUP=email). */
export const getRegistration = (email: string) => callApi(publicRegistrationCalls.byEmail, { params: { email } });

export const isPass = (answer: PassLookupAnswer): answer is RegistrationLookup => 'qrCode' in answer;

export const registrationQueryOptions = (email: string) =>
  queryOptions({ queryKey: queryKeys.registration(email), queryFn: () => getRegistration(email), retry: false });

/** The pass for an e-mail address; nothing is fetched until there is one. */
export const useRegistration = (email: string | null) =>
  useQuery({ ...registrationQueryOptions(email ?? ''), enabled: Boolean(email) });
