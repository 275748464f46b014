import type { AdminEvent, EventStats } from '@common/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EventRequest } from '../utils/event-form';
import type { EventPhase } from '../utils/event-groups';

export const adminEventsQueryKey = ['admin', 'events'] as const;
const eventPath = (id: string) => `/api/admin/events/${encodeURIComponent(id)}`;

export const getEventList = (phase: EventPhase) => api.get<AdminEvent[]>(`/api/admin/events/${phase}`);
export const getEvent = (id: string) => api.get<AdminEvent>(eventPath(id));
export const getEventStats = (id: string) => api.get<EventStats>(`${eventPath(id)}/stats`);
export const createEvent = (input: EventRequest) => api.post<AdminEvent>('/api/admin/events', input);
export const updateEvent = ({ id, ...input }: EventRequest & { id: string }) =>
  api.put<AdminEvent>(eventPath(id), input);
export const deleteEvent = (id: string) => api.delete<{ message: string }>(eventPath(id));

/** The CSV of an event's registrations with their check-ins (a download, not a fetch). */
export const eventCsvPath = (id: string) => `${eventPath(id)}/registrations.csv`;

export const eventListQueryOptions = (phase: EventPhase) =>
  queryOptions({ queryKey: [...adminEventsQueryKey, 'list', phase], queryFn: () => getEventList(phase) });

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...adminEventsQueryKey, 'detail', id], queryFn: () => getEvent(id) });

export const eventStatsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...adminEventsQueryKey, 'stats', id], queryFn: () => getEventStats(id) });

export const useEventList = (phase: EventPhase) => useQuery(eventListQueryOptions(phase));
export const useEvent = (id: string) => useQuery(eventQueryOptions(id));
export const useEventStats = (id: string) => useQuery(eventStatsQueryOptions(id));

/** Create and update refresh every cached event list and detail afterwards. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventRequest & { id?: string }) =>
      input.id ? updateEvent({ ...input, id: input.id }) : createEvent(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEventsQueryKey }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [...adminEventsQueryKey, 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: [...adminEventsQueryKey, 'list'] });
    },
  });
}
