import { publicExhibitCalls } from '@common/contracts/exhibits-public';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getActiveExhibits = () => callApi(publicExhibitCalls.active);

export const activeExhibitsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.activeExhibits, queryFn: getActiveExhibits });

export const useActiveExhibits = () => useQuery(activeExhibitsQueryOptions());
