/**
 * Per event, whether the registration form asks for Company (issue 29 item 7): required (the SPEC's,
 * the default), optional or hidden (not asked). The organiser sets it on the event; the public event
 * list carries it; POST /api/register keeps to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api-paths.ts';
import { createEvent, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

type Registration = { email: string; company: string };

async function registrationsOf(eventId: string): Promise<Registration[]> {
  const response = await admin.call('GET', `/api/admin/events/${eventId}/registrations`);
  expect(response.status).toBe(200);
  return response.body.items;
}

async function activeEvent(eventId: string) {
  const response = await call(t.baseUrl, 'GET', '/api/events/active');
  return response.body.find((event: { id: string }) => event.id === eventId);
}

const register = (body: Record<string, unknown>) => call(t.baseUrl, 'POST', '/api/register', body);

/** The PUT body of an event as it is, with these changes. */
const edited = (event: { name: string; startDate: string; endDate: string }, changes: Record<string, unknown>) => ({
  name: event.name,
  description: 'A test event',
  startDate: event.startDate,
  endDate: event.endDate,
  ...changes,
});

describe("the event's Company setting", () => {
  it('is required by default, for the organiser and on the public list', async () => {
    const event = await createEvent(admin);
    expect(event).toMatchObject({ companyField: 'required' });
    expect((await admin.call('GET', `/api/admin/events/${event.id}`)).body.companyField).toBe('required');
    expect(await activeEvent(event.id)).toMatchObject({ id: event.id, companyField: 'required' });
  });

  it('is set on create and changed on update (recorded in the audit trail); left out, an update keeps it', async () => {
    const event = await createEvent(admin, { companyField: 'optional' });
    expect(event).toMatchObject({ companyField: 'optional' });
    expect(await activeEvent(event.id)).toMatchObject({ companyField: 'optional' });

    const hidden = await admin.call('PUT', `/api/admin/events/${event.id}`, edited(event, { companyField: 'hidden' }));
    expect(hidden.status).toBe(200);
    expect(hidden.body.companyField).toBe('hidden');
    expect(await activeEvent(event.id)).toMatchObject({ companyField: 'hidden' });

    const renamed = await admin.call('PUT', `/api/admin/events/${event.id}`, edited(event, { name: 'Renamed' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', companyField: 'hidden' });

    const audit = await admin.call('GET', `${apiPaths.admin.audit.path}?eventId=${event.id}`);
    const changes = audit.body.items.map((entry: { action: string; changes: unknown }) => [
      entry.action,
      entry.changes,
    ]);
    expect(changes).toContainEqual(['event.update', { companyField: { before: 'optional', after: 'hidden' } }]);
    expect(changes).toContainEqual(['event.create', expect.objectContaining({ companyField: 'optional' })]);
  });

  it('refuses a value other than the three with a field message, and changes nothing', async () => {
    const before = (await admin.call('GET', '/api/admin/events')).body.length;
    for (const companyField of ['maybe', '', null, 1, 'Required']) {
      const created = await admin.call('POST', '/api/admin/events', {
        name: 'Bad setting',
        startDate: '2030-01-01',
        endDate: '2030-01-02',
        companyField,
      });
      expect(created.status, JSON.stringify(companyField)).toBe(400);
      expect(created.body.message).toBe('Company field must be one of: required, optional, hidden');
      expect(created.body.issues).toEqual([
        {
          path: 'companyField',
          code: 'company_field_invalid',
          message: 'Company field must be one of: required, optional, hidden',
        },
      ]);
    }
    expect((await admin.call('GET', '/api/admin/events')).body).toHaveLength(before);

    const event = await createEvent(admin, { companyField: 'optional' });
    const updated = await admin.call('PUT', `/api/admin/events/${event.id}`, edited(event, { companyField: 'never' }));
    expect(updated.status).toBe(400);
    expect(updated.body.issues).toEqual([
      {
        path: 'companyField',
        code: 'company_field_invalid',
        message: 'Company field must be one of: required, optional, hidden',
      },
    ]);
    expect((await admin.call('GET', `/api/admin/events/${event.id}`)).body.companyField).toBe('optional');
  });
});

describe('registering, as the event asks for Company', () => {
  it('required: a blank or missing company is refused with the form message and nothing is stored', async () => {
    const event = await createEvent(admin);
    for (const company of ['', '   ', undefined]) {
      const response = await register({ ...visitor(), company, eventId: event.id });
      expect(response.status, JSON.stringify(company)).toBe(400);
      expect(response.body).toEqual({
        code: 'company_required',
        message: 'Company is required',
        issues: [{ path: 'company', code: 'company_required', message: 'Company is required' }],
      });
    }
    expect(await registrationsOf(event.id)).toHaveLength(0);
    const person = visitor({ company: '  Acme Ltd ' });
    expect((await register({ ...person, eventId: event.id })).status).toBe(201);
    expect(await registrationsOf(event.id)).toEqual([expect.objectContaining({ company: 'Acme Ltd' })]);
  });

  it("optional: a blank or missing company keeps the SPEC's 'Unknown Company'; a given one is kept", async () => {
    const event = await createEvent(admin, { companyField: 'optional' });
    const blank = visitor({ email: 'blank.company@example.com', company: '  ' });
    const missing = visitor({ email: 'no.company@example.com' });
    const given = visitor({ email: 'given.company@example.com', company: 'Acme Ltd' });
    expect((await register({ ...blank, eventId: event.id })).status).toBe(201);
    expect((await register({ ...missing, company: undefined, eventId: event.id })).status).toBe(201);
    expect((await register({ ...given, eventId: event.id })).status).toBe(201);
    const companies = Object.fromEntries((await registrationsOf(event.id)).map((r) => [r.email, r.company]));
    expect(companies).toEqual({
      'blank.company@example.com': 'Unknown Company',
      'no.company@example.com': 'Unknown Company',
      'given.company@example.com': 'Acme Ltd',
    });
  });

  it('optional: a company still has to be a valid one (length, control characters)', async () => {
    const event = await createEvent(admin, { companyField: 'optional' });
    const long = await register({ ...visitor(), company: 'x'.repeat(121), eventId: event.id });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 120/);
    const control = await register({ ...visitor(), company: 'Ac\u0000me', eventId: event.id });
    expect(control.status).toBe(400);
    const notText = await register({ ...visitor(), company: 42, eventId: event.id });
    expect(notText.status).toBe(400);
    expect(notText.body.message).toBe('Company must be text');
    expect(await registrationsOf(event.id)).toHaveLength(0);
  });

  it('not asked: registers without a company, and one sent anyway (a page opened before the change) is not kept', async () => {
    const event = await createEvent(admin, { companyField: 'hidden' });
    const without = visitor({ email: 'not.asked@example.com' });
    const sent = visitor({ email: 'sent.anyway@example.com', company: 'Acme Ltd' });
    expect((await register({ ...without, company: undefined, eventId: event.id })).status).toBe(201);
    expect((await register({ ...sent, eventId: event.id })).status).toBe(201);
    expect((await registrationsOf(event.id)).map((r) => r.company)).toEqual(['Unknown Company', 'Unknown Company']);
  });
});
