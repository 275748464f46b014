import { exhibitCalls } from '@common/contracts/exhibits';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { callApi } from '@/lib/api-client';
import type { ExhibitRequest } from '../utils/exhibit-form';

export const getExhibits = () => callApi(exhibitCalls.list);
export const createExhibit = (input: ExhibitRequest) => callApi(exhibitCalls.create, { body: input });
export const updateExhibit = ({ id, ...input }: ExhibitRequest & { id: string }) =>
  callApi(exhibitCalls.update, { params: { id }, body: input });
export const deleteExhibit = (id: string) => callApi(exhibitCalls.remove, { params: { id } });

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
