/**
 * The door's copy of the events running today (issue 16 item 2, decision 031): fetched whole once,
 * then by deltas (`GET /api/admin/door/events/{id}/passes?since=`), and read offline by pass or by
 * e-mail or phone. The copy holds no secret: a pass is recognised by its SHA-256 (decision 027).
 */
import { adminApiPaths } from '@common/admin-api-paths';
import { INVALID_PASS_MESSAGE, NOT_IN_COPY_MESSAGE, passHash, passRegistrationId } from '@common/offline-admission';
import type { DoorPasses, LookupMatch } from '@common/responses';
import type { AdminEvent, ScanResult } from '@common/schemas';
import { type DoorAdmit, type DoorCopyRegistration, type DoorDb, doorDb } from '@/lib/door-db';
import { DOOR_TIMEOUT_MS } from '../lib/constants';
import { doorHeaders, doorRequest } from '../lib/door-device';
import { offlineRefusal, offlineView } from '../lib/offline-view';

const get = <T>(path: string) => doorRequest<T>('GET', path, undefined, doorHeaders(), DOOR_TIMEOUT_MS);

/** Brings one event's copy up to date: every page of the delta since the last cursor. */
async function refreshEvent(db: DoorDb, eventId: string): Promise<void> {
  let since = (await db.get('events', eventId))?.cursor;
  for (;;) {
    const query = since ? `?since=${encodeURIComponent(since)}` : '';
    const page = await get<DoorPasses>(`${adminApiPaths.doorPasses.path({ id: eventId })}${query}`);
    await applyPage(db, eventId, page);
    since = page.cursor;
    if (!page.more) return;
  }
}

async function applyPage(db: DoorDb, eventId: string, page: DoorPasses): Promise<void> {
  const tx = db.transaction(['events', 'registrations', 'own'], 'readwrite');
  const registrations = tx.objectStore('registrations');
  const work: Promise<unknown>[] = [];
  if (page.full) {
    // A fresh copy (first one, or the server's database changed): what the device had goes.
    for (const key of await registrations.index('byEvent').getAllKeys(eventId)) work.push(registrations.delete(key));
  }
  const exhibitIds = new Set(page.exhibits.map((exhibit) => exhibit.id));
  for (const registration of page.registrations) {
    work.push(
      registrations.put({
        ...registration,
        checkins: registration.checkins.filter((checkin) => exhibitIds.has(checkin.exhibitId)),
        emailLower: registration.email.toLowerCase(),
      }),
    );
  }
  for (const id of page.removed) work.push(registrations.delete(id));
  // This device's synced admissions that the copy now shows are no longer counted on their own.
  const own = tx.objectStore('own');
  const shown = new Map(page.registrations.map((registration) => [registration.id, registration]));
  for (const admit of await own.getAll()) {
    const registration = shown.get(admit.registrationId);
    if (registration?.checkins.some((checkin) => checkin.exhibitId === admit.exhibitId)) {
      work.push(own.delete(admit.requestId));
    }
  }
  work.push(
    tx.objectStore('events').put({
      id: eventId,
      event: page.event,
      policy: page.policy,
      exhibits: page.exhibits,
      cursor: page.cursor,
      refreshedAt: new Date().toISOString(),
    }),
  );
  await Promise.all([...work, tx.done]);
}

/**
 * Every event running now is copied and brought up to date; the copies of events no longer running
 * leave the device. Throws when the server cannot be reached (the caller goes offline).
 */
export async function refreshCopies(): Promise<void> {
  const running = await get<AdminEvent[]>(adminApiPaths.eventsByPhase.ongoing.path);
  const db = await doorDb();
  const keep = new Set(running.map((event) => event.id));
  for (const id of await db.getAllKeys('events')) {
    if (keep.has(id)) continue;
    const tx = db.transaction(['events', 'registrations'], 'readwrite');
    const registrations = tx.objectStore('registrations');
    const keys = await registrations.index('byEvent').getAllKeys(id);
    await Promise.all([...keys.map((key) => registrations.delete(key)), tx.objectStore('events').delete(id), tx.done]);
  }
  for (const event of running) await refreshEvent(db, event.id);
}

/** Admissions of this device the copy does not show yet: waiting to sync, or synced since the last refresh. */
export async function ownAdmits(db: DoorDb): Promise<DoorAdmit[]> {
  const [queued, synced] = await Promise.all([db.getAll('queue'), db.getAll('own')]);
  return [...queued, ...synced];
}

async function viewOf(db: DoorDb, registration: DoorCopyRegistration): Promise<ScanResult> {
  const copy = await db.get('events', registration.eventId);
  if (!copy) return offlineRefusal('not_found', NOT_IN_COPY_MESSAGE);
  return offlineView(registration, copy, await ownAdmits(db), new Date());
}

/** A scanned pass against the copy: the visitor's view, or `invalid` / `not_found` as online. */
export async function scanOffline(text: string): Promise<ScanResult> {
  const id = passRegistrationId(text);
  if (!id) return offlineRefusal('invalid', INVALID_PASS_MESSAGE);
  const db = await doorDb();
  const registration = await db.get('registrations', id);
  if (!registration) return offlineRefusal('not_found', NOT_IN_COPY_MESSAGE);
  if (registration.passHash === null || registration.passHash !== (await passHash(text))) {
    return offlineRefusal('invalid', INVALID_PASS_MESSAGE);
  }
  return viewOf(db, registration);
}

/** The registration a pass names, when the pass is genuine and in the copy (admit on scan offline). */
export async function registrationOfPass(text: string): Promise<DoorCopyRegistration | ScanResult> {
  const result = await scanOffline(text);
  if (!result.isValid || !result.registration) return result;
  return (await (await doorDb()).get('registrations', result.registration.id))!;
}

/** A lookup by e-mail (any case) or phone digits in the copy, as online: the first match's view, and every match. */
export async function lookupOffline(emailOrPhone: string, registrationId?: string): Promise<ScanResult | null> {
  const db = await doorDb();
  const text = emailOrPhone.trim();
  const digits = text.replace(/\D+/g, '');
  const found = text.includes('@')
    ? await db.getAllFromIndex('registrations', 'byEmail', text.toLowerCase())
    : digits.length >= 3
      ? await db.getAllFromIndex('registrations', 'byPhone', digits)
      : [];
  if (found.length === 0) return null;
  const events = new Map((await db.getAll('events')).map((copy) => [copy.id, copy.event.name]));
  const chosen = found.find((registration) => registration.id === registrationId) ?? found[0]!;
  const view = await viewOf(db, chosen);
  if (found.length === 1) return view;
  const matches: LookupMatch[] = [chosen, ...found.filter((registration) => registration !== chosen)].map(
    (registration) => ({
      registrationId: registration.id,
      name: registration.name,
      email: registration.email,
      eventName: events.get(registration.eventId) ?? '',
    }),
  );
  return { ...view, matches };
}
