import { adminApiPaths } from '@common/admin-api-paths';
import type { RegistrationPage } from '@common/responses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';

/** SPEC section 3: an admin registration (the list also carries phone and company). */
export interface AdminRegistration {
  id: string;
  eventId: string;
  name: string;
  email: string;
  phone?: string;
  company?: string;
  createdAt: string | null;
}

export const getRegistrations = () => api.get<AdminRegistration[]>(adminApiPaths.registrations.path);

export const registrationsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.registrations, queryFn: getRegistrations });

export const useRegistrations = () => useQuery(registrationsQueryOptions());

/** One page of an event's registrations, newest first (issue 17): the server pages and searches. */
export function useRegistrationPage(eventId: string, cursor: string | undefined, q: string) {
  const params = new URLSearchParams({ limit: '10' });
  if (cursor) params.set('cursor', cursor);
  if (q) params.set('q', q);
  return useQuery({
    queryKey: adminKeys.registrationPage(eventId, cursor ?? '', q),
    queryFn: () => api.get<RegistrationPage>(`${adminApiPaths.eventRegistrations.path({ id: eventId })}?${params}`),
    // The table keeps the page shown while the next one loads.
    placeholderData: keepPreviousData,
  });
}
