import { eventCalls } from '@common/contracts/events';
import { reportCalls } from '@common/contracts/reports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { callApi } from '@/lib/api-client';
import type { EventRequest } from '../utils/event-form';
import type { EventPhase } from '../utils/event-groups';

export const getEventList = (phase: EventPhase) => callApi(eventCalls[phase]);
export const getEvent = (id: string) => callApi(eventCalls.get, { params: { id } });
export const getEventStats = (id: string) => callApi(reportCalls.stats, { params: { id } });
export const createEvent = (input: EventRequest) => callApi(eventCalls.create, { body: input });
export const updateEvent = ({ id, ...input }: EventRequest & { id: string }) =>
  callApi(eventCalls.update, { params: { id }, body: input });
/** `ended`: the event has ended, and the organiser confirmed deleting it with its records. */
export const deleteEvent = ({ id, ended }: { id: string; ended: boolean }) =>
  callApi(eventCalls.remove, { params: { id }, query: { confirm: ended ? 'ended' : undefined } });

/** The CSV of an event's registrations with their check-ins (a download, not a fetch). */
export const eventCsvPath = (id: string) => reportCalls.csv.path({ id });

export const eventListQueryOptions = (phase: EventPhase) =>
  queryOptions({ queryKey: adminKeys.events.list(phase), queryFn: () => getEventList(phase) });

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.events.detail(id), queryFn: () => getEvent(id) });

export const eventStatsQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.events.stats(id), queryFn: () => getEventStats(id) });

export const useEventList = (phase: EventPhase) => useQuery(eventListQueryOptions(phase));
export const useEvent = (id: string) => useQuery(eventQueryOptions(id));
export const useEventStats = (id: string) => useQuery(eventStatsQueryOptions(id));

/** Create and update refresh every cached event list and detail afterwards. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventRequest & { id?: string }) =>
      input.id ? updateEvent({ ...input, id: input.id }) : createEvent(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.events.all }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_result, { id }) => {
      queryClient.removeQueries({ queryKey: adminKeys.events.detail(id) });
      return queryClient.invalidateQueries({ queryKey: adminKeys.events.lists });
    },
  });
}
