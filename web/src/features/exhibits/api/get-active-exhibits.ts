import type { ActiveExhibit } from '@common/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const activeExhibitsQueryKey = ['exhibits', 'active'] as const;

export const getActiveExhibits = () => api.get<ActiveExhibit[]>('/api/exhibits/active');

export const activeExhibitsQueryOptions = () =>
  queryOptions({ queryKey: activeExhibitsQueryKey, queryFn: getActiveExhibits });

export const useActiveExhibits = () => useQuery(activeExhibitsQueryOptions());
