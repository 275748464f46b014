/**
 * Live numbers (issue 15): an event's stream of counts, admissions and registrations, with replay
 * on reconnect, and its end with the session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { openSse, type SseClient } from '../support/sse.ts';
import { type SecondInstance, startSecondInstance, startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;
const opened: SseClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  await t.close();
});

async function live(eventId: string, client = admin, headers: Record<string, string> = {}) {
  const stream = await openSse(`${t.baseUrl}/api/admin/events/${eventId}/live`, { cookie: client.cookie, ...headers });
  opened.push(stream);
  return stream;
}

async function register(eventId: string) {
  const person = visitor();
  const response = await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return person;
}

/** The registration's id, as the door gets it from a scanned pass. */
async function registrationId(email: string): Promise<string> {
  const found = await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: email });
  return found.body.registration.id;
}

describe('an event’s live stream', () => {
  it('sends the counts on connect, each with an id, as text/event-stream not cached', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id, { maxCapacity: 5 });
    await register(event.id);
    const stream = await live(event.id);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    const counts = await stream.next('counts');
    expect(counts.id).toBeTruthy();
    expect(counts.data).toEqual({
      registered: 1,
      waiting: 0,
      offered: 0,
      cancelled: 0,
      checkedIn: 0,
      exhibits: [
        {
          id: exhibit.id,
          name: exhibit.name,
          checkedIn: 0,
          capacity: 5,
          remaining: 5,
          inside: 0,
          capacityMode: 'total',
        },
      ],
    });
  });

  it('sends an admission at the door as a checkin, then new counts', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id, { maxCapacity: 3 });
    const person = await register(event.id);
    const id = await registrationId(person.email);
    const stream = await live(event.id);
    await stream.next('counts');
    const admitted = await admin.call('POST', '/api/admin/admit', { registrationId: id, exhibitId: exhibit.id });
    expect(admitted.status).toBe(200);
    const checkin = await stream.next('checkin');
    expect(checkin.id).toBeTruthy();
    expect(checkin.data).toEqual({
      registrationId: id,
      name: person.name,
      exhibitId: exhibit.id,
      exhibitName: exhibit.name,
      checkedInAt: admitted.body.checkedInAt,
      by: 'admin',
    });
    const counts = await stream.next('counts');
    expect(counts.data).toMatchObject({
      registered: 1,
      checkedIn: 1,
      exhibits: [{ id: exhibit.id, checkedIn: 1, capacity: 3, remaining: 2 }],
    });
  });

  it('sends a new registration as its number only, no personal data', async () => {
    const event = await createEvent(admin);
    const stream = await live(event.id);
    expect((await stream.next('counts')).data.registered).toBe(0);
    const person = await register(event.id);
    const registration = await stream.next('registration');
    expect(registration.data).toEqual({ registered: 1 });
    expect((await stream.next('counts')).data.registered).toBe(1);
    const everything = JSON.stringify(stream.messages);
    for (const personal of [person.name, person.email, person.phone]) expect(everything).not.toContain(personal);
  });

  it('sends counts at most every 500 ms, once for many changes', async () => {
    const event = await createEvent(admin);
    const stream = await live(event.id);
    await stream.next('counts');
    await Promise.all([register(event.id), register(event.id), register(event.id)]);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const counts = stream.messages.filter((message) => message.event === 'counts').slice(1);
    expect(counts.length).toBeGreaterThanOrEqual(1);
    expect(counts.length).toBeLessThanOrEqual(3);
    expect(counts.at(-1)!.data.registered).toBe(3);
    expect(stream.messages.filter((message) => message.event === 'registration').map((m) => m.data.registered)).toEqual(
      [1, 2, 3],
    );
  });

  it('gives a client reconnecting with Last-Event-ID what it missed, and fresh counts for an unknown id', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id);
    const people = [await register(event.id), await register(event.id)];
    const ids = await Promise.all(people.map((person) => registrationId(person.email)));
    const watcher = await live(event.id); // keeps the event watched
    await watcher.next('counts');
    const first = await live(event.id);
    const seen = await first.next('counts');
    first.close();
    for (const id of ids) {
      expect((await admin.call('POST', '/api/admin/admit', { registrationId: id, exhibitId: exhibit.id })).status).toBe(
        200,
      );
    }
    await watcher.next('checkin');
    await watcher.next('checkin');
    const again = await live(event.id, admin, { 'last-event-id': seen.id! });
    const missed = [await again.next('checkin'), await again.next('checkin')];
    expect(missed.map((message) => message.data.registrationId).sort()).toEqual([...ids].sort());
    expect(again.messages[0]!.event).toBe('checkin');

    const stranger = await live(event.id, admin, { 'last-event-id': 'another-instance-12' });
    const fresh = await stranger.next();
    expect(fresh.event).toBe('counts');
    expect(fresh.data.checkedIn).toBe(2);
  });

  it('answers 401 without a session and 404 for an unknown event', async () => {
    const event = await createEvent(admin);
    const anonymous = await openSse(`${t.baseUrl}/api/admin/events/${event.id}/live`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Sign in to continue.');
    const unknown = await live('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Event not found.');
  });

  it('ends the stream when its session ends (logout)', async () => {
    const event = await createEvent(admin);
    const other = await signIn(t.baseUrl);
    const stream = await live(event.id, other);
    const kept = await live(event.id);
    await stream.next('counts');
    await kept.next('counts');
    expect((await other.call('POST', '/api/admin/logout')).status).toBe(200);
    await stream.ended;
    // Another session's stream stays open.
    await register(event.id);
    expect((await kept.next('registration')).data.registered).toBe(1);
  });
});

describe('a stream and its session', () => {
  it('ends every stream of an account signed out everywhere', async () => {
    const event = await createEvent(admin);
    const laptop = await signIn(t.baseUrl);
    const phone = await signIn(t.baseUrl);
    const streams = [await live(event.id, laptop), await live(event.id, phone)];
    for (const stream of streams) await stream.next('counts');
    expect((await phone.call('POST', '/api/admin/sessions/end-all')).status).toBe(200);
    await Promise.all(streams.map((stream) => stream.ended));
    expect((await live(event.id, laptop)).status).toBe(401);
    // Every session of the account ended, the shared client's too: a new one for what follows.
    admin = await signIn(t.baseUrl);
  });
});

describe('the limit of live streams', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ LIVE_STREAMS_MAX: '1' });
  });
  afterAll(() => small?.close());

  it('refuses a stream over LIVE_STREAMS_MAX with 503 and a clear message, and takes one again after a close', async () => {
    const organiser = await signIn(small.baseUrl);
    const event = await createEvent(organiser);
    const url = `${small.baseUrl}/api/admin/events/${event.id}/live`;
    const first = await openSse(url, { cookie: organiser.cookie });
    expect(first.status).toBe(200);
    const second = await openSse(url, { cookie: organiser.cookie });
    expect(second.status).toBe(503);
    expect(second.body.message).toMatch(/^Too many live screens are open/);
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = await openSse(url, { cookie: organiser.cookie });
    expect(third.status).toBe(200);
    third.close();
  });
});

describe('live streams per session and per address (issue 28 item 7)', () => {
  let limited: TestApp;
  const held: SseClient[] = [];
  beforeAll(async () => {
    limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    for (const stream of held) stream.close();
    await limited?.close();
  });

  it('refuses an 11th stream of one session and a 51st of one address with 429, and takes one again after a close', async () => {
    const first = await signIn(limited.baseUrl);
    const event = await createEvent(first);
    const url = `${limited.baseUrl}/api/admin/events/${event.id}/live`;
    const open = async (client: AdminClient) => {
      const stream = await openSse(url, { cookie: client.cookie });
      if (stream.status === 200) held.push(stream);
      return stream;
    };
    const ofFirst = await Promise.all(Array.from({ length: 12 }, () => open(first)));
    expect(ofFirst.filter((stream) => stream.status === 200)).toHaveLength(10);
    const refused = ofFirst.filter((stream) => stream.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.message).toBe(
      'Too many live screens are open in this sign-in. Close some of its tabs, then reload.',
    );
    expect(refused[0]!.headers.get('retry-after')).toBe('10');

    // Four more sessions from the same address fill its 50; a sixth session's first stream is refused.
    for (let session = 0; session < 4; session++) {
      const other = await signIn(limited.baseUrl);
      const streams = await Promise.all(Array.from({ length: 10 }, () => open(other)));
      expect(streams.map((stream) => stream.status)).toEqual(Array(10).fill(200));
    }
    const sixth = await signIn(limited.baseUrl);
    const overAddress = await open(sixth);
    expect(overAddress.status).toBe(429);
    expect(overAddress.body.message).toMatch(/^Too many live screens are open from this address/);

    ofFirst.find((stream) => stream.status === 200)!.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await open(sixth)).status).toBe(200);
    expect((await open(first)).status).toBe(429);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('live numbers across two instances on one PostgreSQL', () => {
  let first: TestApp;
  let second: SecondInstance;

  beforeAll(async () => {
    const secret = 'shared-secret-of-the-deployment-0123456789';
    first = await startTestApp({ APP_SECRET: secret });
    second = await startSecondInstance(first, { APP_SECRET: secret });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers an admission made on one instance to a stream on the other within a second', async () => {
    const organiser = await signIn(first.baseUrl);
    const event = await createEvent(organiser);
    const exhibit = await createExhibit(organiser, event.id);
    const person = visitor();
    expect((await call(first.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status).toBe(201);
    const found = await organiser.call('POST', '/api/admin/lookup-user', { emailOrPhone: person.email });
    const stream = await openSse(`${second.baseUrl}/api/admin/events/${event.id}/live`, { cookie: organiser.cookie });
    opened.push(stream);
    expect((await stream.next('counts')).data.registered).toBe(1);
    const started = Date.now();
    const admitted = await organiser.call('POST', '/api/admin/admit', {
      registrationId: found.body.registration.id,
      exhibitId: exhibit.id,
    });
    expect(admitted.status).toBe(200);
    const checkin = await stream.next('checkin', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(checkin.data).toMatchObject({ name: person.name, exhibitName: exhibit.name, by: 'admin' });
    expect((await stream.next('counts', 1500)).data.checkedIn).toBe(1);
  });
});
