import { sheetsCalls } from '@common/contracts/sheets';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { callApi } from '@/lib/api-client';

export const getServiceAccount = () => callApi(sheetsCalls.serviceAccount);
export const getSheetsLink = (eventId: string) => callApi(sheetsCalls.getLink, { params: { id: eventId } });
export const saveSheetsLink = ({ eventId, sheetsUrl }: { eventId: string; sheetsUrl: string }) =>
  callApi(sheetsCalls.setLink, { params: { id: eventId }, body: { sheetsUrl } });
export const checkSheetsConnection = (sheetsUrl: string) => callApi(sheetsCalls.test, { query: { sheetsUrl } });
export const syncSheet = (eventId: string) => callApi(sheetsCalls.sync, { params: { id: eventId } });

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
/** `allowed`: the access test writes to the sheet, so only organisers and owners may run it (issue 28). */
export const useSheetsCheck = (sheetsUrl: string, allowed = true) =>
  useQuery({ ...sheetsCheckQueryOptions(sheetsUrl), enabled: allowed && sheetsUrl !== '' });

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
