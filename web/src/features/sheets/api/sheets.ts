import { adminApiPaths } from '@common/admin-api-paths';
import type { ServiceAccountConfig, SheetsConnectionCheck, SheetsLinkStatus, SheetsSyncResult } from '@common/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';

const admin = adminApiPaths;

export const getServiceAccount = () => api.get<ServiceAccountConfig>(admin.serviceAccount.path);
export const getSheetsLink = (eventId: string) => api.get<SheetsLinkStatus>(admin.eventSheetsUrl.path({ id: eventId }));
export const saveSheetsLink = ({ eventId, sheetsUrl }: { eventId: string; sheetsUrl: string }) =>
  api.put<SheetsLinkStatus>(admin.eventSheetsUrl.path({ id: eventId }), { sheetsUrl });
export const checkSheetsConnection = (sheetsUrl: string) =>
  api.get<SheetsConnectionCheck>(`${admin.sheetsTest.path}?sheetsUrl=${encodeURIComponent(sheetsUrl)}`);
export const syncSheet = (eventId: string) => api.post<SheetsSyncResult>(admin.eventSheetsSync.path({ id: eventId }));

export const serviceAccountQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.sheets.serviceAccount, queryFn: getServiceAccount });

export const sheetsLinkQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: adminKeys.sheets.link(eventId), queryFn: () => getSheetsLink(eventId) });

export const sheetsCheckQueryOptions = (sheetsUrl: string) =>
  queryOptions({ queryKey: adminKeys.sheets.check(sheetsUrl), queryFn: () => checkSheetsConnection(sheetsUrl) });

export const useServiceAccount = () => useQuery(serviceAccountQueryOptions());
/** Read again every 10 s while the server has a notice (a large event's rewrite reports how far it got). */
export const useSheetsLink = (eventId: string) =>
  useQuery({
    ...sheetsLinkQueryOptions(eventId),
    refetchInterval: (query) => (query.state.data?.notice ? 10_000 : false),
  });

/** The connection check of a saved link (none without a link). Used only once syncing is configured. */
export const useSheetsCheck = (sheetsUrl: string) =>
  useQuery({ ...sheetsCheckQueryOptions(sheetsUrl), enabled: sheetsUrl !== '' });

export function useSaveSheetsLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSheetsLink,
    onSuccess: (saved, { eventId }) => {
      queryClient.setQueryData(sheetsLinkQueryOptions(eventId).queryKey, saved);
      // A link saved again is checked again: the organiser may just have shared the sheet.
      return queryClient.invalidateQueries({ queryKey: adminKeys.sheets.check(saved.sheetsUrl) });
    },
  });
}

/** A sync, then the link's status (last synced time or last error) read again, whatever the outcome. */
export function useSyncSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncSheet,
    onSettled: (_result, _error, eventId) =>
      queryClient.invalidateQueries({ queryKey: adminKeys.sheets.link(eventId) }),
  });
}
