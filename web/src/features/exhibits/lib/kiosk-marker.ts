/**
 * Whether this browser is a kiosk: the home page links the check-in ("At the event? Check in to
 * today's exhibits") only there, not on visitors' own phones (issue 29). The check-in page writes
 * it each time it learns the device's standing: set where it offers check-in, removed where it says
 * the device is not enrolled. A local note, not a permission: the server decides every check-in.
 */
export const KIOSK_MARKER_KEY = 'idevent.kiosk';

type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where the browser refuses it (storage turned off): then nothing is noted. */
function defaultStorage(): MarkerStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function rememberKioskDevice(isKiosk: boolean, storage = defaultStorage()): void {
  try {
    if (isKiosk) storage?.setItem(KIOSK_MARKER_KEY, '1');
    else storage?.removeItem(KIOSK_MARKER_KEY);
  } catch {
    // A full or refused storage: the home page then shows no link, as on any visitor's phone.
  }
}

export function isKioskDevice(storage = defaultStorage()): boolean {
  try {
    return storage?.getItem(KIOSK_MARKER_KEY) === '1';
  } catch {
    return false;
  }
}
