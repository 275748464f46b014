import { waitingListCalls } from '@common/contracts/waiting-list';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { adminKeys } from '@/lib/admin-query-keys';
import { callApi } from '@/lib/api-client';

/** An event's waiting list (issue 30 item 3): the counts, and the first in line. */
export const waitingListQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: adminKeys.events.waitingList(eventId),
    queryFn: () => callApi(waitingListCalls.list, { params: { id: eventId } }),
  });

/**
 * The list, read again whenever `countsKey` (the event's live numbers that move it: utils/waiting-list.ts)
 * changes after it was first known.
 */
export function useWaitingList(eventId: string, countsKey: string | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(countsKey);
  useEffect(() => {
    if (countsKey === undefined) return;
    if (seen.current !== undefined && seen.current !== countsKey) {
      void queryClient.invalidateQueries({ queryKey: adminKeys.events.waitingList(eventId) });
    }
    seen.current = countsKey;
  }, [countsKey, eventId, queryClient]);
  return useQuery(waitingListQueryOptions(eventId));
}

/** After a change: the list and the event's numbers (the live stream says so too, a moment later). */
function useRefreshWaitingList(eventId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.events.waitingList(eventId) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.events.stats(eventId) }),
    ]);
}

/** "Offer a place now": out of turn, even when the event is full (the organiser's choice). */
export function useOfferPlace(eventId: string) {
  const refresh = useRefreshWaitingList(eventId);
  return useMutation({
    mutationFn: (registrationId: string) =>
      callApi(waitingListCalls.offer, { params: { id: eventId, registrationId } }),
    onSettled: () => refresh(),
  });
}

/** "Remove from the list": the person is e-mailed; an offer they held goes to the next in line. */
export function useRemoveFromWaitingList(eventId: string) {
  const refresh = useRefreshWaitingList(eventId);
  return useMutation({
    mutationFn: (registrationId: string) =>
      callApi(waitingListCalls.remove, { params: { id: eventId, registrationId } }),
    onSettled: () => refresh(),
  });
}
