import { queryOptions, useQuery } from '@tanstack/react-query';
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

export const adminRegistrationsQueryKey = ['admin', 'registrations'] as const;

export const getRegistrations = () => api.get<AdminRegistration[]>('/api/admin/registrations');

export const registrationsQueryOptions = () =>
  queryOptions({ queryKey: adminRegistrationsQueryKey, queryFn: getRegistrations });

export const useRegistrations = () => useQuery(registrationsQueryOptions());
