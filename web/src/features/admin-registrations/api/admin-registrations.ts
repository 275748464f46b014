import { adminApiPaths } from '@common/admin-api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

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
  queryOptions({ queryKey: queryKeys.admin.registrations, queryFn: getRegistrations });

export const useRegistrations = () => useQuery(registrationsQueryOptions());
