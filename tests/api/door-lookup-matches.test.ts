/**
 * A door lookup that several registrations match (issue 20, item 3): a family or a company
 * switchboard on one phone number, one address registered for several events. The answer is the
 * admission view of the pass the rules choose, with every match listed for the door to choose from;
 * the door then asks for the view of the one chosen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, dayEnd, dayStart, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

async function register(eventId: string, overrides: Record<string, unknown>) {
  const person = visitor(overrides);
  const response = await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return person;
}

const lookup = (body: Record<string, unknown>) => admin.call('POST', '/api/admin/lookup-user', body);

describe('a lookup that several registrations match', () => {
  it('lists every match (name, e-mail, event), the shown one first, and opens the one chosen', async () => {
    const phone = '+44 20 7946 0101';
    const today = await createEvent(admin, { name: 'Family Day', startDate: dayStart(0), endDate: dayEnd(1) });
    const later = await createEvent(admin, { name: 'Autumn Fair', startDate: dayStart(10), endDate: dayEnd(10) });
    const bea = await register(later.id, { name: 'Bea Family', phone });
    const alan = await register(today.id, { name: 'Alan Family', phone });
    const ada = await register(today.id, { name: 'Ada Family', phone });

    const response = await lookup({ emailOrPhone: '44-20-7946-0101' });
    expect(response.status).toBe(200);
    // The ongoing event's registrations first (by name), then the upcoming one.
    expect(response.body.matches).toEqual([
      { registrationId: expect.any(String), name: ada.name, email: ada.email, eventName: 'Family Day' },
      { registrationId: expect.any(String), name: alan.name, email: alan.email, eventName: 'Family Day' },
      { registrationId: expect.any(String), name: bea.name, email: bea.email, eventName: 'Autumn Fair' },
    ]);
    // The SPEC's shape is kept: the view of the first match, as a lookup always showed.
    expect(response.body.isValid).toBe(true);
    expect(response.body.registration).toEqual({
      id: response.body.matches[0].registrationId,
      name: ada.name,
      email: ada.email,
    });

    const chosen = await lookup({ emailOrPhone: phone, registrationId: response.body.matches[2].registrationId });
    expect(chosen.status).toBe(200);
    expect(chosen.body.registration).toMatchObject({ name: bea.name, email: bea.email });
    expect(chosen.body.event.name).toBe('Autumn Fair');
    expect(chosen.body.matches).toBeUndefined();
  });

  it('lists the events of one address registered for several', async () => {
    const email = visitor().email;
    const first = await createEvent(admin, { name: 'Spring Show', startDate: dayStart(0), endDate: dayEnd(0) });
    const second = await createEvent(admin, { name: 'Summer Show', startDate: dayStart(3), endDate: dayEnd(3) });
    await register(second.id, { email, phone: '555 0202 01' });
    await register(first.id, { email, phone: '555 0202 02' });
    const response = await lookup({ emailOrPhone: email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body.matches.map((match: { eventName: string }) => match.eventName)).toEqual([
      'Spring Show',
      'Summer Show',
    ]);
    expect(response.body.event.name).toBe('Spring Show');
  });

  it('answers one match without a list', async () => {
    const event = await createEvent(admin);
    const person = await register(event.id, { phone: '555 0303 01' });
    const response = await lookup({ emailOrPhone: '555 0303 01' });
    expect(response.status).toBe(200);
    expect(response.body.registration.name).toBe(person.name);
    expect(response.body).not.toHaveProperty('matches');
  });

  it('refuses a chosen registration that the e-mail or phone does not match (404) or that is not an id (400)', async () => {
    const event = await createEvent(admin);
    await register(event.id, { phone: '555 0404 01' });
    const other = await register(event.id, { phone: '555 0404 02' });
    const otherId = (await lookup({ emailOrPhone: other.email })).body.registration.id;

    const mismatch = await lookup({ emailOrPhone: '555 0404 01', registrationId: otherId });
    expect(mismatch.status).toBe(404);
    expect(mismatch.body.message).toBe('No registration found with this email or phone.');
    const malformed = await lookup({ emailOrPhone: '555 0404 01', registrationId: 'not-an-id' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues[0].path).toBe('registrationId');
  });
});
