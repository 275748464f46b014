import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEndedEvent, createEvent, createExhibit, dayEnd, dayStart, noon, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

describe('organiser sign-in', () => {
  it('signs in with the first account, answers me, and logs out', async () => {
    const client = await signIn(t.baseUrl);
    expect(client.cookie).toMatch(/^idevent_session=/);
    const me = await client.call('GET', '/api/admin/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'admin', role: 'owner' });
    expect((await client.call('POST', '/api/admin/logout')).status).toBe(200);
    expect((await client.call('GET', '/api/admin/me')).status).toBe(401);
  });

  it('sets an HttpOnly SameSite session cookie', async () => {
    const response = await fetch(`${t.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.baseUrl },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('answers 401 with a message for a wrong password or an unknown user', async () => {
    for (const body of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'nobody', password: ADMIN_PASSWORD },
    ]) {
      const response = await call(t.baseUrl, 'POST', '/api/admin/login', body, { origin: t.baseUrl });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Incorrect username or password.');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const missing = await call(t.baseUrl, 'POST', '/api/admin/login', {}, { origin: t.baseUrl });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Username is required/);
  });

  it('answers 401 to every admin call without a session, and to a forged cookie', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/events'],
      ['GET', '/api/admin/events/ongoing'],
      ['GET', '/api/admin/events/upcoming'],
      ['GET', '/api/admin/events/past'],
      ['GET', '/api/admin/events/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/admin/exhibits'],
      ['GET', '/api/admin/registrations'],
    ];
    for (const [method, path] of calls) {
      expect((await call(t.baseUrl, method, path)).status, path).toBe(401);
      expect((await call(t.baseUrl, method, path, undefined, { cookie: 'idevent_session=forged' })).status).toBe(401);
    }
    const create = await call(t.baseUrl, 'POST', '/api/admin/events', { name: 'x' }, { origin: t.baseUrl });
    expect(create.status).toBe(401);
    expect(create.body.message).toBe('Sign in to continue.');
  });

  it('refuses state-changing calls from another origin with 403', async () => {
    const response = await call(
      t.baseUrl,
      'POST',
      '/api/admin/events',
      { name: 'CSRF', startDate: dayStart(1), endDate: dayEnd(1) },
      { cookie: admin.cookie, origin: 'https://evil.example.com' },
    );
    expect(response.status).toBe(403);
    const noOrigin = await call(
      t.baseUrl,
      'DELETE',
      '/api/admin/events/00000000-0000-4000-8000-000000000000',
      undefined,
      {
        cookie: admin.cookie,
      },
    );
    expect(noOrigin.status).toBe(403);
    const list = await admin.call('GET', '/api/admin/events');
    expect(list.body.map((event: { name: string }) => event.name)).not.toContain('CSRF');
  });
});

describe('events', () => {
  it('creates, reads, updates and deletes an event', async () => {
    const created = await admin.call('POST', '/api/admin/events', {
      name: '  Open Day ',
      description: 'Come and see',
      startDate: dayStart(3),
      endDate: dayEnd(4),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Open Day', description: 'Come and see', startDate: dayStart(3) });
    const id = created.body.id;
    expect((await admin.call('GET', `/api/admin/events/${id}`)).body.name).toBe('Open Day');
    const updated = await admin.call('PUT', `/api/admin/events/${id}`, {
      name: 'Open Day 2',
      description: '',
      startDate: dayStart(3),
      endDate: dayEnd(5),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Open Day 2', endDate: dayEnd(5) });
    expect((await admin.call('DELETE', `/api/admin/events/${id}`)).status).toBe(200);
    expect((await admin.call('GET', `/api/admin/events/${id}`)).status).toBe(404);
  });

  it('validates with the SPEC messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', startDate: dayStart(1), endDate: dayEnd(1) }, 'Event name is required'],
      [{ name: 'X', endDate: dayEnd(1) }, 'Start date is required'],
      [{ name: 'X', startDate: dayStart(1) }, 'End date is required'],
      [{ name: 'X', startDate: dayStart(2), endDate: dayEnd(1) }, 'End date must be after or same as start date'],
      [{ name: 'X', startDate: 'soon', endDate: dayEnd(1) }, 'Must be a valid date'],
      // Date.parse reads these as days of 2001 and 2002: only ISO 8601 is a date here.
      [{ name: 'X', startDate: 'not a date 2', endDate: dayEnd(1) }, 'Must be a valid date'],
      [{ name: 'X', startDate: dayStart(1), endDate: 'March 2' }, 'Must be a valid date'],
      [{ name: 'X', startDate: '2026-02-30T10:00:00Z', endDate: dayEnd(1) }, 'Must be a valid date'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.call('POST', '/api/admin/events', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });

  it('sorts events into ongoing, upcoming (soonest first) and past (newest first)', async () => {
    const ongoing = await createEvent(admin, { startDate: dayStart(-1), endDate: dayEnd(1) });
    const later = await createEvent(admin, { startDate: dayStart(20), endDate: dayEnd(20) });
    const sooner = await createEvent(admin, { startDate: dayStart(10), endDate: dayEnd(10) });
    const older = await createEndedEvent(admin, t.app.database.db, { startDate: dayStart(-20), endDate: dayEnd(-20) });
    const newer = await createEndedEvent(admin, t.app.database.db, { startDate: dayStart(-10), endDate: dayEnd(-10) });
    const ids = async (list: string) =>
      (await admin.call('GET', `/api/admin/events/${list}`)).body.map((event: { id: string }) => event.id);
    expect(await ids('ongoing')).toContain(ongoing.id);
    const upcoming = await ids('upcoming');
    expect(upcoming.indexOf(sooner.id)).toBeLessThan(upcoming.indexOf(later.id));
    const past = await ids('past');
    expect(past.indexOf(newer.id)).toBeLessThan(past.indexOf(older.id));
    expect(past).not.toContain(ongoing.id);
  });

  it('refuses to change or delete an ended event with 409, and answers 404 for unknown ids', async () => {
    const ended = await createEndedEvent(admin, t.app.database.db, { startDate: dayStart(-5), endDate: dayEnd(-4) });
    const update = await admin.call('PUT', `/api/admin/events/${ended.id}`, {
      name: 'Changed',
      startDate: dayStart(-5),
      endDate: dayEnd(-4),
    });
    expect(update.status).toBe(409);
    expect((await admin.call('DELETE', `/api/admin/events/${ended.id}`)).status).toBe(409);
    expect((await admin.call('GET', `/api/admin/events/${ended.id}`)).body.name).toBe(ended.name);
    expect((await admin.call('GET', '/api/admin/events/not-an-id')).status).toBe(404);
    expect((await admin.call('DELETE', '/api/admin/events/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('deletes an event with its exhibits, registrations and check-ins', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id);
    const person = visitor();
    await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id });
    const { checkins, registrations } = await import('../../server/platform/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    const db = t.app.database.db;
    const [registration] = await db.select().from(registrations).where(eq(registrations.eventId, event.id));
    await db.insert(checkins).values({ registrationId: registration!.id, eventId: event.id, exhibitId: exhibit.id });
    expect((await admin.call('DELETE', `/api/admin/events/${event.id}`)).status).toBe(200);
    expect(await db.select().from(registrations).where(eq(registrations.eventId, event.id))).toHaveLength(0);
    expect(await db.select().from(checkins).where(eq(checkins.eventId, event.id))).toHaveLength(0);
    const exhibits = (await admin.call('GET', '/api/admin/exhibits')).body;
    expect(exhibits.map((row: { id: string }) => row.id)).not.toContain(exhibit.id);
    expect((await call(t.baseUrl, 'GET', `/api/registration/${person.email}`)).status).toBe(404);
  });
});

describe('exhibits', () => {
  it('creates, updates and deletes an exhibit', async () => {
    const event = await createEvent(admin);
    const created = await admin.call('POST', '/api/admin/exhibits', {
      eventId: event.id,
      name: 'Robots',
      description: null,
      date: noon(0),
      startTime: '10:00',
      endTime: '11:30',
      isActive: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      eventId: event.id,
      name: 'Robots',
      description: null,
      isActive: true,
      maxCapacity: null,
    });
    const updated = await admin.call('PUT', `/api/admin/exhibits/${created.body.id}`, {
      eventId: event.id,
      name: 'Robots 2',
      description: 'Now with lasers',
      date: noon(1),
      startTime: '12:00',
      endTime: '13:00',
      isActive: true,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Robots 2', startTime: '12:00', date: noon(1) });
    expect((await admin.call('DELETE', `/api/admin/exhibits/${created.body.id}`)).status).toBe(200);
    expect((await admin.call('DELETE', `/api/admin/exhibits/${created.body.id}`)).status).toBe(404);
  });

  it('validates with the SPEC messages and keeps exhibits within their event', async () => {
    const event = await createEvent(admin, { startDate: dayStart(0), endDate: dayEnd(1) });
    const valid = { eventId: event.id, name: 'A', date: noon(0), startTime: '10:00', endTime: '11:00' };
    const cases: [Record<string, unknown>, string][] = [
      [{ eventId: '' }, 'Event ID is required'],
      [{ name: ' ' }, 'Exhibit name is required'],
      [{ date: '' }, 'Date is required'],
      [{ startTime: '' }, 'Start time is required'],
      [{ endTime: '' }, 'End time is required'],
      [{ endTime: '09:00' }, 'End time must be after start time'],
      [{ startTime: '25:00' }, 'Use the HH:MM format'],
      [{ date: noon(5) }, "The exhibit's date must be within the event's dates."],
    ];
    for (const [override, message] of cases) {
      const response = await admin.call('POST', '/api/admin/exhibits', { ...valid, ...override });
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const unknownEvent = await admin.call('POST', '/api/admin/exhibits', {
      ...valid,
      eventId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownEvent.status).toBe(404);
  });

  it('refuses exhibit changes on an ended event with 409', async () => {
    const event = await createEvent(admin, { startDate: dayStart(0), endDate: dayEnd(0) });
    const exhibit = await createExhibit(admin, event.id);
    const { events } = await import('../../server/platform/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await t.app.database.db
      .update(events)
      .set({ startDate: new Date(dayStart(-2)), endDate: new Date(dayEnd(-1)) })
      .where(eq(events.id, event.id));
    expect((await admin.call('DELETE', `/api/admin/exhibits/${exhibit.id}`)).status).toBe(409);
    const create = await admin.call('POST', '/api/admin/exhibits', {
      eventId: event.id,
      name: 'Late',
      date: noon(-1),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(create.status).toBe(409);
  });
});

describe('registrations (organiser view)', () => {
  it('lists registrations newest first with id, eventId, name, email and createdAt', async () => {
    const event = await createEvent(admin);
    const first = visitor();
    const second = visitor();
    await call(t.baseUrl, 'POST', '/api/register', { ...first, eventId: event.id });
    await call(t.baseUrl, 'POST', '/api/register', { ...second, eventId: event.id });
    const list = (await admin.call('GET', '/api/admin/registrations')).body.filter(
      (row: { eventId: string }) => row.eventId === event.id,
    );
    expect(list.map((row: { email: string }) => row.email)).toEqual([second.email, first.email]);
    expect(Object.keys(list[0])).toEqual(expect.arrayContaining(['id', 'eventId', 'name', 'email', 'createdAt']));
  });
});
