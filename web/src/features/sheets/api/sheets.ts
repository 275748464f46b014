import type { ServiceAccountConfig, SheetsConnectionCheck, SheetsLinkStatus, SheetsSyncResult } from '@common/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sheetsQueryKey = ['admin', 'sheets'] as const;
const eventPath = (id: string) => `/api/admin/events/${encodeURIComponent(id)}`;

export const getServiceAccount = () => api.get<ServiceAccountConfig>('/api/admin/config/service-account');
export const getSheetsLink = (eventId: string) => api.get<SheetsLinkStatus>(`${eventPath(eventId)}/sheets-url`);
export const saveSheetsLink = ({ eventId, sheetsUrl }: { eventId: string; sheetsUrl: string }) =>
  api.put<SheetsLinkStatus>(`${eventPath(eventId)}/sheets-url`, { sheetsUrl });
export const checkSheetsConnection = (sheetsUrl: string) =>
  api.get<SheetsConnectionCheck>(`/api/admin/config/sheets-test?sheetsUrl=${encodeURIComponent(sheetsUrl)}`);
export const syncSheet = (eventId: string) => api.post<SheetsSyncResult>(`${eventPath(eventId)}/sheets-sync`);

export const serviceAccountQueryOptions = () =>
  queryOptions({ queryKey: [...sheetsQueryKey, 'service-account'], queryFn: getServiceAccount });

export const sheetsLinkQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: [...sheetsQueryKey, 'link', eventId], queryFn: () => getSheetsLink(eventId) });

export const sheetsCheckQueryOptions = (sheetsUrl: string) =>
  queryOptions({ queryKey: [...sheetsQueryKey, 'check', sheetsUrl], queryFn: () => checkSheetsConnection(sheetsUrl) });

export const useServiceAccount = () => useQuery(serviceAccountQueryOptions());
export const useSheetsLink = (eventId: string) => useQuery(sheetsLinkQueryOptions(eventId));

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
      return queryClient.invalidateQueries({ queryKey: sheetsCheckQueryOptions(saved.sheetsUrl).queryKey });
    },
  });
}

/** A sync, then the link's status (last synced time or last error) read again, whatever the outcome. */
export function useSyncSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncSheet,
    onSettled: (_result, _error, eventId) =>
      queryClient.invalidateQueries({ queryKey: sheetsLinkQueryOptions(eventId).queryKey }),
  });
}
