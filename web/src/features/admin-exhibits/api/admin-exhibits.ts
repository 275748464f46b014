import { adminApiPaths } from '@common/admin-api-paths';
import type { AdminExhibit } from '@common/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';
import type { ExhibitRequest } from '../utils/exhibit-form';

const admin = adminApiPaths;

export const getExhibits = () => api.get<AdminExhibit[]>(admin.exhibits.path);
export const createExhibit = (input: ExhibitRequest) => api.post<AdminExhibit>(admin.exhibits.path, input);
export const updateExhibit = ({ id, ...input }: ExhibitRequest & { id: string }) =>
  api.put<AdminExhibit>(admin.exhibit.path({ id }), input);
export const deleteExhibit = (id: string) => api.delete<{ message: string }>(admin.exhibit.path({ id }));

export const exhibitsQueryOptions = () => queryOptions({ queryKey: adminKeys.exhibits, queryFn: getExhibits });

export const useExhibits = () => useQuery(exhibitsQueryOptions());

/** Every exhibit change refreshes the exhibit list and the event numbers that count exhibits. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.exhibits }),
      queryClient.invalidateQueries({ queryKey: adminKeys.events.allStats }),
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
