/**
 * The door's copy of the events running today (issue 16 item 2, decision 031): fetched whole once,
 * then by deltas (`GET /api/admin/door/events/{id}/passes?since=`), and read offline by pass or by
 * e-mail or phone. The copy holds no secret: a pass is recognised by its SHA-256 (decision 027).
 */
import { adminApiPaths } from '@common/admin-api-paths';
import { INVALID_PASS_MESSAGE, NOT_IN_COPY_MESSAGE, passHash, passRegistrationId } from '@common/offline-admission';
import { isPhoneRegion, type PhoneRegion, phoneLookupDigits } from '@common/phone-number';
import type { DoorPasses, LookupMatch } from '@common/responses';
import type { AdminEvent, ScanResult } from '@common/schemas';
import { ApiError } from '@/lib/api-client';
import { type DoorAdmit, type DoorCopyRegistration, type DoorDb, doorDb } from '@/lib/door-db';
import { DOOR_TIMEOUT_MS } from '../lib/constants';
import { doorHeaders, doorRequest } from '../lib/door-device';
import { offlineRefusal, offlineView } from './offline-view';

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
    if (!keep.has(id)) await dropEvent(db, id);
  }
  for (const event of running) {
    try {
      await refreshEvent(db, event.id);
    } catch (error) {
      // The server gives a copy only of an event running today (issue 28 item 2): one that ended since
      // the list was read (midnight) leaves the device, and the other events are still refreshed.
      if (!(error instanceof ApiError && error.status === 403)) throw error;
      await dropEvent(db, event.id);
    }
  }
}

async function dropEvent(db: DoorDb, id: string): Promise<void> {
  const tx = db.transaction(['events', 'registrations'], 'readwrite');
  const registrations = tx.objectStore('registrations');
  const keys = await registrations.index('byEvent').getAllKeys(id);
  await Promise.all([...keys.map((key) => registrations.delete(key)), tx.objectStore('events').delete(id), tx.done]);
}

/** An admission the device learnt of outside its queue: made here online, or heard on the event's live stream. */
export interface KnownAdmission {
  /** The online admit's requestId; an admission heard is keyed by its registration and exhibit. */
  requestId?: string;
  registrationId: string;
  exhibitId: string;
  /** The server's time of the check-in (ISO). */
  admittedAt: string;
  /** The account that admitted (its username); null: the public check-in or not known. */
  by: string | null;
}

/**
 * An admission made on this device online, or heard on the live stream, joins the copy at once
 * (issue 29 item 1): a check-in of the visitor and a place taken, until a refresh shows it. Nothing
 * for a registration or exhibit the copy does not hold, a check-in it shows already, or an admission
 * it knows of already. Never throws: the online answer stands whatever the device's store does.
 */
export async function noteAdmission(known: KnownAdmission): Promise<void> {
  try {
    const db = await doorDb();
    const tx = db.transaction(['events', 'registrations', 'queue', 'own'], 'readwrite');
    const same = (admit: DoorAdmit) =>
      admit.registrationId === known.registrationId && admit.exhibitId === known.exhibitId;
    const registration = await tx.objectStore('registrations').get(known.registrationId);
    const copy = registration && (await tx.objectStore('events').get(registration.eventId));
    const exhibit = copy?.exhibits.find((item) => item.id === known.exhibitId);
    const shown = registration?.checkins.some((checkin) => checkin.exhibitId === known.exhibitId) ?? false;
    const mine = [...(await tx.objectStore('queue').getAll()), ...(await tx.objectStore('own').getAll())];
    if (registration && exhibit && !shown && !mine.some(same)) {
      await tx.objectStore('own').put({
        requestId: known.requestId ?? `known:${known.registrationId}:${known.exhibitId}`,
        registrationId: known.registrationId,
        exhibitId: known.exhibitId,
        eventId: registration.eventId,
        admittedAt: known.admittedAt,
        name: registration.name,
        exhibitName: exhibit.name,
        by: known.by,
      });
    }
    await tx.done;
  } catch {
    // No IndexedDB here, or no copy: the next refresh brings the check-in.
  }
}

/** Admissions the copy does not show yet: waiting to sync, or known (synced, made online, heard) since the last refresh. */
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

/**
 * A lookup by e-mail (any case) or phone in the copy, as online: the first match's view, and every
 * match. A phone number is read as the server reads it (common/phone-number.ts, with the server's
 * PHONE_REGION from the copy), so any form of it finds the registration.
 */
export async function lookupOffline(emailOrPhone: string, registrationId?: string): Promise<ScanResult | null> {
  const db = await doorDb();
  const copies = await db.getAll('events');
  const text = emailOrPhone.trim();
  let found: DoorCopyRegistration[];
  if (text.includes('@')) {
    found = await db.getAllFromIndex('registrations', 'byEmail', text.toLowerCase());
  } else {
    const region = copies
      .map((copy) => copy.policy.phoneRegion)
      .find((value): value is PhoneRegion => value !== undefined && isPhoneRegion(value));
    const keys = phoneLookupDigits(text, region ?? null);
    const byKey = await Promise.all(keys.map((key) => db.getAllFromIndex('registrations', 'byPhone', key)));
    found = [...new Map(byKey.flat().map((registration) => [registration.id, registration])).values()];
  }
  if (found.length === 0) return null;
  // As online (issue 30 item 2): a visitor who cancelled and registered again is found by the new registration.
  found = [...found.filter((one) => !one.cancelledAt), ...found.filter((one) => one.cancelledAt)];
  const events = new Map(copies.map((copy) => [copy.id, copy.event.name]));
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
