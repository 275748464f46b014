import { adminApiPaths } from '@common/admin-api-paths';
import type { AdminEvent, AdminExhibit } from '@common/schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { adminKeys } from '@/lib/admin-query-keys';
import { doorDb } from '@/lib/door-db';
import { withOffline } from '../door-offline/door-sync';
import { DOOR_TIMEOUT_MS } from '../lib/constants';
import { doorRequest } from '../lib/door-device';
import { type DoorExhibit, todaysExhibits } from '../lib/todays-exhibits';

type DoorListExhibit = Pick<
  AdminExhibit,
  'id' | 'eventId' | 'name' | 'date' | 'startTime' | 'endTime' | 'maxCapacity' | 'isActive'
>;

/** The events copied on the device, for a door opened offline (issue 16). */
async function copiedEvents() {
  return (await (await doorDb()).getAll('events')).map((copy) => copy.event);
}
async function copiedExhibits() {
  return (await (await doorDb()).getAll('events')).flatMap((copy) => copy.exhibits);
}
const get = <T>(path: string) => doorRequest<T>('GET', path, undefined, undefined, DOOR_TIMEOUT_MS);

/** The exhibits open today in the events running now, for the "Admit on scan" choice (fetched once). */
export function useTodaysExhibits(enabled: boolean): { exhibits: DoorExhibit[]; loading: boolean } {
  const exhibits = useQuery({
    // The door's own key: offline, the list comes from the copy, without the admin pages' fields.
    queryKey: [...adminKeys.exhibits, 'door'],
    queryFn: () => withOffline(() => get<DoorListExhibit[]>(adminApiPaths.exhibits.path), copiedExhibits),
    enabled,
    // With the browser offline the copy answers; TanStack's default would pause the query.
    networkMode: 'always',
  });
  const events = useQuery({
    queryKey: [...adminKeys.events.list('ongoing'), 'door'],
    queryFn: () =>
      withOffline(() => get<Pick<AdminEvent, 'id' | 'name'>[]>(adminApiPaths.eventsByPhase.ongoing.path), copiedEvents),
    enabled,
    networkMode: 'always',
  });
  const list = useMemo(
    () => (exhibits.data && events.data ? todaysExhibits(exhibits.data, events.data, new Date()) : []),
    [exhibits.data, events.data],
  );
  return { exhibits: list, loading: exhibits.isPending || events.isPending };
}
