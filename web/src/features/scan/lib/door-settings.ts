import type { Direction } from '@common/occupancy';

/**
 * What a door device remembers across reloads: whether "Admit on scan" is on, the exhibit it
 * admits to, and whether it scans people in or out (issue 32). Kept in localStorage (per device and browser); unreadable or foreign values count as unset.
 */
export interface DoorSettings {
  admitOnScan: boolean;
  exhibitId: string | null;
  /** Entry (the default) or exit scans (issue 32). */
  direction: Direction;
}

export const DOOR_SETTINGS_KEY = 'idevent.door.settings';
const DEFAULTS: DoorSettings = { admitOnScan: false, exhibitId: null, direction: 'entry' };

export function loadDoorSettings(storage: Pick<Storage, 'getItem'> | undefined): DoorSettings {
  try {
    const raw = storage?.getItem(DOOR_SETTINGS_KEY);
    if (!raw) return DEFAULTS;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return DEFAULTS;
    const { admitOnScan, exhibitId, direction } = value as Record<string, unknown>;
    return {
      admitOnScan: admitOnScan === true,
      exhibitId: typeof exhibitId === 'string' && exhibitId ? exhibitId : null,
      direction: direction === 'exit' ? 'exit' : 'entry',
    };
  } catch {
    return DEFAULTS;
  }
}

export function saveDoorSettings(storage: Pick<Storage, 'setItem'> | undefined, settings: DoorSettings): void {
  try {
    storage?.setItem(DOOR_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full storage: the setting lasts as long as the page.
  }
}
