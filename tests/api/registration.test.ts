import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEndedEvent, createEvent, dayEnd, dayStart, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { emlFilesTo } from '../support/mail-files.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

const mailFiles = async () => readdir(path.join(t.dataDir, 'mail')).catch(() => [] as string[]);

describe('registering for an event', () => {
  it('registers a visitor, answers with the event name and writes the pass e-mail', async () => {
    const event = await createEvent(admin);
    const person = visitor();
    const before = (await mailFiles()).length;
    const response = await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ eventName: event.name, status: 'registered' });
    await waitFor(async () => (await mailFiles()).length === before + 1);
    const lookup = await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ name: person.name, email: person.email, event: { name: event.name } });
    expect(lookup.body.qrCode).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses a second registration of the same e-mail for one event, whatever its case and spaces', async () => {
    const event = await createEvent(admin);
    const person = visitor({ email: 'Same.Person@Example.com' });
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status).toBe(201);
    const again = await call(t.baseUrl, 'POST', '/api/register', {
      ...person,
      name: 'Someone Else',
      email: '  same.person@example.COM ',
      eventId: event.id,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already registered/);
    const lookup = await call(t.baseUrl, 'GET', '/api/registration/same.person@example.com');
    expect(lookup.body.name).toBe(person.name);
  });

  it('lets one e-mail register for two different events', async () => {
    const [first, second] = [await createEvent(admin), await createEvent(admin)];
    const person = visitor();
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: first.id })).status).toBe(201);
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: second.id })).status).toBe(201);
  });

  it('refuses an ended event with 409 and an unknown event with 404', async () => {
    const ended = await createEndedEvent(admin, t.app.database.db, { startDate: dayStart(-5), endDate: dayEnd(-3) });
    const refused = await call(t.baseUrl, 'POST', '/api/register', { ...visitor(), eventId: ended.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/ended/);
    const unknown = await call(t.baseUrl, 'POST', '/api/register', {
      ...visitor(),
      eventId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Event not found.');
  });

  it('answers 400 with a message per missing or malformed field and stores nothing', async () => {
    const event = await createEvent(admin);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '' }, /Name is required/],
      [{ name: '   ' }, /Name is required/],
      [{ email: 'not-an-email' }, /valid email/],
      [{ phone: '' }, /Phone is required/],
      [{ phone: 'no digits' }, /valid phone/],
      [{ company: '' }, /Company is required/],
      [{ eventId: 'not-a-uuid' }, /valid id/],
      [{ name: 42 }, /Name is required/],
      [{ name: 'x'.repeat(500) }, /at most 120/],
    ];
    for (const [override, message] of cases) {
      const person = visitor({ ...override });
      const response = await call(t.baseUrl, 'POST', '/api/register', { eventId: event.id, ...person, ...override });
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(response.body.message).toMatch(message);
      expect(Array.isArray(response.body.issues)).toBe(true);
    }
    const missing = await call(t.baseUrl, 'POST', '/api/register', { eventId: event.id });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Name is required/);
    const all = await admin.call('GET', '/api/admin/registrations');
    expect(all.body.filter((r: { eventId: string }) => r.eventId === event.id)).toHaveLength(0);
  });

  it('answers malformed JSON, a wrong content type and an oversized body with clear 4xx messages', async () => {
    const bad = await call(t.baseUrl, 'POST', '/api/register', '{"name": ', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The request body is not valid JSON.');
    const text = await call(t.baseUrl, 'POST', '/api/register', 'name=x', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.body.message).toMatch(/JSON/);
    const huge = await call(t.baseUrl, 'POST', '/api/register', { name: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The request body is too large.');
    const array = await call(t.baseUrl, 'POST', '/api/register', [1, 2]);
    expect(array.status).toBe(400);
  });
});

describe('finding a pass again', () => {
  it('answers 404 with a message for an address with no registration, and 400 for a malformed one', async () => {
    const none = await call(t.baseUrl, 'GET', '/api/registration/nobody%40example.com');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe("We couldn't find a registration with that email address.");
    const malformed = await call(t.baseUrl, 'GET', '/api/registration/not-an-email');
    expect(malformed.status).toBe(400);
  });

  it('shows the ongoing event first, else the nearest upcoming, else the most recent past', async () => {
    const email = visitor().email;
    const past = await createEndedEvent(admin, t.app.database.db, {
      name: 'Past one',
      startDate: dayStart(-10),
      endDate: dayEnd(-9),
    });
    const recentPast = await createEndedEvent(admin, t.app.database.db, {
      name: 'Recent past',
      startDate: dayStart(-4),
      endDate: dayEnd(-3),
    });
    const far = await createEvent(admin, { name: 'Far future', startDate: dayStart(30), endDate: dayEnd(31) });
    const near = await createEvent(admin, { name: 'Near future', startDate: dayStart(5), endDate: dayEnd(6) });
    const ongoing = await createEvent(admin, { name: 'Happening now', startDate: dayStart(-1), endDate: dayEnd(1) });
    const lookup = async () => (await call(t.baseUrl, 'GET', `/api/registration/${email}`)).body.event.name;

    // Registrations to past events are only possible before they end: insert them through the database.
    const { registrations } = await import('../../server/platform/db/schema.ts');
    const { randomUUID } = await import('node:crypto');
    for (const event of [past, recentPast]) {
      await t.app.database.db.insert(registrations).values({
        id: randomUUID(),
        eventId: event.id,
        name: 'V',
        email,
        phone: '1',
        phoneDigits: '1',
        qrCode: 'token',
      });
    }
    expect(await lookup()).toBe('Recent past');
    await call(t.baseUrl, 'POST', '/api/register', { ...visitor({ email }), eventId: far.id });
    expect(await lookup()).toBe('Far future');
    await call(t.baseUrl, 'POST', '/api/register', { ...visitor({ email }), eventId: near.id });
    expect(await lookup()).toBe('Near future');
    await call(t.baseUrl, 'POST', '/api/register', { ...visitor({ email }), eventId: ongoing.id });
    expect(await lookup()).toBe('Happening now');
  });

  it('resends the pass e-mail on request, and refuses an unknown address with 404', async () => {
    const event = await createEvent(admin);
    const person = visitor();
    await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id });
    const mine = async () => (await emlFilesTo(t.dataDir, person.email)).length;
    await waitFor(async () => (await mine()) === 1);
    const resend = await call(t.baseUrl, 'POST', '/api/registration/resend', { email: person.email.toUpperCase() });
    expect(resend.status).toBe(200);
    expect(resend.body.message).toMatch(person.email);
    await waitFor(async () => (await mine()) === 2);
    const unknown = await call(t.baseUrl, 'POST', '/api/registration/resend', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(404);
    const blank = await call(t.baseUrl, 'POST', '/api/registration/resend', { email: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Email is required');
  });
});
