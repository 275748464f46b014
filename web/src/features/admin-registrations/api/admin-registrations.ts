import { doorCalls } from '@common/contracts/door';
import { exhibitCalls } from '@common/contracts/exhibits';
import { registrationCalls } from '@common/contracts/registrations';
import type { RegistrationPage } from '@common/responses';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { callApi } from '@/lib/api-client';
import { isSessionQuery } from '@/lib/query-keys';
import { type PageStart, REGISTRATIONS_PAGE_SIZE } from '../utils/pagination';

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

export const getRegistrations = (): Promise<AdminRegistration[]> => callApi(registrationCalls.list);

export const registrationsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.registrations, queryFn: getRegistrations });

export const useRegistrations = () => useQuery(registrationsQueryOptions());

/**
 * One page of an event's registrations, newest first (issue 17), each with its check-ins: the server
 * pages and searches; the page starts after a row, before one, or at a number (issue 29 item 11).
 */
export function useRegistrationPage(eventId: string, start: PageStart, q: string) {
  const query = {
    limit: String(REGISTRATIONS_PAGE_SIZE),
    cursor: start.cursor,
    before: start.before,
    page: start.page === undefined ? undefined : String(start.page),
    q: q || undefined,
  };
  const startKey = start.cursor
    ? `after:${start.cursor}`
    : start.before
      ? `before:${start.before}`
      : `page:${start.page ?? 1}`;
  return useQuery({
    queryKey: adminKeys.registrationPage(eventId, startKey, q),
    queryFn: () => callApi(registrationCalls.eventPage, { params: { id: eventId }, query }),
    // The table keeps the page shown while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** A row of the registrations table: the registrant and where they were admitted. */
export type RegistrationRow = RegistrationPage['items'][number];

/** The event's exhibits (the admin list, shared with the exhibits card's cache), for the panel's Admit. */
export function useEventExhibits(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.exhibits,
    queryFn: () => callApi(exhibitCalls.list),
    select: (all) => all.filter((exhibit) => exhibit.eventId === eventId && exhibit.isActive),
    enabled,
  });
}

/** After an admission: the table's check-ins and the event's numbers. */
function useRefreshAdmissions(eventId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.registrations }),
      queryClient.invalidateQueries({ queryKey: adminKeys.events.stats(eventId) }),
    ]);
}

/** Admit a registrant to an exhibit from the registrations panel (the door's rules, on the server). */
export function useAdmitRegistration(eventId: string) {
  const refresh = useRefreshAdmissions(eventId);
  return useMutation({
    mutationFn: (input: { registrationId: string; exhibitId: string }) =>
      callApi(doorCalls.admit, { body: { ...input, requestId: crypto.randomUUID() } }),
    onSuccess: () => refresh(),
  });
}

/**
 * An organiser cancels a registration (issue 30 item 5), with a reason or none, e-mailing the visitor
 * or not; then the page's admin data is read again (the table's row, the numbers, the waiting list,
 * whose first in line may now be offered the place). Not waited for: the confirmation closes first,
 * before the panel it was opened from changes (its Cancel button goes).
 */
export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; reason?: string; notify: boolean }) =>
      callApi(registrationCalls.cancel, { params: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: adminKeys.all,
        predicate: (query) => !isSessionQuery(query.queryKey),
      });
    },
  });
}

/** E-mail a registrant their pass again. */
export function useResendPass() {
  return useMutation({
    mutationFn: (registrationId: string) => callApi(doorCalls.resendQr, { body: { registrationId } }),
  });
}
