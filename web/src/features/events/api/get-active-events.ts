import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { getActiveEvents } from './landing-events';

export const activeEventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.activeEvents, queryFn: getActiveEvents });

export const useActiveEvents = () => useQuery(activeEventsQueryOptions());
