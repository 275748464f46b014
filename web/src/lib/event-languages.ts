import { settingsCalls } from '@common/contracts/settings';
import type { ShippedLocale } from '@common/i18n/locales';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { callApi } from '@/lib/api-client';

export interface EventLanguages {
  languages: ShippedLocale[];
}

export const getEventLanguages = (): Promise<EventLanguages> => callApi(settingsCalls.getEventLanguages);
export const updateEventLanguages = (languages: ShippedLocale[]): Promise<EventLanguages> =>
  callApi(settingsCalls.setEventLanguages, { body: { languages } });

export const eventLanguagesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.eventLanguages, queryFn: getEventLanguages, staleTime: 60_000 });

/** The organisation's event languages (issue 31): the first is every event's own. */
export const useEventLanguages = (enabled = true) => useQuery({ ...eventLanguagesQueryOptions(), enabled });

export function useUpdateEventLanguages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEventLanguages,
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.eventLanguages, saved),
  });
}
