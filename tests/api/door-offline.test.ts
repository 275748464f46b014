/**
 * The door offline (issue 16, decision 027): a device's copy of an event (the passes delta) and the
 * admissions it made offline sent up later (the sync), with their refusals, retries, two devices
 * admitting one visitor, a capacity shared by two offline devices, and 500 admissions at once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api-paths.ts';
import { decideOffline, type OwnAdmit, passHash } from '../../common/offline-admission.ts';
import type { DoorPasses, DoorSyncResult } from '../../common/responses.ts';
import { changedRegistrationsQuery } from '../../server/modules/door-offline/door-passes.repository.ts';
import type { Change } from '../../server/platform/change-feed.ts';
import { auditLog, checkins, doorCopies, events, registrations } from '../../server/platform/db/schema.ts';
import { createEvent, createExhibit, noon, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;
let door: AdminClient;
let door2: AdminClient;
let viewer: AdminClient;
const PASSWORD = 'a-long-enough-password';
const published: Change[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
  for (const [username, role] of [
    ['door-1', 'door'],
    ['door-2', 'door'],
    ['viewer-1', 'viewer'],
  ] as const) {
    const made = await admin.call('POST', apiPaths.admin.users.path, { username, role, password: PASSWORD });
    if (made.status !== 201) throw new Error(JSON.stringify(made.body));
  }
  door = await signIn(t.baseUrl, 'door-1', PASSWORD);
  door2 = await signIn(t.baseUrl, 'door-2', PASSWORD);
  viewer = await signIn(t.baseUrl, 'viewer-1', PASSWORD);
  t.app.changes.subscribe((change) => {
    published.push(change);
  });
});
afterAll(() => t?.close());

const db = () => t.app.database.db;
const passesPath = (eventId: string, query = '') => `${apiPaths.admin.doorPasses.path({ id: eventId })}${query}`;

async function copy(client: AdminClient, eventId: string, since?: string, limit?: number) {
  const query = new URLSearchParams();
  if (since) query.set('since', since);
  if (limit) query.set('limit', String(limit));
  const response = await client.call<DoorPasses>('GET', passesPath(eventId, query.size ? `?${query}` : ''));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/**
 * Asks for changes until none come: the cursor is then past every earlier write. On PostgreSQL a
 * transaction running anywhere on the server (another test's database) holds the snapshot's xmin
 * back, and rows already sent come again until it ends (decision 027): keep asking, for a while.
 */
async function settled(eventId: string, cursor: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answer = await copy(door, eventId, cursor);
    cursor = answer.cursor;
    if (answer.registrations.length === 0 && !answer.more) return cursor;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the copy never settled');
}

async function register(eventId: string, overrides: Record<string, unknown> = {}) {
  const person = visitor(overrides);
  const response = await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  const [row] = await db()
    .select({ id: registrations.id, qrCode: registrations.qrCode })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.email, person.email)));
  return { ...person, id: row!.id, qrCode: row!.qrCode };
}

const sync = (client: AdminClient, deviceId: string, admits: object[]) =>
  client.call<{ results: DoorSyncResult[] }>('POST', apiPaths.admin.doorSync.path, { deviceId, admits });

const admitOf = (registrationId: string, exhibitId: string, admittedAt = new Date(Date.now() - 60_000)) => ({
  requestId: randomUUID(),
  registrationId,
  exhibitId,
  admittedAt: admittedAt.toISOString(),
});

const checkinsOf = (exhibitId: string) =>
  db()
    .select({
      registrationId: checkins.registrationId,
      checkedInAt: checkins.checkedInAt,
      requestId: checkins.requestId,
      by: checkins.admittedBy,
    })
    .from(checkins)
    .where(eq(checkins.exhibitId, exhibitId));
const checkinTotal = async () => (await db().select({ n: count() }).from(checkins))[0]!.n;

describe('the passes delta', () => {
  it('gives a full copy first, then only what changed since: new registrations, check-ins, deletions', async () => {
    const event = await createEvent(admin, { name: 'Offline Fair' });
    const hall = await createExhibit(admin, event.id, { name: 'Hall A', maxCapacity: 5 });
    const talks = await createExhibit(admin, event.id, { name: 'Talks' });
    const ada = await register(event.id, { name: 'Ada Lovelace', phone: '+44 (20) 7946-0001', company: 'Engines' });
    const bob = await register(event.id, { name: 'Bob Babbage' });
    const cy = await register(event.id, { name: 'Cy Clerk' });
    expect(
      (await admin.call('POST', apiPaths.admin.admit.path, { registrationId: ada.id, exhibitId: hall.id })).status,
    ).toBe(200);

    const first = await copy(door, event.id);
    expect(first).toMatchObject({
      event: { id: event.id, name: 'Offline Fair' },
      // PHONE_REGION too: the device reads a number looked up offline as the server does.
      policy: { timezone: 'UTC', earlyMinutes: 30, phoneRegion: 'GB' },
      full: true,
      more: false,
      removed: [],
    });
    expect(first.exhibits.map((exhibit) => [exhibit.name, exhibit.maxCapacity, exhibit.remaining])).toEqual(
      expect.arrayContaining([
        ['Hall A', 5, 4],
        ['Talks', null, null],
      ]),
    );
    expect(first.registrations.map((registration) => registration.name).sort()).toEqual([
      'Ada Lovelace',
      'Bob Babbage',
      'Cy Clerk',
    ]);
    const adaCopy = first.registrations.find((registration) => registration.id === ada.id)!;
    // What the door shows and looks up, no more (issue 28 item 2): no company, no admitter.
    expect(adaCopy).toEqual({
      id: ada.id,
      eventId: event.id,
      name: 'Ada Lovelace',
      email: ada.email,
      phoneDigits: '442079460001',
      passHash: expect.any(String),
      checkins: [{ exhibitId: hall.id, checkedInAt: expect.any(String) }],
      // Not cancelled (issue 30 item 2): a cancelled registration comes with when, and is refused offline.
      cancelledAt: null,
    });
    // The pass's hash, not the pass: the device compares what it scans.
    expect(adaCopy.passHash).toBe(createHash('sha256').update(ada.qrCode).digest('base64url'));
    expect(adaCopy.passHash).toBe(await passHash(ada.qrCode));
    expect(JSON.stringify(first)).not.toContain(ada.qrCode);

    const cursor = await settled(event.id, first.cursor);
    const dee = await register(event.id, { name: 'Dee Newcomer' });
    expect(
      (await door.call('POST', apiPaths.admin.admit.path, { registrationId: bob.id, exhibitId: talks.id })).status,
    ).toBe(200);
    const changes = await copy(door, event.id, cursor);
    expect(changes.full).toBe(false);
    expect(changes.registrations.map((registration) => registration.name).sort()).toEqual([
      'Bob Babbage',
      'Dee Newcomer',
    ]);
    expect(changes.registrations.find((registration) => registration.id === bob.id)!.checkins).toEqual([
      { exhibitId: talks.id, checkedInAt: expect.any(String) },
    ]);
    expect(changes.registrations.find((registration) => registration.id === dee.id)!.checkins).toEqual([]);
    // Every exhibit comes every time, with its places left now.
    expect(changes.exhibits.map((exhibit) => exhibit.id).sort()).toEqual([hall.id, talks.id].sort());

    const quiet = await settled(event.id, changes.cursor);
    await db().delete(registrations).where(eq(registrations.id, cy.id));
    const removal = await copy(door, event.id, quiet);
    expect(removal.removed).toEqual([cy.id]);
    expect(removal.registrations).toEqual([]);
  });

  it('pages a long copy and its changes, every registration once, and ends with more: false', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id);
    const people = [];
    for (let n = 0; n < 5; n++) people.push(await register(event.id));
    const seen: string[] = [];
    let page = await copy(door, event.id, undefined, 2);
    const pages = [page];
    seen.push(...page.registrations.map((registration) => registration.id));
    while (page.more) {
      page = await copy(door, event.id, page.cursor, 2);
      pages.push(page);
      seen.push(...page.registrations.map((registration) => registration.id));
    }
    expect(pages.length).toBe(3);
    expect(pages.every((each) => each.full)).toBe(true);
    expect(seen.sort()).toEqual(people.map((person) => person.id).sort());

    // Changes page the same way: three check-ins, two a page.
    const cursor = await settled(event.id, page.cursor);
    for (const person of people.slice(0, 3)) {
      await door.call('POST', apiPaths.admin.admit.path, { registrationId: person.id, exhibitId: hall.id });
    }
    const changed: string[] = [];
    let next = await copy(door, event.id, cursor, 2);
    changed.push(...next.registrations.map((registration) => registration.id));
    expect(next.more).toBe(true);
    while (next.more) {
      next = await copy(door, event.id, next.cursor, 2);
      changed.push(...next.registrations.map((registration) => registration.id));
    }
    expect([...new Set(changed)].sort()).toEqual(
      people
        .slice(0, 3)
        .map((person) => person.id)
        .sort(),
    );
  });

  it('refuses an unknown event, a cursor that is not one, a bad limit', async () => {
    expect((await door.call('GET', passesPath(randomUUID()))).status).toBe(404);
    expect((await door.call('GET', passesPath('not-an-event'))).status).toBe(404);
    const event = await createEvent(admin);
    for (const query of ['?since=bogus', `?since=${Buffer.from('{"f":-4}').toString('base64url')}`]) {
      const response = await door.call('GET', passesPath(event.id, query));
      expect(response.status, query).toBe(400);
      expect(response.body.message).toBe('This cursor is not valid: ask again without one for a full copy.');
    }
    for (const query of ['?limit=0', '?limit=1001', '?limit=ten']) {
      const response = await door.call('GET', passesPath(event.id, query));
      expect(response.status, query).toBe(400);
      expect(response.body.message).toContain('limit must be a whole number from 1 to 1000.');
    }
  });

  it('starts afresh from a cursor of another database (a restore): full copy, not an error', async () => {
    const event = await createEvent(admin);
    await register(event.id);
    const future = Buffer.from(JSON.stringify({ f: 9_000_000_000 })).toString('base64url');
    const answer = await copy(door, event.id, future);
    expect(answer.full).toBe(true);
    expect(answer.registrations).toHaveLength(1);
  });
});

describe('who may call them', () => {
  it('lets door accounts, organisers and viewers read the copy; only the door side syncs', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id);
    const person = await register(event.id);
    for (const client of [door, viewer, admin])
      expect((await client.call('GET', passesPath(event.id))).status).toBe(200);
    const refused = await sync(viewer, 'viewer-device', [admitOf(person.id, hall.id)]);
    expect(refused).toMatchObject({ status: 403, body: { message: 'Your role (viewer) cannot do this.' } });
    expect(await checkinsOf(hall.id)).toEqual([]);
  });

  it('refuses a caller without a session, and a session of another deployment, with 401 and nothing written', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id);
    const person = await register(event.id);
    const admits = [admitOf(person.id, hall.id)];
    expect((await call(t.baseUrl, 'GET', passesPath(event.id))).status).toBe(401);
    const other = await startTestApp();
    try {
      const stranger = await signIn(other.baseUrl);
      const headers = { cookie: stranger.cookie, origin: t.baseUrl };
      expect((await call(t.baseUrl, 'GET', passesPath(event.id), undefined, headers)).status).toBe(401);
      const response = await call(
        t.baseUrl,
        'POST',
        apiPaths.admin.doorSync.path,
        { deviceId: 'stranger-1', admits },
        headers,
      );
      expect(response.status).toBe(401);
    } finally {
      await other.close();
    }
    expect(await checkinsOf(hall.id)).toEqual([]);
  });
});

/** The session's id, as the server keeps it: the SHA-256 of its cookie's token. */
const sessionIdOf = (client: AdminClient) =>
  createHash('sha256')
    .update(client.cookie.slice(client.cookie.indexOf('=') + 1))
    .digest('base64url');

/**
 * The client's session took its copy of the door at `at` on `deviceId` (issue 28 item 3: the sync dates
 * no admission before the copy): these tests send admissions made up to a day ago.
 */
async function copyTakenAt(client: AdminClient, deviceId: string, at: Date) {
  const copy = { sessionId: sessionIdOf(client), accountId: 'test', deviceId, copiedAt: at };
  await db()
    .insert(doorCopies)
    .values(copy)
    .onConflictDoUpdate({ target: doorCopies.sessionId, set: { deviceId, copiedAt: at } });
}

describe('the sync', () => {
  beforeAll(async () => {
    const dayAndMore = new Date(Date.now() - 26 * 60 * 60_000);
    await copyTakenAt(door, 'phone-one', dayAndMore);
    await copyTakenAt(door2, 'phone-two', dayAndMore);
  });

  it('admits at the device time, refuses with each reason, and a retry changes nothing', async () => {
    const event = await createEvent(admin);
    const other = await createEvent(admin);
    const hall = await createExhibit(admin, event.id, { name: 'Hall A' });
    const closed = await createExhibit(admin, event.id, { name: 'Closed Room', isActive: false });
    const tomorrow = await createExhibit(admin, event.id, { name: 'Tomorrow Room', date: noon(1) });
    const elsewhere = await createExhibit(admin, other.id, { name: 'Elsewhere' });
    const ended = await createEvent(admin);
    const endedHall = await createExhibit(admin, ended.id);
    const ada = await register(event.id);
    const bob = await register(event.id);
    const late = await register(ended.id);
    const yesterday = new Date(Date.now() - 2 * 86_400_000);
    await db()
      .update(events)
      .set({ startDate: new Date(yesterday.getTime() - 86_400_000), endDate: yesterday })
      .where(eq(events.id, ended.id));
    expect(
      (await admin.call('POST', apiPaths.admin.admit.path, { registrationId: bob.id, exhibitId: hall.id })).status,
    ).toBe(200);
    const before = await checkinTotal();

    const admittedAt = new Date(Date.now() - 10 * 60_000);
    const batch = [
      admitOf(ada.id, hall.id, admittedAt),
      admitOf(randomUUID(), hall.id),
      admitOf(ada.id, elsewhere.id),
      admitOf(ada.id, closed.id),
      admitOf(late.id, endedHall.id),
      admitOf(bob.id, hall.id),
      admitOf(ada.id, tomorrow.id),
      admitOf(ada.id, closed.id, new Date(Date.now() + 60 * 60_000)),
      admitOf(ada.id, closed.id, new Date(Date.now() - 25 * 60 * 60_000)),
    ];
    const first = await sync(door, 'phone-one', batch);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const results = first.body.results;
    expect(results.map((result) => result.requestId)).toEqual(batch.map((admit) => admit.requestId));
    expect(results.map((result) => result.reason ?? result.status)).toEqual([
      'admitted',
      'not_found',
      'wrong_event',
      'exhibit_inactive',
      'event_ended',
      'already_checked_in',
      'not_today',
      'clock_ahead',
      'too_old',
    ]);
    expect(results[0]).toEqual({
      requestId: batch[0]!.requestId,
      status: 'admitted',
      checkedInAt: admittedAt.toISOString(),
    });
    expect(results[5]).toMatchObject({ status: 'refused', by: 'admin', checkedInAt: expect.any(String) });
    expect(results[5]!.message).toMatch(/^Already checked in to Hall A at \d{1,2}:\d{2} [AP]M by admin\.$/);
    expect(results[7]!.message).toContain("ahead of the server's clock");
    expect(results[8]!.message).toBe('This admission was made more than 24 hours ago and was not recorded.');
    // Stored with the device's time, who admitted, and its requestId.
    const stored = (await checkinsOf(hall.id)).find((row) => row.registrationId === ada.id)!;
    expect(stored).toMatchObject({ checkedInAt: admittedAt, requestId: batch[0]!.requestId, by: 'door-1' });
    expect(await checkinTotal()).toBe(before + 1);
    // Told to the change feed, like an online admission.
    expect(published).toContainEqual(
      expect.objectContaining({ kind: 'checkin', registrationId: ada.id, exhibitId: hall.id, by: 'door-1' }),
    );
    // Recorded in the audit trail with the device: the admission, and the batch's refusals in one entry.
    const entries = await db()
      .select({ action: auditLog.action, changes: auditLog.changes, deviceId: auditLog.deviceId })
      .from(auditLog)
      .where(eq(auditLog.deviceId, 'phone-one'));
    expect(entries.filter((entry) => entry.action === 'door.admit')).toHaveLength(1);
    expect(entries.filter((entry) => entry.action === 'door.refuse')).toHaveLength(0);
    const refusals = entries.filter((entry) => entry.action === 'door.sync_refused');
    expect(refusals).toHaveLength(1);
    expect(refusals[0]!.changes).toMatchObject({
      received: 9,
      admitted: 1,
      refused: 8,
      reasons: { clock_ahead: 1, too_old: 1, wrong_event: 1, not_found: 1 },
    });

    // The same batch again (the answer was lost): the admission is a duplicate, the refusals the same.
    const again = await sync(door, 'phone-one', batch);
    expect(again.status).toBe(200);
    expect(again.body.results[0]).toEqual({
      requestId: batch[0]!.requestId,
      status: 'duplicate',
      checkedInAt: admittedAt.toISOString(),
    });
    expect(again.body.results.slice(1)).toEqual(results.slice(1));
    expect(await checkinTotal()).toBe(before + 1);
  });

  it('refuses a tampered or oversized body with 400, and writes nothing', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id);
    const person = await register(event.id);
    const good = admitOf(person.id, hall.id);
    const before = await checkinTotal();
    const cases: [object, RegExp][] = [
      [{ admits: [good] }, /deviceId is required/],
      [{ deviceId: 'x', admits: [good] }, /deviceId must be 8 to 64 letters/],
      [{ deviceId: 'phone-two', admits: [{ ...good, registrationId: 'robert; drop table' }] }, /Must be a valid id/],
      [{ deviceId: 'phone-two', admits: [{ ...good, admittedAt: 'yesterday' }] }, /admittedAt must be an ISO 8601/],
      [{ deviceId: 'phone-two', admits: [{ ...good, requestId: '' }] }, /requestId is required/],
      [{ deviceId: 'phone-two', admits: 'all of them' }, /admits must be a list/],
      [
        { deviceId: 'phone-two', admits: Array.from({ length: 501 }, () => admitOf(person.id, hall.id)) },
        /At most 500 admissions per sync/,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await door.call('POST', apiPaths.admin.doorSync.path, body);
      expect(response.status, JSON.stringify(response.body).slice(0, 200)).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    expect(
      (await door.call('POST', apiPaths.admin.doorSync.path, '{"deviceId": "phone-two", "admits": [')).status,
    ).toBe(400);
    expect(await checkinTotal()).toBe(before);
  });

  it('keeps one check-in when two devices admitted the same visitor, and tells the second who was first', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id, { name: 'Hall B' });
    const person = await register(event.id);
    const firstAt = new Date(Date.now() - 5 * 60_000);
    const one = await sync(door, 'phone-one', [admitOf(person.id, hall.id, firstAt)]);
    const two = await sync(door2, 'phone-two', [admitOf(person.id, hall.id, new Date(Date.now() - 3 * 60_000))]);
    expect(one.body.results[0]).toMatchObject({ status: 'admitted' });
    expect(two.body.results[0]).toMatchObject({
      status: 'refused',
      reason: 'already_checked_in',
      checkedInAt: firstAt.toISOString(),
      by: 'door-1',
    });
    expect(two.body.results[0]!.message).toMatch(/by door-1\.$/);
    expect(await checkinsOf(hall.id)).toHaveLength(1);
  });

  it('shares a capacity of 3 between two offline devices: each admits at most 2, the excess is reported', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id, { name: 'Small Room', maxCapacity: 3 });
    const early = await register(event.id);
    expect(
      (await admin.call('POST', apiPaths.admin.admit.path, { registrationId: early.id, exhibitId: hall.id })).status,
    ).toBe(200);
    const visitors: Awaited<ReturnType<typeof register>>[] = [];
    for (let n = 0; n < 6; n++) visitors.push(await register(event.id));

    // Each device's copy says 2 places left; offline, each admits what the shared rules allow.
    async function offlineDevice(people: typeof visitors) {
      const local = await copy(door, event.id);
      const exhibit = local.exhibits.find((each) => each.id === hall.id)!;
      expect(exhibit.remaining).toBe(2);
      const queued: (OwnAdmit & { requestId: string })[] = [];
      const outcomes: string[] = [];
      for (const person of people) {
        const registration = local.registrations.find((each) => each.id === person.id)!;
        const decision = decideOffline(
          {
            policy: local.policy,
            registration,
            event: local.event,
            exhibit,
            ownAdmits: queued,
            now: new Date(),
          },
          { kind: 'pass', text: person.qrCode, hash: await passHash(person.qrCode) },
        );
        outcomes.push(decision.allowed ? 'admitted' : decision.reason);
        if (decision.allowed) queued.push(admitOf(person.id, hall.id));
      }
      return { queued, outcomes };
    }
    const a = await offlineDevice(visitors.slice(0, 3));
    const b = await offlineDevice(visitors.slice(3, 6));
    expect(a.outcomes).toEqual(['admitted', 'admitted', 'capacity_full']);
    expect(b.outcomes).toEqual(['admitted', 'admitted', 'capacity_full']);

    const syncedA = await sync(door, 'phone-one', a.queued);
    const syncedB = await sync(door2, 'phone-two', b.queued);
    expect(syncedA.body.results.map((result) => result.status)).toEqual(['admitted', 'admitted']);
    expect(syncedB.body.results.map((result) => [result.status, result.reason])).toEqual([
      ['refused', 'capacity_full'],
      ['refused', 'capacity_full'],
    ]);
    expect(syncedB.body.results[0]!.message).toBe('Small Room is full (3 visitors).');
    expect(await checkinsOf(hall.id)).toHaveLength(3);
  });

  it('applies 500 admissions in one batch, quickly, and the same batch again as duplicates', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id, { name: 'Main Hall', maxCapacity: 1000 });
    const open = await createExhibit(admin, event.id, { name: 'Open Hall' });
    const ids: string[] = [];
    await db().transaction(async (tx) => {
      const rows = Array.from({ length: 500 }, (_, n) => ({
        id: randomUUID(),
        eventId: event.id,
        name: `Visitor ${n}`,
        email: `bulk-${n}-${randomUUID().slice(0, 6)}@example.com`,
        phone: '+1 555 0100',
        phoneDigits: '15550100',
        company: 'ACME',
        qrCode: 'not-a-pass',
      }));
      await tx.insert(registrations).values(rows);
      ids.push(...rows.map((row) => row.id));
    });
    // Four minutes of admissions, all today (UTC, as APP_TIMEZONE in tests) also just after midnight, when
    // they reach into the future by less than the 5 minutes of clock ahead the sync allows.
    const midnight = new Date(new Date().toISOString().slice(0, 10)).getTime();
    const start = Math.max(Date.now() - 30 * 60_000, midnight + 1000);
    // Half to an exhibit with a capacity (its lock per admission), half to one without.
    const batch = ids.map((id, n) => admitOf(id, n % 2 ? hall.id : open.id, new Date(start + n * 500)));

    let started = performance.now();
    const first = await sync(door, 'phone-bulk', batch);
    const firstMs = performance.now() - started;
    expect(first.status).toBe(200);
    expect(first.body.results.every((result) => result.status === 'admitted')).toBe(true);
    started = performance.now();
    const again = await sync(door, 'phone-bulk', batch);
    const againMs = performance.now() - started;
    expect(again.body.results.every((result) => result.status === 'duplicate')).toBe(true);
    console.log(
      `door sync of 500 admissions on ${t.database.url ? 'PostgreSQL' : 'PGlite'}: ${firstMs.toFixed(0)} ms; the same batch again: ${againMs.toFixed(0)} ms`,
    );

    const stored = await db()
      .select({ at: checkins.checkedInAt })
      .from(checkins)
      .where(eq(checkins.eventId, event.id))
      .orderBy(asc(checkins.checkedInAt));
    expect(stored).toHaveLength(500);
    expect(stored[0]!.at.getTime()).toBe(start);
    expect(stored[499]!.at.getTime()).toBe(start + 499 * 500);
    // The copy follows: every registration with its check-in.
    const local = await copy(door, event.id);
    expect(local.registrations).toHaveLength(500);
    expect(local.registrations.every((registration) => registration.checkins.length === 1)).toBe(true);
    expect(local.exhibits.find((exhibit) => exhibit.id === hall.id)).toMatchObject({ remaining: 750 });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the queries behind the copy (PostgreSQL)', () => {
  /** The plan PostgreSQL makes when it must avoid sequential scans wherever an index could serve. */
  async function plan(query: SQL) {
    return db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('reads a full copy, a delta and its next page of a large event through indexes, never sorting it whole', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id);
    // 20,000 registrations, half of them checked in, as the app writes them; then fresh statistics.
    await db().execute(sql`insert into registrations (id, event_id, name, email, phone, phone_digits, qr_code)
      select gen_random_uuid()::text, ${event.id}, 'Visitor ' || n, 'plan-' || n || '@example.com', '555', '555', 'x'
      from generate_series(1, 20000) as n`);
    await db().execute(sql`insert into checkins (registration_id, event_id, exhibit_id)
      select id, event_id, ${hall.id} from registrations where event_id = ${event.id} and name like '%0'`);
    await db().execute(sql`analyze registrations`);
    await db().execute(sql`analyze checkins`);
    const after = { change: 0, id: randomUUID() };
    for (const query of [
      changedRegistrationsQuery(event.id, null, null, 1001),
      changedRegistrationsQuery(event.id, null, after, 1001),
      changedRegistrationsQuery(event.id, 1, null, 1001),
      changedRegistrationsQuery(event.id, 1, after, 1001),
    ]) {
      const text = await plan(query);
      expect(text, text).not.toContain('Seq Scan');
      // Rows come in index order (a Merge Append of the two), never sorted whole.
      expect(text, text).not.toMatch(/(^|->\s+)Sort\s+\(/m);
      expect(text, text).toMatch(/registrations_event_door_change_idx/);
    }
    expect(await plan(changedRegistrationsQuery(event.id, 1, null, 1001))).toMatch(/checkins_event_door_change_idx/);
  });
});
