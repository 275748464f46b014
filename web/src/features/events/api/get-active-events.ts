import { publicApiPaths as apiPaths } from '@common/public-api-paths';
import type { ActiveEvent } from '@common/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The landing page's one call, in its first script: by its zod-free path (common/public-api-paths.ts),
 * not its contract, whose schemas would add zod to that script (tests/e2e/empty-states.e2e.ts budget).
 */
export const getActiveEvents = () => api.get<ActiveEvent[]>(apiPaths.events.active.path);

export const activeEventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.activeEvents, queryFn: getActiveEvents });

export const useActiveEvents = () => useQuery(activeEventsQueryOptions());
