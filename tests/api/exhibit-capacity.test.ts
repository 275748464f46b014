/**
 * An exhibit's capacity on screen (issue 20, item 5): set, changed or removed through the exhibit
 * calls, never below the people already admitted; the places left in the kiosk's list of today's
 * exhibits (in its one query) and in the door's admission view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { decodeQr } from '../support/qr-decode.ts';
import { queryCounter } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const counter = queryCounter();
let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp({}, {}, counter.wrap);
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

async function register(eventId: string) {
  const person = visitor();
  expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId })).status).toBe(201);
  const lookup = await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`);
  const token = decodeQr(lookup.body.qrCode);
  return { token, id: token.split('.')[1]! };
}

async function admitted(eventId: string, exhibitId: string, people: number) {
  const passes = [];
  for (let i = 0; i < people; i++) {
    const pass = await register(eventId);
    expect((await admin.call('POST', '/api/admin/admit', { registrationId: pass.id, exhibitId })).status).toBe(200);
    passes.push(pass);
  }
  return passes;
}

const exhibitBody = (eventId: string, exhibit: { name: string }, maxCapacity: unknown) => ({
  eventId,
  name: exhibit.name,
  description: null,
  date: new Date().toISOString().slice(0, 10),
  startTime: '00:00',
  endTime: '23:59',
  maxCapacity,
});

describe('an exhibit capacity', () => {
  it('is refused below the people already admitted, with a message on the field, and changes nothing', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id, { name: 'Robots', maxCapacity: 5 });
    await admitted(event.id, exhibit.id, 2);

    const lower = await admin.call('PUT', `/api/admin/exhibits/${exhibit.id}`, exhibitBody(event.id, exhibit, 1));
    expect(lower.status).toBe(409);
    const message = '2 people are already admitted to Robots: the capacity cannot be lower than 2.';
    expect(lower.body.message).toBe(message);
    expect(lower.body.issues).toMatchObject([{ path: 'maxCapacity', message }]);
    const stored = (await admin.call('GET', '/api/admin/exhibits')).body.find(
      (item: { id: string }) => item.id === exhibit.id,
    );
    expect(stored.maxCapacity).toBe(5);

    for (const [capacity, expected] of [
      [2, 2],
      [40, 40],
      [null, null],
    ] as const) {
      const saved = await admin.call(
        'PUT',
        `/api/admin/exhibits/${exhibit.id}`,
        exhibitBody(event.id, exhibit, capacity),
      );
      expect(saved.status, String(capacity)).toBe(200);
      expect(saved.body.maxCapacity).toBe(expected);
    }
  });

  it('is a whole number of at least 1 (400 otherwise)', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id);
    for (const [capacity, message] of [
      [0, 'Must be at least 1'],
      [2.5, 'Must be a whole number'],
      [2_000_000, 'Must be at most 1,000,000'],
    ] as const) {
      const response = await admin.call(
        'PUT',
        `/api/admin/exhibits/${exhibit.id}`,
        exhibitBody(event.id, exhibit, capacity),
      );
      expect(response.status, String(capacity)).toBe(400);
      expect(response.body.issues).toMatchObject([{ path: 'maxCapacity', message }]);
    }
  });
});

describe('the places left', () => {
  it("are in today's exhibits for the kiosk, counted in the list's one query", async () => {
    const event = await createEvent(admin);
    const limited = await createExhibit(admin, event.id, { name: 'Limited', maxCapacity: 3 });
    const open = await createExhibit(admin, event.id, { name: 'Open' });
    const full = await createExhibit(admin, event.id, { name: 'Full', maxCapacity: 1 });
    await admitted(event.id, limited.id, 2);
    await admitted(event.id, full.id, 1);
    await admitted(event.id, open.id, 1);

    let list: { id: string; maxCapacity: number | null; remaining: number | null }[] = [];
    const queries = await counter.during(async () => {
      const response = await call(t.baseUrl, 'GET', '/api/exhibits/active');
      expect(response.status).toBe(200);
      list = response.body;
    });
    // The visitors' pass e-mails are sent meanwhile by the job worker, on the same database: only the
    // queries that read exhibits are this request's.
    expect(queries.filter((query) => query.includes('"exhibits"'))).toHaveLength(1);
    const byId = new Map(list.map((item) => [item.id, item]));
    expect(byId.get(limited.id)).toMatchObject({ maxCapacity: 3, remaining: 1 });
    expect(byId.get(full.id)).toMatchObject({ maxCapacity: 1, remaining: 0 });
    expect(byId.get(open.id)).toMatchObject({ maxCapacity: null, remaining: null });
  });

  it("are in the door's admission view", async () => {
    const event = await createEvent(admin);
    const limited = await createExhibit(admin, event.id, { name: 'Limited', maxCapacity: 40 });
    const open = await createExhibit(admin, event.id, { name: 'Open' });
    await admitted(event.id, limited.id, 3);
    const { token } = await register(event.id);
    const view = await admin.call('POST', '/api/admin/validate-qr', { qrCode: token });
    const byId = new Map(view.body.exhibits.map((item: { id: string }) => [item.id, item]));
    expect(byId.get(limited.id)).toMatchObject({ maxCapacity: 40, remaining: 37 });
    expect(byId.get(open.id)).toMatchObject({ maxCapacity: null, remaining: null });
  });
});
