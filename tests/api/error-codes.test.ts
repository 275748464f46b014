/**
 * Error codes (issue 31 item 1): every refusal answers a stable `code`, the SPEC's English `message`
 * and the values its words are written with; the client shows `errors:<code>` in the reader's
 * language with those values. Here, representative refusals of each kind, and for each the German
 * text the web would show: not the English, and naming the same values.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../common/i18n/compile.ts';
import type { Catalogue } from '../../common/i18n/namespaces.ts';
import { createTranslator, flatten } from '../../common/i18n/translator.ts';
import { projectPath } from '../../server/platform/paths.ts';
import { createEvent, visitor } from '../support/factories.ts';
import { type AdminClient, call, type JsonResponse, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const catalogue = (locale: string) =>
  compileCatalogue(
    JSON.parse(readFileSync(projectPath('common', 'locales', locale, 'errors.json'), 'utf8')) as Catalogue,
  );
const german = createTranslator('de', flatten({ errors: catalogue('de') }));
const english = createTranslator('en', flatten({ errors: catalogue('en') }));

type Body = { code: string; message: string; [field: string]: unknown };

/**
 * The answer names its code with its English message and values (the English catalogue's text of
 * the code with the body's fields is the message), and the German of the code with those fields is
 * a translation that names every value given.
 */
function expectCoded(response: JsonResponse<Body>, status: number, code: string, message: string, values = {}) {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ code, message, ...values });
  const { code: _code, message: _message, ...fields } = response.body;
  expect(english.t(`errors:${code}`, fields)).toBe(message);
  expect(german.has(`errors:${code}`)).toBe(true);
  const translated = german.t(`errors:${code}`, fields);
  expect(translated).not.toBe(message);
  for (const value of Object.values(values)) expect(translated).toContain(String(value));
  return translated;
}

const PASSWORD = 'a-long-enough-password';
let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

describe('an error answer', () => {
  it('names an unknown event by its code (404)', async () => {
    const response = await call(t.baseUrl, 'POST', '/api/register', {
      ...visitor(),
      eventId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.body).toEqual({ code: 'event_not_found', message: 'Event not found.' });
    expectCoded(response, 404, 'event_not_found', 'Event not found.');
  });

  it('names a second registration of an address by its code (409)', async () => {
    const event = await createEvent(admin);
    const person = visitor();
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status).toBe(201);
    const again = await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id });
    const translated = expectCoded(
      again,
      409,
      'email_already_registered',
      'This email address is already registered for this event. Use My Pass to find your pass.',
    );
    // The web links "My Pass" inside the message by its sentence (public:register.failed.myPassSentence).
    expect(translated).toContain('Über „Mein Ticket“ finden Sie Ihr Ticket');
  });

  it('names a conflict written with values by its code, its field issue too (409)', async () => {
    const event = await createEvent(admin);
    for (let i = 0; i < 3; i++) {
      expect((await call(t.baseUrl, 'POST', '/api/register', { ...visitor(), eventId: event.id })).status).toBe(201);
    }
    const { name, startDate, endDate } = event;
    const lower = await admin.call('PUT', `/api/admin/events/${event.id}`, { name, startDate, endDate, capacity: 2 });
    const message = '3 people are already registered: the places cannot be fewer than 3.';
    const translated = expectCoded(lower, 409, 'event_capacity_below_registered', message, { count: 3 });
    expect(translated).toBe('3 Personen sind bereits angemeldet: Es können nicht weniger als 3 Plätze sein.');
    expect(lower.body.issues).toEqual([
      { path: 'capacity', code: 'event_capacity_below_registered', message, count: 3 },
    ]);
  });

  it("names each field's problem of a validation error by its code, in English (400)", async () => {
    const event = await createEvent(admin);
    const response = await call(t.baseUrl, 'POST', '/api/register', {
      ...visitor(),
      name: '',
      email: 'not-an-email',
      eventId: event.id,
    });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: 'name', code: 'name_required', message: 'Name is required' },
      { path: 'email', code: 'email_invalid', message: 'Enter a valid email address' },
    ]);
    // The answer's code is its first field's; its message names every field's problem.
    expect(response.body).toMatchObject({
      code: 'name_required',
      message: 'Name is required. Enter a valid email address',
    });
    expect(german.t('errors:name_required')).toBe('Name ist erforderlich');
    expect(german.t('errors:email_invalid')).toBe('Geben Sie eine gültige E-Mail-Adresse ein');
  });

  it('names a call without a session by its code (401)', async () => {
    const response = await call(t.baseUrl, 'GET', '/api/admin/me');
    expect(response.body).toEqual({ code: 'sign_in_required', message: 'Sign in to continue.' });
    expectCoded(response, 401, 'sign_in_required', 'Sign in to continue.');
  });

  it('names a wrong password by its code (401)', async () => {
    const response = await call(
      t.baseUrl,
      'POST',
      '/api/admin/login',
      { username: 'admin', password: 'not-the-password' },
      { origin: t.baseUrl },
    );
    expectCoded(response, 401, 'wrong_credentials', 'Incorrect username or password.');
  });

  it('names a call the role does not allow by its code, with the role (403)', async () => {
    const created = await admin.call('POST', '/api/admin/users', {
      username: 'codes-door',
      role: 'door',
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    const door = await signIn(t.baseUrl, 'codes-door', PASSWORD);
    const refused = await door.call('GET', '/api/admin/events');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'role_refused', message: 'Your role (door) cannot do this.', role: 'door' });
    expect(german.t('errors:role_refused', { role: 'door' })).toBe('Ihre Rolle (Einlass) darf das nicht.');
  });

  it('names a success meant for people by its code', async () => {
    const event = await createEvent(admin);
    const deleted = await admin.call('DELETE', `/api/admin/events/${event.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ code: 'event_deleted', message: 'Event deleted.' });
    expect(german.t('errors:event_deleted')).toBe('Veranstaltung gelöscht.');
  });
});

describe('a spent per-address budget', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => limited.close());

  it('is named by its code, with the wait in seconds or minutes (429)', async () => {
    const lookup = () => call<Body>(limited.baseUrl, 'GET', '/api/registration/nobody%40example.com');
    let response = await lookup();
    for (let i = 0; i < 5 && response.status !== 429; i++) response = await lookup();
    expect(response.status).toBe(429);
    const { code } = response.body;
    expect(['too_many_requests_seconds', 'too_many_requests_minutes']).toContain(code);
    const wait = code === 'too_many_requests_minutes' ? 'minutes' : 'seconds';
    const count = response.body[wait] as number;
    expect(count).toBeGreaterThan(0);
    expect(response.body.message).toMatch(/^Too many requests\. Please wait \d+ (second|minute)s? and try again\.$/);
    expectCoded(response, 429, code, response.body.message, { [wait]: count });
  });
});
