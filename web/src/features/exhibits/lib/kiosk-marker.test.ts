import { describe, expect, it } from 'vitest';
import { isKioskDevice, KIOSK_MARKER_KEY, rememberKioskDevice } from './kiosk-marker';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const refusing = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('the kiosk marker', () => {
  it('is off on a device that never offered check-in (a visitor phone)', () => {
    expect(isKioskDevice(memoryStorage())).toBe(false);
  });

  it('is on once the check-in page offered check-in on the device', () => {
    const storage = memoryStorage();
    rememberKioskDevice(true, storage);
    expect(isKioskDevice(storage)).toBe(true);
    expect(storage.items.get(KIOSK_MARKER_KEY)).toBe('1');
  });

  it('is off again once the page says the device is not enrolled (revoked)', () => {
    const storage = memoryStorage();
    rememberKioskDevice(true, storage);
    rememberKioskDevice(false, storage);
    expect(isKioskDevice(storage)).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it('reads another value as off', () => {
    const storage = memoryStorage();
    storage.setItem(KIOSK_MARKER_KEY, 'true');
    expect(isKioskDevice(storage)).toBe(false);
  });

  it('is off, and throws nothing, where storage is refused or missing', () => {
    expect(() => rememberKioskDevice(true, refusing)).not.toThrow();
    expect(isKioskDevice(refusing)).toBe(false);
    expect(() => rememberKioskDevice(true, null)).not.toThrow();
    expect(isKioskDevice(null)).toBe(false);
  });
});
