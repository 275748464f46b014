/**
 * The second security review's requests against the offline door and the reads of personal data,
 * replayed (issue 28 items 2, 3, 7 and 10): a door account copying a future event, an offline batch
 * backdated before the session's copy with a made-up device, 500 admissions dated an hour ahead, a
 * viewer calling the Sheets access test, and the CSV downloads, each answered as the issue says.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api-paths.ts';
import type { DoorPasses, DoorSyncResult } from '../../common/responses.ts';
import { auditLog, checkins, doorCopies, registrations } from '../../server/platform/db/schema.ts';
import { createEndedEvent, createEvent, createExhibit, dayEnd, dayStart, noon, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;
const PASSWORD = 'a-long-enough-password';

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
  for (const [username, role] of [
    ['door-a', 'door'],
    ['door-b', 'door'],
    ['door-c', 'door'],
    ['viewer-a', 'viewer'],
    ['organiser-a', 'organiser'],
  ] as const) {
    const made = await admin.call('POST', apiPaths.admin.users.path, { username, role, password: PASSWORD });
    if (made.status !== 201) throw new Error(JSON.stringify(made.body));
  }
});
afterAll(() => t?.close());

const db = () => t.app.database.db;
const passesPath = (eventId: string, query = '') => `${apiPaths.admin.doorPasses.path({ id: eventId })}${query}`;

/** The door's copy as a phone asks for it: with its device id. */
const copyAs = (client: AdminClient, eventId: string, deviceId: string, query = '') =>
  call<DoorPasses>(t.baseUrl, 'GET', passesPath(eventId, query), undefined, {
    cookie: client.cookie,
    origin: t.baseUrl,
    'x-door-device': deviceId,
  });

const sync = (client: AdminClient, deviceId: string, admits: object[]) =>
  client.call<{ results: DoorSyncResult[] }>('POST', apiPaths.admin.doorSync.path, { deviceId, admits });

const admitOf = (registrationId: string, exhibitId: string, admittedAt: Date) => ({
  requestId: randomUUID(),
  registrationId,
  exhibitId,
  admittedAt: admittedAt.toISOString(),
});

async function register(eventId: string) {
  const person = visitor();
  const response = await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  const [row] = await db()
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.email, person.email)));
  return { ...person, id: row!.id };
}

const entries = (action: string, eventId?: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eventId ? eq(auditLog.eventId, eventId) : undefined))
    .orderBy(asc(auditLog.id));

const sessionIdOf = (client: AdminClient) =>
  createHash('sha256')
    .update(client.cookie.slice(client.cookie.indexOf('=') + 1))
    .digest('base64url');

describe("item 2: the door's copy is today's door", () => {
  it('refuses a door account the copy of an event weeks ahead, or ended, with 403 and no audit entry', async () => {
    const door = await signIn(t.baseUrl, 'door-a', PASSWORD);
    const future = await createEvent(admin, { startDate: dayStart(21), endDate: dayEnd(22) });
    await register(future.id);
    const ended = await createEndedEvent(admin, db(), { startDate: dayStart(-3), endDate: dayEnd(-2) });
    for (const event of [future, ended]) {
      const refused = await copyAs(door, event.id, 'door-phone-a');
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body).toEqual({
        code: expect.stringMatching(/^door_copy_(not_started|ended)$/),
        eventName: event.name,
        day: expect.any(String),
        message: expect.stringMatching(
          /^The door's copy is only of events running today: .+ (starts|ended) on \w+day, /,
        ),
      });
      expect(JSON.stringify(refused.body)).not.toContain('@');
      expect(await entries('door.copy', event.id)).toEqual([]);
    }
    // Organisers and owners too: the copy is the door's (they read an event through its list and CSV).
    const organiser = await signIn(t.baseUrl, 'organiser-a', PASSWORD);
    for (const client of [organiser, admin]) {
      expect((await client.call('GET', passesPath(future.id))).status).toBe(403);
    }
    // An unknown event is still a 404.
    expect((await copyAs(door, randomUUID(), 'door-phone-a')).status).toBe(404);
  });

  it("gives today's event, and audits each copy that carries registrations: who, which event, how many", async () => {
    const door = await signIn(t.baseUrl, 'door-a', PASSWORD);
    const event = await createEvent(admin, { name: 'Today Fair' });
    await createExhibit(admin, event.id);
    for (let n = 0; n < 3; n++) await register(event.id);
    const copy = await copyAs(door, event.id, 'door-phone-a');
    expect(copy.status).toBe(200);
    expect(copy.body.registrations).toHaveLength(3);
    const logged = await entries('door.copy', event.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      actor: 'door-a',
      actorRole: 'door',
      targetType: 'event',
      targetId: event.id,
      targetName: 'Today Fair',
      deviceId: 'door-phone-a',
      changes: { rows: 3, full: true },
    });
    // A delta with nothing new reads no one: no entry. A new registration is read: one more.
    await copyAs(door, event.id, 'door-phone-a', `?since=${encodeURIComponent(copy.body.cursor)}`);
    const quiet = (await entries('door.copy', event.id)).length;
    await register(event.id);
    const delta = await copyAs(door, event.id, 'door-phone-a', `?since=${encodeURIComponent(copy.body.cursor)}`);
    expect(delta.body.registrations.length).toBeGreaterThanOrEqual(1);
    const after = await entries('door.copy', event.id);
    expect(after).toHaveLength(quiet + 1);
    expect(after.at(-1)!.changes).toMatchObject({ rows: delta.body.registrations.length, full: false });
  });
});

describe('item 3: an offline admission cannot be dated freely', () => {
  it('refuses as clock_behind a claim before the sign-in, as the reviewer sent it (00:00:30 for an exhibit open 00:00-00:01)', async () => {
    const event = await createEvent(admin);
    const early = await createExhibit(admin, event.id, { name: 'Dawn Room', startTime: '00:00', endTime: '00:01' });
    const hall = await createExhibit(admin, event.id, { name: 'Hall' });
    const ada = await register(event.id);
    const bob = await register(event.id);
    const door = await signIn(t.baseUrl, 'door-b', PASSWORD);
    expect((await copyAs(door, event.id, 'door-phone-b')).status).toBe(200);

    // Online, the same admission is refused now: the room has closed.
    const online = await door.call('POST', apiPaths.admin.admit.path, { registrationId: ada.id, exhibitId: early.id });
    expect(online).toMatchObject({ status: 409, body: { reason: 'not_open' } });

    const dawn = new Date(`${noon(0).slice(0, 10)}T00:00:30.000Z`);
    const beforeSignIn = new Date(Date.now() - 10 * 60_000);
    const made = await sync(door, 'made-up-device', [
      admitOf(ada.id, early.id, dawn),
      admitOf(bob.id, hall.id, beforeSignIn),
    ]);
    expect(made.status).toBe(200);
    expect(made.body.results.map((result) => [result.status, result.reason])).toEqual([
      ['refused', 'clock_behind'],
      ['refused', 'clock_behind'],
    ]);
    expect(made.body.results[0]!.message).toMatch(
      /^This admission is dated .+, before this sign-in took the door's copy \(.+\): not recorded\. Check the device's date and time/,
    );
    expect(await db().select().from(checkins).where(eq(checkins.eventId, event.id))).toEqual([]);

    // A session that took no copy cannot have admitted anyone offline.
    const other = await signIn(t.baseUrl, 'door-b', PASSWORD);
    const none = await sync(other, 'door-phone-b', [admitOf(bob.id, hall.id, new Date())]);
    expect(none.body.results[0]).toMatchObject({ status: 'refused', reason: 'clock_behind' });
    expect(none.body.results[0]!.message).toContain("has not taken the door's copy");
  });

  it("records the session's device, the claimed time and the time received, and dates the entry when received", async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id, { name: 'Hall' });
    const ada = await register(event.id);
    const door = await signIn(t.baseUrl, 'door-c', PASSWORD);
    expect((await copyAs(door, event.id, 'door-phone-c')).status).toBe(200);
    const [registered] = await db()
      .select()
      .from(doorCopies)
      .where(eq(doorCopies.sessionId, sessionIdOf(door)));
    expect(registered).toMatchObject({ deviceId: 'door-phone-c' });
    // The phone's copy is from an hour ago; it admitted Ada half an hour ago and syncs now.
    await db()
      .update(doorCopies)
      .set({ copiedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(doorCopies.sessionId, sessionIdOf(door)));
    const claimed = new Date(Date.now() - 30 * 60_000);
    const sentAt = Date.now();
    const synced = await sync(door, 'another-phone', [admitOf(ada.id, hall.id, claimed)]);
    expect(synced.body.results[0]).toMatchObject({ status: 'admitted', checkedInAt: claimed.toISOString() });

    const [entry] = await entries('door.admit', event.id);
    // The device the session registered with its copy, not the batch's word (noted beside it).
    expect(entry).toMatchObject({ actor: 'door-c', deviceId: 'door-phone-c', targetId: ada.id });
    expect(entry!.changes).toMatchObject({
      offline: true,
      claimedAt: claimed.toISOString(),
      receivedAt: expect.any(String),
      claimedDeviceId: 'another-phone',
    });
    const receivedAt = new Date(entry!.changes!.receivedAt as string).getTime();
    expect(receivedAt).toBeGreaterThanOrEqual(sentAt - 1000);
    expect(entry!.at.getTime()).toBe(receivedAt);
    // The check-in itself keeps the device's time.
    const [stored] = await db().select().from(checkins).where(eq(checkins.eventId, event.id));
    expect(stored!.checkedInAt.getTime()).toBe(claimed.getTime());
  });
});

describe('item 7: a refused batch is one audit entry with its counts', () => {
  it('writes one entry per call of 500 admissions dated an hour ahead, not 500', async () => {
    const event = await createEvent(admin);
    const hall = await createExhibit(admin, event.id);
    const person = await register(event.id);
    const door = await signIn(t.baseUrl, 'door-a', PASSWORD);
    expect((await copyAs(door, event.id, 'door-phone-n')).status).toBe(200);
    const before = {
      refuse: (await entries('door.refuse')).length,
      batches: (await entries('door.sync_refused')).length,
    };
    const ahead = new Date(Date.now() + 60 * 60_000);
    for (let call = 0; call < 2; call++) {
      const batch = Array.from({ length: 500 }, () => admitOf(person.id, hall.id, ahead));
      const answer = await sync(door, 'door-phone-n', batch);
      expect(answer.status).toBe(200);
      expect(answer.body.results.every((result) => result.reason === 'clock_ahead')).toBe(true);
    }
    expect(await entries('door.refuse')).toHaveLength(before.refuse);
    const batches = await entries('door.sync_refused');
    expect(batches).toHaveLength(before.batches + 2);
    expect(batches.at(-1)).toMatchObject({
      actor: 'door-a',
      deviceId: 'door-phone-n',
      reason: 'clock_ahead',
      changes: {
        received: 500,
        admitted: 0,
        duplicates: 0,
        refused: 500,
        reasons: { clock_ahead: 500 },
        claimedFrom: ahead.toISOString(),
        claimedTo: ahead.toISOString(),
      },
    });
  });
});

describe('item 10: audited reads of personal data', () => {
  it('refuses a viewer the Sheets access test (it writes to the sheet), and audits an organiser’s', async () => {
    const viewer = await signIn(t.baseUrl, 'viewer-a', PASSWORD);
    const url = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit';
    const path = `${apiPaths.admin.sheetsTest.path}?sheetsUrl=${encodeURIComponent(url)}`;
    const refused = await viewer.call('GET', path);
    expect(refused).toMatchObject({ status: 403, body: { message: 'Your role (viewer) cannot do this.' } });
    expect((await entries('sheet.test')).filter((entry) => entry.actor === 'viewer-a')).toEqual([]);
    const organiser = await signIn(t.baseUrl, 'organiser-a', PASSWORD);
    expect((await organiser.call('GET', path)).status).toBe(200);
    const logged = (await entries('sheet.test')).filter((entry) => entry.actor === 'organiser-a');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.changes).toMatchObject({
      spreadsheetId: '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
      connected: false,
    });
  });

  it("audits a viewer's registrations CSV: who, which event, how many rows", async () => {
    const event = await createEvent(admin, { name: 'Export Fair' });
    for (let n = 0; n < 4; n++) await register(event.id);
    const viewer = await signIn(t.baseUrl, 'viewer-a', PASSWORD);
    const response = await fetch(`${t.baseUrl}${apiPaths.admin.eventCsv.path({ id: event.id })}`, {
      headers: { cookie: viewer.cookie },
    });
    expect(response.status).toBe(200);
    expect((await response.text()).split('\r\n').filter(Boolean)).toHaveLength(5);
    const logged = await entries('report.csv', event.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      actor: 'viewer-a',
      actorRole: 'viewer',
      targetType: 'event',
      targetName: 'Export Fair',
      changes: { rows: 4 },
    });
    // An unknown event: 404, nothing read, nothing recorded.
    expect((await viewer.call('GET', apiPaths.admin.eventCsv.path({ id: randomUUID() }))).status).toBe(404);
    expect(await entries('report.csv', event.id)).toHaveLength(1);
  });

  it('audits an export of the activity CSV with its filter and how many rows, after the rows it exported', async () => {
    const event = await createEvent(admin);
    await createExhibit(admin, event.id);
    const response = await fetch(`${t.baseUrl}${apiPaths.admin.auditCsv.path}?eventId=${event.id}`, {
      headers: { cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\r\n').filter(Boolean);
    // The header, the event's creation and its exhibit's: the export is not in its own file.
    expect(lines).toHaveLength(3);
    const logged = await entries('audit.export', event.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actor: 'admin', changes: { rows: 2, eventId: event.id } });
  });
});
