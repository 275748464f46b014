import { useSyncExternalStore } from 'react';
import { type DoorLink, doorLink } from '../door-offline/door-sync';

/** The door's link with the server, as it changes: offline or not, what waits to sync, the conflicts. */
export function useDoorLink(): DoorLink {
  return useSyncExternalStore(doorLink.subscribe, doorLink.get, doorLink.get);
}
