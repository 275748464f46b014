import type { AdminExhibit } from '@common/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ExhibitRequest } from '../utils/exhibit-form';

export const adminExhibitsQueryKey = ['admin', 'exhibits'] as const;
const exhibitPath = (id: string) => `/api/admin/exhibits/${encodeURIComponent(id)}`;

export const getExhibits = () => api.get<AdminExhibit[]>('/api/admin/exhibits');
export const createExhibit = (input: ExhibitRequest) => api.post<AdminExhibit>('/api/admin/exhibits', input);
export const updateExhibit = ({ id, ...input }: ExhibitRequest & { id: string }) =>
  api.put<AdminExhibit>(exhibitPath(id), input);
export const deleteExhibit = (id: string) => api.delete<{ message: string }>(exhibitPath(id));

export const exhibitsQueryOptions = () => queryOptions({ queryKey: adminExhibitsQueryKey, queryFn: getExhibits });

export const useExhibits = () => useQuery(exhibitsQueryOptions());

/** Every exhibit change refreshes the exhibit list and the event numbers that count exhibits. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminExhibitsQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'events', 'stats'] }),
    ]);
}

export function useSaveExhibit() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (input: ExhibitRequest & { id?: string }) =>
      input.id ? updateExhibit({ ...input, id: input.id }) : createExhibit(input),
    onSuccess: refresh,
  });
}

export function useDeleteExhibit() {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn: deleteExhibit, onSuccess: refresh });
}
