import { publicApiPaths as apiPaths } from '@common/public-api-paths';
import type { ActiveExhibit } from '@common/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getActiveExhibits = () => api.get<ActiveExhibit[]>(apiPaths.exhibits.active.path);

export const activeExhibitsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.activeExhibits, queryFn: getActiveExhibits });

export const useActiveExhibits = () => useQuery(activeExhibitsQueryOptions());
