import { describe, expect, it } from 'vitest';
import { DOOR_SETTINGS_KEY, loadDoorSettings, saveDoorSettings } from './door-settings';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('door settings', () => {
  it('are off with no exhibit on a new device', () => {
    expect(loadDoorSettings(memoryStorage())).toEqual({ admitOnScan: false, exhibitId: null, direction: 'entry' });
    expect(loadDoorSettings(undefined)).toEqual({ admitOnScan: false, exhibitId: null, direction: 'entry' });
  });

  it('come back as they were saved', () => {
    const storage = memoryStorage();
    saveDoorSettings(storage, { admitOnScan: true, exhibitId: 'hall-a', direction: 'exit' });
    expect(loadDoorSettings(storage)).toEqual({ admitOnScan: true, exhibitId: 'hall-a', direction: 'exit' });
  });

  it('read unreadable or foreign values as unset', () => {
    for (const raw of ['{', '"x"', 'null', '{"admitOnScan":"yes","exhibitId":42,"direction":"out"}']) {
      expect(loadDoorSettings(memoryStorage({ [DOOR_SETTINGS_KEY]: raw }))).toEqual({
        admitOnScan: false,
        exhibitId: null,
        direction: 'entry',
      });
    }
  });
});
