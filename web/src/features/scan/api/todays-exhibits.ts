import { adminApiPaths } from '@common/admin-api-paths';
import type { AdminEvent, AdminExhibit } from '@common/schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { adminKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';
import { type DoorExhibit, todaysExhibits } from '../lib/todays-exhibits';

/** The exhibits open today in the events running now, for the "Admit on scan" choice (fetched once). */
export function useTodaysExhibits(enabled: boolean): { exhibits: DoorExhibit[]; loading: boolean } {
  const exhibits = useQuery({
    queryKey: adminKeys.exhibits,
    queryFn: () => api.get<AdminExhibit[]>(adminApiPaths.exhibits.path),
    enabled,
  });
  const events = useQuery({
    queryKey: adminKeys.events.list('ongoing'),
    queryFn: () => api.get<AdminEvent[]>(adminApiPaths.eventsByPhase.ongoing.path),
    enabled,
  });
  const list = useMemo(
    () => (exhibits.data && events.data ? todaysExhibits(exhibits.data, events.data, new Date()) : []),
    [exhibits.data, events.data],
  );
  return { exhibits: list, loading: exhibits.isPending || events.isPending };
}
