import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createExhibit, registerVisitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

describe('support e-mail', () => {
  it('starts empty, is saved, and is validated', async () => {
    expect((await admin.call('GET', '/api/admin/config/support-email')).body).toEqual({ email: '' });
    expect((await admin.call('PUT', '/api/admin/config/support-email', { email: ' help@org.example ' })).status).toBe(
      200,
    );
    expect((await admin.call('GET', '/api/admin/config/support-email')).body).toEqual({ email: 'help@org.example' });
    const blank = await admin.call('PUT', '/api/admin/config/support-email', { email: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Email is required');
    const injected = await admin.call('PUT', '/api/admin/config/support-email', { email: 'a@b.c\r\nBcc: x@y.z' });
    expect(injected.status).toBe(400);
    expect((await admin.call('GET', '/api/admin/config/support-email')).body).toEqual({ email: 'help@org.example' });
    expect((await call(t.baseUrl, 'GET', '/api/admin/config/support-email')).status).toBe(401);
  });
});

describe("an event's numbers and CSV download", () => {
  it('counts registrations and check-ins per exhibit', async () => {
    const event = await createEvent(admin);
    const talks = await createExhibit(admin, event.id, {
      name: 'Talks',
      startTime: '00:00',
      endTime: '23:59',
      maxCapacity: 50,
    });
    // Open whenever the test runs (check-in is refused outside an exhibit's hours), and after Talks.
    const lab = await createExhibit(admin, event.id, { name: 'Lab', startTime: '00:01', endTime: '23:59' });
    const a = await registerVisitor(t.baseUrl, event.id);
    const b = await registerVisitor(t.baseUrl, event.id);
    await registerVisitor(t.baseUrl, event.id);
    await call(t.baseUrl, 'POST', '/api/checkin', { qrData: a.token, exhibitId: talks.id });
    await call(t.baseUrl, 'POST', '/api/checkin', { qrData: a.token, exhibitId: lab.id });
    await call(t.baseUrl, 'POST', '/api/checkin', { qrData: b.token, exhibitId: lab.id });
    const stats = await admin.call('GET', `/api/admin/events/${event.id}/stats`);
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      registered: 3,
      waiting: 0,
      offered: 0,
      cancelled: 0,
      checkedIn: 2,
      exhibits: [
        { id: talks.id, name: 'Talks', checkedIn: 1, maxCapacity: 50, inside: 1, capacityMode: 'total' },
        { id: lab.id, name: 'Lab', checkedIn: 2, maxCapacity: null, inside: 2, capacityMode: 'total' },
      ],
    });
  });

  it('downloads registrations with one check-in column per exhibit, formulas neutralised', async () => {
    const event = await createEvent(admin, { name: 'Fair 2026' });
    const lab = await createExhibit(admin, event.id, { name: 'Lab' });
    const a = await registerVisitor(t.baseUrl, event.id, {
      name: '=HYPERLINK("http://evil.example","click")',
      company: '@corp',
      phone: '+44 20 7946 0000',
    });
    await registerVisitor(t.baseUrl, event.id, { name: 'Bob "B" Smith' });
    await call(t.baseUrl, 'POST', '/api/checkin', { qrData: a.token, exhibitId: lab.id });
    const response = await fetch(`${t.baseUrl}/api/admin/events/${event.id}/registrations.csv`, {
      headers: { cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Fair-2026-registrations.csv"');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^"Name","Email","Phone","Company","Registered","Status","Lab \(\d{4}-\d{2}-\d{2} 00:00\)"$/,
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(lines[1]).toContain(`"'@corp"`);
    // A phone number (kept in E.164) is no formula: it is not prefixed, so no apostrophe shows in the spreadsheet.
    expect(lines[1]).toContain(`"+442079460000"`);
    expect(lines[1]).not.toContain(`'+44`);
    expect(lines[1]).toMatch(/"\d{4}-\d{2}-\d{2} \d{2}:\d{2}","registered","\d{4}-\d{2}-\d{2} \d{2}:\d{2}"$/);
    expect(lines[2]).toContain('"Bob ""B"" Smith"');
    expect(lines[2]).toMatch(/,"registered",""$/);
  });

  it('answers 404 for an unknown event and 401 without a session', async () => {
    expect((await admin.call('GET', '/api/admin/events/00000000-0000-4000-8000-000000000000/stats')).status).toBe(404);
    expect(
      (await call(t.baseUrl, 'GET', '/api/admin/events/00000000-0000-4000-8000-000000000000/registrations.csv')).status,
    ).toBe(401);
  });
});
