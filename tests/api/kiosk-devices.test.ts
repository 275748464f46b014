/**
 * KIOSK_CHECKIN=enrolled: the public check-in accepts only devices an organiser enrolled (a cookie
 * whose token's hash is stored); organisers list and revoke them. The default (`open`) is the SPEC's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskDevices } from '../../server/platform/db/schema.ts';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { decodeQr } from '../support/qr-decode.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const NOT_ENROLLED = 'This device is not enrolled for check-in. Ask an organiser to enrol it.';

async function passFor(t: TestApp, eventId: string) {
  const person = visitor();
  expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId })).status).toBe(201);
  const lookup = await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`);
  return decodeQr(lookup.body.qrCode);
}

/** The name=value of the device cookie set by a response. */
const deviceCookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('idevent_kiosk='))
    ?.split(';')[0];

describe('KIOSK_CHECKIN=enrolled', () => {
  let t: TestApp;
  let admin: AdminClient;
  let exhibitId: string;
  let eventId: string;

  beforeAll(async () => {
    t = await startTestApp({ KIOSK_CHECKIN: 'enrolled' });
    admin = await signIn(t.baseUrl);
    eventId = (await createEvent(admin)).id;
    exhibitId = (await createExhibit(admin, eventId)).id;
  });
  afterAll(() => t.close());

  /** Enrols a device (the organiser's browser on it): the device's cookie and the answer. */
  async function enrol(name: string, deviceCookie?: string) {
    const response = await call(
      t.baseUrl,
      'POST',
      '/api/admin/kiosk-devices',
      { name },
      { cookie: [admin.cookie, deviceCookie].filter(Boolean).join('; '), origin: t.baseUrl },
    );
    return { response, device: deviceCookieOf(response.headers) };
  }

  it('refuses an unenrolled device with 403 and a message, and records nothing', async () => {
    const token = await passFor(t, eventId);
    const refused = await call(t.baseUrl, 'POST', '/api/checkin', { qrData: token, exhibitId });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'device_not_enrolled', message: NOT_ENROLLED });
    // Refused before the body is read: even a malformed one gets the same answer.
    expect((await call(t.baseUrl, 'POST', '/api/checkin', {})).status).toBe(403);
    const forged = await call(
      t.baseUrl,
      'POST',
      '/api/checkin',
      { qrData: token, exhibitId },
      {
        cookie: 'idevent_kiosk=made-up-token',
      },
    );
    expect(forged.status).toBe(403);
    const view = await admin.call('POST', '/api/admin/validate-qr', { qrCode: token });
    expect(view.body.exhibits[0]).toMatchObject({ hasCheckedIn: false });
  });

  it('tells the kiosk page whether the device is enrolled and whether the organiser there can enrol it', async () => {
    expect((await call(t.baseUrl, 'GET', '/api/kiosk/device')).body).toEqual({
      mode: 'enrolled',
      enrolled: false,
      canEnrol: false,
    });
    expect((await admin.call('GET', '/api/kiosk/device')).body).toEqual({
      mode: 'enrolled',
      enrolled: false,
      canEnrol: true,
    });
    // A door account cannot enrol a device: the page does not offer it.
    await admin.call('POST', '/api/admin/users', {
      username: 'kiosk-door',
      role: 'door',
      password: 'a-long-kiosk-secret',
    });
    const door = await signIn(t.baseUrl, 'kiosk-door', 'a-long-kiosk-secret');
    expect((await door.call('GET', '/api/kiosk/device')).body).toMatchObject({ canEnrol: false });
    const { device } = await enrol('Status tablet');
    expect((await call(t.baseUrl, 'GET', '/api/kiosk/device', undefined, { cookie: device! })).body).toEqual({
      mode: 'enrolled',
      enrolled: true,
      canEnrol: false,
    });
  });

  it('enrols a device with a long-lived httpOnly SameSite=Strict cookie, which then checks visitors in', async () => {
    const { response, device } = await enrol('  Hall A tablet  ');
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      name: 'Hall A tablet',
      enrolledBy: 'admin',
      createdAt: expect.any(String),
      current: true,
    });
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('idevent_kiosk='))!;
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Strict/i);
    expect(setCookie).toMatch(/; Path=\/api/);
    expect(Number(/Max-Age=(\d+)/.exec(setCookie)?.[1])).toBeGreaterThan(300 * 24 * 60 * 60);

    const token = await passFor(t, eventId);
    const admitted = await call(t.baseUrl, 'POST', '/api/checkin', { qrData: token, exhibitId }, { cookie: device! });
    expect(admitted.status).toBe(200);
    // Only the token's hash is kept.
    const rows = await t.app.database.db.select({ tokenHash: kioskDevices.tokenHash }).from(kioskDevices);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.tokenHash)).not.toContain(device!.split('=')[1]);
  });

  it('lists enrolled devices, marking the one asking, and revokes one (404 for an unknown id)', async () => {
    const { response: enrolled, device } = await enrol('Hall B tablet');
    const list = await call(t.baseUrl, 'GET', '/api/admin/kiosk-devices', undefined, {
      cookie: `${admin.cookie}; ${device}`,
    });
    expect(list.status).toBe(200);
    const mine = list.body.find((row: { id: string }) => row.id === enrolled.body.id);
    expect(mine).toMatchObject({ name: 'Hall B tablet', current: true });
    expect(list.body.filter((row: { current: boolean }) => row.current)).toHaveLength(1);

    const token = await passFor(t, eventId);
    const revoke = await admin.call('DELETE', `/api/admin/kiosk-devices/${enrolled.body.id}`);
    expect(revoke.status).toBe(200);
    expect(revoke.body).toEqual({ code: 'device_revoked', message: 'Device enrolment revoked.' });
    const after = await call(t.baseUrl, 'POST', '/api/checkin', { qrData: token, exhibitId }, { cookie: device! });
    expect(after.status).toBe(403);
    expect(
      (await admin.call('GET', '/api/admin/kiosk-devices')).body.map((row: { id: string }) => row.id),
    ).not.toContain(enrolled.body.id);
    expect((await admin.call('DELETE', `/api/admin/kiosk-devices/${enrolled.body.id}`)).status).toBe(404);
    expect((await admin.call('DELETE', '/api/admin/kiosk-devices/not-an-id')).status).toBe(404);
  });

  it('replaces the enrolment of a device enrolled again', async () => {
    const first = await enrol('Old name');
    const again = await enrol('New name', first.device);
    expect(again.response.status).toBe(201);
    const names = (await admin.call('GET', '/api/admin/kiosk-devices')).body.map((row: { name: string }) => row.name);
    expect(names).toContain('New name');
    expect(names).not.toContain('Old name');
    const token = await passFor(t, eventId);
    const old = await call(t.baseUrl, 'POST', '/api/checkin', { qrData: token, exhibitId }, { cookie: first.device! });
    expect(old.status).toBe(403);
  });

  it('is for organisers only, from the app itself, with a name', async () => {
    expect((await call(t.baseUrl, 'GET', '/api/admin/kiosk-devices')).status).toBe(401);
    expect((await call(t.baseUrl, 'POST', '/api/admin/kiosk-devices', { name: 'X' })).status).toBe(403);
    const foreign = await call(
      t.baseUrl,
      'POST',
      '/api/admin/kiosk-devices',
      { name: 'X' },
      { cookie: admin.cookie, origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect(deviceCookieOf(foreign.headers)).toBeUndefined();
    for (const name of ['', '   ', 'x'.repeat(101), 42]) {
      const response = await admin.call('POST', '/api/admin/kiosk-devices', { name });
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
      expect(deviceCookieOf(response.headers)).toBeUndefined();
    }
  });
});

describe('KIOSK_CHECKIN=open (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lets any device check in, and says so to the kiosk page', async () => {
    const admin = await signIn(t.baseUrl);
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id);
    const token = await passFor(t, event.id);
    expect((await call(t.baseUrl, 'POST', '/api/checkin', { qrData: token, exhibitId: exhibit.id })).status).toBe(200);
    expect((await admin.call('GET', '/api/kiosk/device')).body).toEqual({
      mode: 'open',
      enrolled: false,
      canEnrol: false,
    });
  });
});
