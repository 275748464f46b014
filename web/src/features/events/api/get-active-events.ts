import type { ActiveEvent } from '@common/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getActiveEvents = () => api.get<ActiveEvent[]>('/api/events/active');

export const activeEventsQueryOptions = () =>
  queryOptions({ queryKey: ['events', 'active'], queryFn: getActiveEvents });

export const useActiveEvents = () => useQuery(activeEventsQueryOptions());
