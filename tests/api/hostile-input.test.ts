/**
 * Generated hostile and malformed requests across every public and admin call (fast-check, fixed
 * seed): never a 5xx, never a stack trace, always a JSON message, and the data unchanged.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { patient } from '../support/patience.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Not about the database: malformed requests are refused by the contracts' schemas before any query; "changes nothing" reads the same tables on either engine. (runs on PGlite only; vitest.config.ts)

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let t: TestApp;
let admin: AdminClient;
let eventId: string;
let exhibitId = '';

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
  eventId = (await createEvent(admin)).id;
  exhibitId = (await createExhibit(admin, eventId)).id;
  await call(t.baseUrl, 'POST', '/api/register', { ...visitor({ email: 'known@example.com' }), eventId });
});
afterAll(() => t.close());

async function snapshot(): Promise<string> {
  const tables = ['events', 'exhibits', 'registrations', 'checkins', 'config', 'users', 'sheet_syncs'];
  const parts: unknown[] = [];
  for (const table of tables) {
    const result = await t.app.database.db.execute(sql.raw(`select * from ${table} order by 1`));
    parts.push((result as { rows: unknown[] }).rows);
  }
  // No e-mail was queued either (a resend, a pass sent again).
  const jobs = await t.app.database.db.execute(
    sql.raw("select count(*)::int as n from pgboss.job where name = 'pass-email'"),
  );
  parts.push((jobs as { rows: unknown[] }).rows);
  return JSON.stringify(parts);
}

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    '   ',
    "' OR 1=1 --",
    '"; drop table registrations; --',
    '<script>alert(1)</script>',
    '=HYPERLINK("http://evil")',
    'a\r\nBcc: victim@example.com',
    '\u0000',
    '../../etc/passwd',
    '%00',
    'x'.repeat(5000),
    '2026-13-45',
    'NaN',
    '{"$ne":null}',
    'v1.00000000-0000-4000-8000-000000000000.AAAA',
    '__proto__',
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 3 }),
);
const unknownId = fc.oneof(fc.uuid().map(String), hostileString);

/** A body with the expected keys where at least one required field is hostile, plus junk keys. */
function brokenBody(valid: () => Record<string, unknown>, required: string[]) {
  return fc
    .record({
      field: fc.constantFrom(...required),
      value: hostileValue,
      drop: fc.boolean(),
      extra: fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue(), { maxKeys: 2 }),
    })
    .map(({ field, value, drop, extra }) => {
      const body: Record<string, unknown> = { ...extra, ...valid() };
      if (drop) delete body[field];
      else
        body[field] =
          typeof value === 'string' && value.trim() && field.endsWith('Id') ? `${value}!` : breakValue(field, value);
      return body;
    });
}

/** A value that is never a valid one for the field (so a "broken" body can never be accepted). */
function breakValue(field: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (field === 'email') return `${value}@@`;
  if (field === 'startDate' || field === 'endDate' || field === 'date') return `not a date ${value}`;
  if (field === 'startTime' || field === 'endTime') return `99:${value}`;
  if (field === 'phone') return value.replace(/\d/g, '') || '';
  return `${'x'.repeat(300)}${value}`.slice(0, 6000);
}

/** Control characters, NUL first: PostgreSQL refuses NUL in text, so one that reached it was a 500. */
const controlCharacters = fc.constantFrom(
  '\u0000',
  '\u0000\u0000',
  '\u0001',
  '\u001b[0m',
  '\u007f',
  '\u0085',
  '\u2028\u0000',
);

/** A valid body but for a control character slipped into one of its text fields (never trimmed away). */
function withControlCharacter(valid: () => Record<string, unknown>, fields: string[]) {
  return fc
    .record({ field: fc.constantFrom(...fields), control: controlCharacters, at: fc.nat() })
    .map(({ field, control, at }) => {
      const body = valid();
      const text = String(body[field] ?? '');
      const index = 1 + (at % Math.max(1, text.length));
      body[field] = `${text.slice(0, index)}${control}${text.slice(index)}x`;
      return body;
    });
}

/** Long addresses, around and beyond the 254 characters an address may have. */
const longAddress = fc
  .record({
    local: fc.integer({ min: 1, max: 400 }),
    domain: fc.integer({ min: 1, max: 300 }),
    nul: fc.boolean(),
  })
  .map(({ local, domain, nul }) => `${'a'.repeat(local)}${nul ? '\u0000' : ''}@${'d'.repeat(domain)}.example`);

/** A value set in beforeAll, read when a request is generated (not when this module loads). */
const current = <T>(read: () => T) => fc.constant(null).map(() => read());

const validEvent = () => ({
  name: 'E',
  description: '',
  startDate: new Date().toISOString(),
  endDate: new Date().toISOString(),
});
const validExhibit = () => ({
  eventId,
  name: 'X',
  description: null,
  date: new Date().toISOString(),
  startTime: '10:00',
  endTime: '11:00',
});
const validVisitor = () => ({ ...visitor(), eventId });

type Request = { method: string; path: string; body?: unknown; raw?: string; admin: 'session' | 'none' | 'foreign' };

const requests: fc.Arbitrary<Request> = fc.oneof(
  brokenBody(validVisitor, ['name', 'email', 'phone', 'company', 'eventId']).map((body) => ({
    method: 'POST',
    path: '/api/register',
    body,
    admin: 'none' as const,
  })),
  unknownId.map((eventIdValue) => ({
    method: 'POST',
    path: '/api/register',
    body: { ...visitor(), eventId: eventIdValue },
    admin: 'none' as const,
  })),
  hostileString.map((email) => ({
    method: 'GET',
    path: `/api/registration/${encodeURIComponent(email)}`,
    admin: 'none' as const,
  })),
  withControlCharacter(validVisitor, ['name', 'phone', 'company', 'email']).map((body) => ({
    method: 'POST',
    path: '/api/register',
    body,
    admin: 'none' as const,
  })),
  // Over 254 characters (refused) or with a NUL byte: never a new registration.
  longAddress
    .filter((email) => email.length > 254 || email.includes('\u0000'))
    .map((email) => ({
      method: 'POST',
      path: '/api/register',
      body: { ...validVisitor(), email },
      admin: 'none' as const,
    })),
  longAddress.map((email) => ({
    method: 'GET',
    path: `/api/registration/${encodeURIComponent(email)}`,
    admin: 'none' as const,
  })),
  longAddress.map((email) => ({
    method: 'POST',
    path: '/api/registration/resend',
    body: { email },
    admin: 'none' as const,
  })),
  fc
    .oneof(
      longAddress,
      controlCharacters.map((control) => `known${control}@example.com`),
    )
    .map((emailOrPhone) => ({
      method: 'POST',
      path: '/api/admin/lookup-user',
      body: { emailOrPhone },
      admin: 'session' as const,
    })),
  withControlCharacter(validEvent, ['name', 'description']).map((body) => ({
    method: 'POST',
    path: '/api/admin/events',
    body,
    admin: 'session' as const,
  })),
  withControlCharacter(validExhibit, ['name']).map((body) => ({
    method: 'POST',
    path: '/api/admin/exhibits',
    body,
    admin: 'session' as const,
  })),
  withControlCharacter(() => ({ registrationId: randomUUID(), exhibitId, requestId: 'door-1' }), ['requestId']).map(
    (body) => ({ method: 'POST', path: '/api/admin/admit', body, admin: 'session' as const }),
  ),
  hostileValue.map((email) => ({
    method: 'POST',
    path: '/api/registration/resend',
    body: { email },
    admin: 'none' as const,
  })),
  fc
    .record({
      qrData: hostileValue,
      exhibitId: fc.oneof(
        current(() => exhibitId),
        unknownId,
      ),
    })
    .map((body) => ({ method: 'POST', path: '/api/checkin', body, admin: 'none' as const })),
  fc
    .string({ maxLength: 200 })
    .map((raw) => ({ method: 'POST', path: '/api/register', raw: `{${raw}`, admin: 'none' as const })),
  brokenBody(validEvent, ['name', 'startDate', 'endDate']).map((body) => ({
    method: 'POST',
    path: '/api/admin/events',
    body,
    admin: 'session' as const,
  })),
  fc.tuple(unknownId, brokenBody(validEvent, ['name', 'startDate', 'endDate'])).map(([id, body]) => ({
    method: 'PUT',
    path: `/api/admin/events/${encodeURIComponent(id)}`,
    body,
    admin: 'session' as const,
  })),
  unknownId.map((id) => ({
    method: 'DELETE',
    path: `/api/admin/events/${encodeURIComponent(id)}`,
    admin: 'session' as const,
  })),
  unknownId.map((id) => ({
    method: 'GET',
    path: `/api/admin/events/${encodeURIComponent(id)}`,
    admin: 'session' as const,
  })),
  brokenBody(validExhibit, ['eventId', 'name', 'date', 'startTime', 'endTime']).map((body) => ({
    method: 'POST',
    path: '/api/admin/exhibits',
    body,
    admin: 'session' as const,
  })),
  fc.tuple(unknownId, brokenBody(validExhibit, ['name', 'date', 'startTime', 'endTime'])).map(([id, body]) => ({
    method: 'PUT',
    path: `/api/admin/exhibits/${encodeURIComponent(id)}`,
    body,
    admin: 'session' as const,
  })),
  unknownId.map((id) => ({
    method: 'DELETE',
    path: `/api/admin/exhibits/${encodeURIComponent(id)}`,
    admin: 'session' as const,
  })),
  hostileValue.map((qrCode) => ({
    method: 'POST',
    path: '/api/admin/validate-qr',
    body: { qrCode },
    admin: 'session' as const,
  })),
  hostileValue.map((emailOrPhone) => ({
    method: 'POST',
    path: '/api/admin/lookup-user',
    body: { emailOrPhone },
    admin: 'session' as const,
  })),
  fc
    .record({
      registrationId: unknownId,
      exhibitId: fc.oneof(
        current(() => exhibitId),
        unknownId,
      ),
    })
    .map((body) => ({ method: 'POST', path: '/api/admin/admit', body, admin: 'session' as const })),
  // Later calls: admit on scan, the pass link, staff accounts, one's own password, dismissing failed e-mails.
  fc
    .record({
      qrCode: hostileValue,
      exhibitId: fc.oneof(
        current(() => exhibitId),
        unknownId,
        hostileValue,
      ),
    })
    .map((body) => ({ method: 'POST', path: '/api/admin/admit-pass', body, admin: 'session' as const })),
  hostileValue.map((token) => ({
    method: 'GET',
    path: `/api/pass/${encodeURIComponent(typeof token === 'string' ? token : (JSON.stringify(token) ?? ''))}`,
    admin: 'none' as const,
  })),
  fc
    .record({ username: hostileValue, role: hostileValue, password: fc.oneof(hostileValue, fc.constant('short')) })
    .map((body) => ({ method: 'POST', path: '/api/admin/users', body, admin: 'session' as const })),
  fc
    .record({ currentPassword: hostileValue, newPassword: hostileValue })
    .map((body) => ({ method: 'POST', path: '/api/admin/me/password', body, admin: 'session' as const })),
  hostileValue.map((registrationIds) => ({
    method: 'POST',
    path: '/api/admin/pass-emails/dismiss',
    body: { registrationIds },
    admin: 'session' as const,
  })),
  unknownId.map((registrationId) => ({
    method: 'POST',
    path: '/api/admin/resend-qr',
    body: { registrationId },
    admin: 'session' as const,
  })),
  hostileValue.map((email) => ({
    method: 'PUT',
    path: '/api/admin/config/support-email',
    body: { email: typeof email === 'string' ? `${email}@@` : email },
    admin: 'session' as const,
  })),
  fc
    .tuple(
      fc.oneof(
        current(() => eventId),
        unknownId,
      ),
      hostileValue,
    )
    .map(([id, sheetsUrl]) => ({
      method: 'PUT',
      path: `/api/admin/events/${encodeURIComponent(id)}/sheets-url`,
      // Never a Google Sheets link: the event's link must stay as it was.
      body: { sheetsUrl: typeof sheetsUrl === 'string' ? `not a sheet ${sheetsUrl}` : sheetsUrl },
      admin: 'session' as const,
    })),
  hostileValue.map((sheetsUrl) => ({
    method: 'GET',
    path: `/api/admin/config/sheets-test?sheetsUrl=${encodeURIComponent(typeof sheetsUrl === 'string' ? sheetsUrl : (JSON.stringify(sheetsUrl) ?? ''))}`,
    admin: 'session' as const,
  })),
  unknownId.map((id) => ({
    method: 'POST',
    path: `/api/admin/events/${encodeURIComponent(id)}/sheets-sync`,
    admin: 'session' as const,
  })),
  fc.oneof(fc.array(fc.oneof(unknownId, hostileValue), { maxLength: 3 }), hostileValue).map((registrationIds) => ({
    method: 'POST',
    path: '/api/admin/pass-emails/resend',
    body: { registrationIds },
    admin: 'session' as const,
  })),
  fc
    .record({ username: hostileValue, password: hostileValue })
    .map((body) => ({ method: 'POST', path: '/api/admin/login', body, admin: 'foreign' as const })),
  fc
    .constantFrom('/api/admin/events', '/api/admin/exhibits', '/api/admin/registrations', '/api/admin/admit')
    .map((path) => ({
      method: 'POST',
      path,
      body: validEvent(),
      admin: 'none' as const,
    })),
  fc
    .record({
      path: fc.constantFrom('/api/admin/events', '/api/admin/admit', '/api/admin/config/support-email'),
      body: fc.jsonValue(),
    })
    .map(({ path, body }) => ({
      method: path.endsWith('support-email') ? 'PUT' : 'POST',
      path,
      body,
      admin: 'foreign' as const,
    })),
);

describe('hostile input', () => {
  it(
    `answers ${RUNS} generated malformed or hostile requests with a 4xx message and changes nothing`,
    async () => {
      const before = await snapshot();
      let sent = 0;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const headers: Record<string, string> = {};
          if (request.admin === 'session') Object.assign(headers, { cookie: admin.cookie, origin: t.baseUrl });
          if (request.admin === 'foreign')
            Object.assign(headers, { cookie: admin.cookie, origin: 'https://evil.example' });
          if (request.raw !== undefined) headers['content-type'] = 'application/json';
          const response = await call(t.baseUrl, request.method, request.path, request.raw ?? request.body, headers);
          sent++;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const text = JSON.stringify(response.body);
          expect(response.status, `${request.method} ${request.path} ${text}`).toBeLessThan(500);
          expect(text).not.toMatch(/\bat .+\.(ts|js):\d+|stack|Error:/);
          if (response.status >= 400) expect(typeof (response.body as { message?: unknown })?.message).toBe('string');
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      console.log(
        `hostile input: ${sent} requests sent (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect(sent).toBe(RUNS);
      expect(await snapshot()).toBe(before);
    },
    patient(300_000),
  );
});

describe('control characters in what a visitor types', () => {
  it('answers a NUL byte in a name, phone or company with 400 and a clear message, and registers nothing', async () => {
    const before = await snapshot();
    for (const field of ['name', 'phone', 'company'] as const) {
      const person = visitor();
      const response = await call(t.baseUrl, 'POST', '/api/register', {
        ...person,
        [field]: `${person[field]}\u0000`,
        eventId,
      });
      expect(response.status, field).toBe(400);
      // The one control-character rule, before the schema (common/control-characters.ts): the field named.
      expect(response.body).toEqual({
        code: 'control_characters',
        message: `${field} must not contain control characters.`,
        issues: [{ path: field, code: 'control_characters', message: 'Must not contain control characters' }],
      });
    }
    expect(await snapshot()).toBe(before);
  });
});

// A guard against the generator drifting into valid requests unnoticed: a valid one is accepted.
describe('the hostile-input harness', () => {
  it('would notice a change: a valid registration does change the data', async () => {
    const before = await snapshot();
    expect(
      (
        await call(t.baseUrl, 'POST', '/api/register', {
          ...visitor({ email: `${randomUUID()}@example.com` }),
          eventId,
        })
      ).status,
    ).toBe(201);
    expect(await snapshot()).not.toBe(before);
  });
});
