import { publicApiPaths as apiPaths } from '@common/public-api-paths';
import type { ActiveEvent } from '@common/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getActiveEvents = () => api.get<ActiveEvent[]>(apiPaths.events.active.path);

export const activeEventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.activeEvents, queryFn: getActiveEvents });

export const useActiveEvents = () => useQuery(activeEventsQueryOptions());
