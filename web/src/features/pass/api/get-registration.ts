import { apiPaths } from '@common/api-paths';
import type { RegistrationLookup } from '@common/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getRegistration = (email: string) =>
  api.get<RegistrationLookup>(apiPaths.registration.byEmail.path({ email }));

export const registrationQueryOptions = (email: string) =>
  queryOptions({ queryKey: queryKeys.registration(email), queryFn: () => getRegistration(email), retry: false });

/** The pass for an e-mail address; nothing is fetched until there is one. */
export const useRegistration = (email: string | null) =>
  useQuery({ ...registrationQueryOptions(email ?? ''), enabled: Boolean(email) });
