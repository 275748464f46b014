/**
 * The door's link with the server while the network comes and goes (issue 16 items 3-5, decision
 * 031): whether the door is offline, the admissions made offline waiting to sync, and the conflicts
 * the server reported. One loop per page: it sends the queue up (batches of 500, each admission
 * leaving the device only once the server has answered for it), then refreshes the copy; every 30 s,
 * every 3 s while offline or something waits, and at once when the browser says it is back online.
 */
import { adminApiPaths } from '@common/admin-api-paths';
import type { DoorSyncResponse } from '@common/responses';
import { ApiError, isUnreachable } from '@/lib/api-client';
import { clearDoorCopy, type DoorAdmit, type DoorConflict, doorDb } from '@/lib/door-db';
import { doorDeviceId, doorHeaders, doorRequest } from '../lib/door-device';
import { DoorOfflineError, NO_COPY_OFFLINE_MESSAGE } from '../lib/door-offline-error';
import { refreshCopies } from './door-copy';

export interface DoorLink {
  /** The server did not answer the last call (or the browser is offline). */
  offline: boolean;
  /** Admissions made offline that the server has not answered for yet. */
  waiting: number;
  /** Their requestIds: an "Admitted (offline)" panel still on screen says when its admission has synced. */
  queued: ReadonlySet<string>;
  /** Offline admissions the server refused, until dismissed; newest first. */
  conflicts: DoorConflict[];
  /** The device holds a copy of at least one event (offline admission is possible). */
  hasCopy: boolean;
}

const SYNC_BATCH = 500;
const EVERY_MS = 30_000;
const SOON_MS = 3000;

let state: DoorLink = { offline: false, waiting: 0, queued: new Set(), conflicts: [], hasCopy: false };
const listeners = new Set<() => void>();

const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a === b || (a.size === b.size && [...a].every((id) => b.has(id)));

function set(change: Partial<DoorLink>) {
  const next = { ...state, ...change };
  if (
    next.offline === state.offline &&
    next.waiting === state.waiting &&
    sameIds(next.queued, state.queued) &&
    next.conflicts === state.conflicts &&
    next.hasCopy === state.hasCopy
  ) {
    return;
  }
  state = next;
  for (const listener of listeners) listener();
}

export const doorLink = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
};

/** A door call found the server unreachable: go offline now (the loop probes for its return). */
export function markOffline(): void {
  set({ offline: true });
  schedule(SOON_MS);
}

/** Reads the counts shown on the page from the device's store. */
async function recount(): Promise<void> {
  const db = await doorDb();
  const [queued, conflicts, copies] = await Promise.all([
    db.getAllKeys('queue'),
    db.getAll('conflicts'),
    db.count('events'),
  ]);
  conflicts.sort((a, b) => b.admittedAt.localeCompare(a.admittedAt));
  set({ waiting: queued.length, queued: new Set(queued), conflicts, hasCopy: copies > 0 });
}

/** An admission made offline joins the queue (same requestId as the online try it replaces, if any). */
export async function enqueueAdmit(admit: DoorAdmit): Promise<void> {
  await (await doorDb()).put('queue', admit);
  await recount();
  schedule(SOON_MS);
}

export async function dismissConflict(requestId: string): Promise<void> {
  await (await doorDb()).delete('conflicts', requestId);
  await recount();
}

/**
 * One batch to the server. A refusal of the whole batch (the account may not admit, say) turns each
 * admission into a conflict with the server's words: reported, not retried for ever, never dropped.
 * A 401 (the session ended) or no answer leaves the queue as it is.
 */
async function sendBatch(batch: DoorAdmit[]): Promise<DoorSyncResponse> {
  try {
    return await doorRequest<DoorSyncResponse>(
      'POST',
      adminApiPaths.doorSync.path,
      {
        deviceId: doorDeviceId(),
        admits: batch.map(({ requestId, registrationId, exhibitId, admittedAt }) => ({
          requestId,
          registrationId,
          exhibitId,
          admittedAt,
        })),
      },
      doorHeaders(),
      // 500 admissions take a few seconds on a busy server: more than a single call's 3 s.
      30_000,
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401 || error.status === 429 || error.status >= 500) {
      throw error;
    }
    const message = error.serverMessage ?? `The server refused these admissions (HTTP ${error.status}).`;
    return { results: batch.map((admit) => ({ requestId: admit.requestId, status: 'refused', message })) };
  }
}

/** Sends the queue up, oldest first, in batches; each admission leaves the queue with the server's answer. */
async function syncQueue(): Promise<void> {
  const db = await doorDb();
  for (;;) {
    const batch = await db.getAllFromIndex('queue', 'byTime', undefined, SYNC_BATCH);
    if (batch.length === 0) return;
    const { results } = await sendBatch(batch);
    const byId = new Map(batch.map((admit) => [admit.requestId, admit]));
    const tx = db.transaction(['queue', 'own', 'conflicts'], 'readwrite');
    const work: Promise<unknown>[] = [];
    for (const result of results) {
      const admit = byId.get(result.requestId);
      if (!admit) continue;
      work.push(tx.objectStore('queue').delete(admit.requestId));
      if (result.status === 'refused') {
        work.push(
          tx.objectStore('conflicts').put({
            requestId: admit.requestId,
            name: admit.name,
            exhibitName: admit.exhibitName,
            // The server's words already say when and by whom ("at 10:02 AM by Door 2.").
            message: result.message ?? 'Not admitted.',
            ...(result.reason ? { reason: result.reason } : {}),
            ...(result.checkedInAt ? { checkedInAt: result.checkedInAt } : {}),
            ...(result.by !== undefined ? { by: result.by } : {}),
            admittedAt: admit.admittedAt,
          }),
        );
      } else {
        // Counted as this device's own until the copy shows the check-in (capacities stay right).
        work.push(tx.objectStore('own').put(admit));
      }
    }
    await Promise.all([...work, tx.done]);
    await recount();
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;
let users = 0;

function schedule(ms: number) {
  if (users === 0) return;
  clearTimeout(timer);
  timer = setTimeout(() => void tick(), ms);
}

/** One round: the queue up, then the copy down. */
async function tick(): Promise<void> {
  if (running) return;
  running = true;
  try {
    await syncQueue();
    await refreshCopies();
    set({ offline: false });
  } catch (error) {
    if (isUnreachable(error)) set({ offline: true });
    // The session ended: the copy leaves the device (the queue waits for the next sign-in).
    else if (error instanceof ApiError && error.status === 401) await clearDoorCopy();
  } finally {
    running = false;
    await recount().catch(() => undefined);
    schedule(state.offline || state.waiting > 0 ? SOON_MS : EVERY_MS);
  }
}

/** Starts the loop while the door page is open; returns its stop. */
export function startDoorLink(): () => void {
  if (typeof indexedDB === 'undefined') return () => undefined;
  users += 1;
  const online = () => schedule(0);
  const offline = () => set({ offline: true });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  if (!navigator.onLine) set({ offline: true });
  schedule(0);
  return () => {
    users -= 1;
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    if (users === 0) clearTimeout(timer);
  };
}

/** The browser itself says it has no network (the Wi-Fi dropped): no call could leave the device. */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Whether the device holds a copy, read from its store if not known yet (a page just opened offline). */
async function copyHeld(): Promise<boolean> {
  if (!state.hasCopy) await recount().catch(() => undefined);
  return state.hasCopy;
}

/**
 * A door call that goes on against the copy when the server cannot be reached. With the browser
 * offline no call is tried at all (issue 29 item 2): the copy answers, or the call fails at once. While
 * the last call failed, the copy answers at once too (no 3 s wait per visitor); without a copy the
 * server is tried (it is the only way to answer). Else online first, and the copy if that fails.
 */
export async function withOffline<T>(online: () => Promise<T>, offline: () => Promise<T>): Promise<T> {
  if (browserOffline()) {
    // The loop waits for the browser's `online` event; this call leaves its timer alone.
    set({ offline: true });
    if (await copyHeld()) return offline();
    throw new DoorOfflineError(NO_COPY_OFFLINE_MESSAGE);
  }
  if (state.offline && (await copyHeld())) return offline();
  try {
    const answer = await online();
    set({ offline: false });
    return answer;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    markOffline();
    // Just opened (reloaded offline): whether there is a copy may not be read yet.
    if (!(await copyHeld())) throw error;
    return offline();
  }
}

/**
 * A door call only the server can answer (a resend): it fails at once while the browser is offline
 * or the last call found the server out of reach, with `message`; a call that finds the server out of
 * reach takes the door offline.
 */
export async function onlineOnly<T>(call: () => Promise<T>, message: string): Promise<T> {
  if (browserOffline() || state.offline) {
    if (browserOffline()) set({ offline: true });
    throw new DoorOfflineError(message);
  }
  try {
    const answer = await call();
    set({ offline: false });
    return answer;
  } catch (error) {
    if (isUnreachable(error)) markOffline();
    throw error;
  }
}
