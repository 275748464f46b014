/**
 * The door's data on the device (issue 16, decision 031), in IndexedDB: the copy of the events running
 * today (their exhibits and registrations, refreshed by deltas), the admissions made offline and
 * waiting to sync, the ones known (synced, made online, heard) that the copy does not show yet, and the conflicts the server
 * reported. The offline door's own code is in features/scan/door-offline/ (part of the door page: its
 * calls fall back on the copy); this store is in lib/ because signing out (admin-auth) clears it too.
 */
import type { DoorPasses } from '@common/responses';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export type DoorCopyRegistration = Omit<DoorPasses['registrations'][number], 'cancelledAt'> & {
  /** The e-mail in lower case: the lookup's index. */
  emailLower: string;
  /** When the visitor cancelled (issue 30 item 2); absent in a copy kept from before it came with it. */
  cancelledAt?: string | null;
};

/** One event's copy, without its registrations (a store of their own). */
export interface DoorCopyEvent {
  id: string;
  event: DoorPasses['event'];
  /** A copy kept from before PHONE_REGION came with it has none: until its next refresh, phones are matched by their digits. */
  policy: Omit<DoorPasses['policy'], 'phoneRegion'> & { phoneRegion?: string };
  exhibits: DoorPasses['exhibits'];
  /** The next delta's `since`. */
  cursor: string;
  /** When the device last heard from the server about this event (ISO). */
  refreshedAt: string;
}

/**
 * An admission the copy does not show yet: made on this device offline and waiting to sync (`queue`);
 * or in `own` until a refresh of the copy shows it: synced from the queue, made on this device online,
 * or heard on the event's live stream (issue 29 item 1: a pass admitted a moment ago is refused
 * offline at once).
 */
export interface DoorAdmit {
  requestId: string;
  registrationId: string;
  exhibitId: string;
  eventId: string;
  /** The device's time of the admission (ISO). */
  admittedAt: string;
  /** For the conflicts list: who and where. */
  name: string;
  exhibitName: string;
  /** The account that admitted (its username), where known; null: the public check-in. */
  by?: string | null;
}

/** An offline admission the server did not take (another device was first, the exhibit was full...). */
export interface DoorConflict {
  requestId: string;
  name: string;
  exhibitName: string;
  /** The server's words: "Already checked in to Hall A at 10:02 AM by Door 2.". */
  message: string;
  /** The server's code for the refusal (the page says it in the reader's language), and its fields. */
  reason?: string;
  checkedInAt?: string;
  by?: string | null;
  admittedAt: string;
}

interface DoorSchema extends DBSchema {
  events: { key: string; value: DoorCopyEvent };
  registrations: {
    key: string;
    value: DoorCopyRegistration;
    indexes: { byEvent: string; byEmail: string; byPhone: string };
  };
  queue: { key: string; value: DoorAdmit; indexes: { byTime: string } };
  own: { key: string; value: DoorAdmit };
  conflicts: { key: string; value: DoorConflict };
}

export type DoorDb = IDBPDatabase<DoorSchema>;

const NAME = 'idevent-door';
let opened: Promise<DoorDb> | undefined;

export function doorDb(): Promise<DoorDb> {
  opened ??= openDB<DoorSchema>(NAME, 1, {
    upgrade(db) {
      db.createObjectStore('events', { keyPath: 'id' });
      const registrations = db.createObjectStore('registrations', { keyPath: 'id' });
      registrations.createIndex('byEvent', 'eventId');
      registrations.createIndex('byEmail', 'emailLower');
      registrations.createIndex('byPhone', 'phoneDigits');
      const queue = db.createObjectStore('queue', { keyPath: 'requestId' });
      queue.createIndex('byTime', 'admittedAt');
      db.createObjectStore('own', { keyPath: 'requestId' });
      db.createObjectStore('conflicts', { keyPath: 'requestId' });
    },
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

/**
 * Signing out, or the session ending: the copy of the events (who registered, who came) leaves the
 * device. Admissions waiting to sync stay until the server has answered for them (never lost), and
 * go up at the next sign-in; so do the conflicts until dismissed.
 */
export async function clearDoorCopy(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    const db = await doorDb();
    const tx = db.transaction(['events', 'registrations', 'own'], 'readwrite');
    await Promise.all([
      tx.objectStore('events').clear(),
      tx.objectStore('registrations').clear(),
      tx.objectStore('own').clear(),
      tx.done,
    ]);
  } catch {
    // No IndexedDB here (a private window may refuse it): there is no copy to clear.
  }
}
