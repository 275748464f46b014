import { adminApiPaths } from '@common/admin-api-paths';
import type { AdminEvent, EventStats } from '@common/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';
import type { EventRequest } from '../utils/event-form';
import type { EventPhase } from '../utils/event-groups';

const admin = adminApiPaths;

export const getEventList = (phase: EventPhase) => api.get<AdminEvent[]>(admin.eventsByPhase[phase].path);
export const getEvent = (id: string) => api.get<AdminEvent>(admin.event.path({ id }));
export const getEventStats = (id: string) => api.get<EventStats>(admin.eventStats.path({ id }));
export const createEvent = (input: EventRequest) => api.post<AdminEvent>(admin.events.path, input);
export const updateEvent = ({ id, ...input }: EventRequest & { id: string }) =>
  api.put<AdminEvent>(admin.event.path({ id }), input);
/** `ended`: the event has ended, and the organiser confirmed deleting it with its records. */
export const deleteEvent = ({ id, ended }: { id: string; ended: boolean }) =>
  api.delete<{ message: string }>(`${admin.event.path({ id })}${ended ? '?confirm=ended' : ''}`);

/** The CSV of an event's registrations with their check-ins (a download, not a fetch). */
export const eventCsvPath = (id: string) => admin.eventCsv.path({ id });

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
