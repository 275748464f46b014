/**
 * Admission only on an exhibit's day and during its hours (CHECKIN_EARLY_MINUTES before the start, none
 * after the end), at the door as at the public check-in, on the app's clock (a test clock here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createExhibit, dayEnd, dayStart, noon, registerVisitor, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { decodeQr } from '../support/qr-decode.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;
/** The app's clock: the day the file started (UTC, as APP_TIMEZONE in tests) at this time; one day for the
 * whole file, so a run across midnight does not move the clock a day past the admin's session. */
const today = new Date().toISOString().slice(0, 10);
let clock = new Date();
const setClock = (time: string) => {
  clock = new Date(`${today}T${time}Z`);
};

beforeAll(async () => {
  setClock('12:00:00');
  t = await startTestApp({}, { now: () => clock });
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

const register = (eventId: string) => registerVisitor(t.baseUrl, eventId);

const checkin = (qrData: string, exhibitId: string) => call(t.baseUrl, 'POST', '/api/checkin', { qrData, exhibitId });
const admit = (registrationId: string, exhibitId: string) =>
  admin.call('POST', '/api/admin/admit', { registrationId, exhibitId });
const weekdayMonthDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });

describe("an exhibit's day", () => {
  it('refuses a pass ten days ahead of the exhibit, in an event that has not started, at the door and the kiosk', async () => {
    setClock('12:00:00');
    const event = await createEvent(admin, { startDate: dayStart(10), endDate: dayEnd(11) });
    const exhibit = await createExhibit(admin, event.id, { name: 'Robot Zoo', date: noon(10) });
    const { token, id } = await register(event.id);
    const message = `Robot Zoo is on ${weekdayMonthDay(noon(10))}, not today.`;

    const kiosk = await checkin(token, exhibit.id);
    expect(kiosk.status).toBe(409);
    expect(kiosk.body).toEqual({ code: 'not_today', reason: 'not_today', message });
    const door = await admit(id, exhibit.id);
    expect(door.status).toBe(409);
    expect(door.body).toEqual({ code: 'not_today', reason: 'not_today', message });
    const view = await admin.call('POST', '/api/admin/validate-qr', { qrCode: token });
    expect(view.body.exhibits[0]).toMatchObject({ canAdmit: false, reason: 'not_today', message });
  });

  it("refuses yesterday's exhibit of an ongoing event, and admits today's", async () => {
    setClock('12:00:00');
    const event = await createEvent(admin, { startDate: dayStart(-1), endDate: dayEnd(1) });
    const yesterday = await createExhibit(admin, event.id, { date: noon(-1) });
    const today = await createExhibit(admin, event.id);
    const { token } = await register(event.id);
    expect((await checkin(token, yesterday.id)).body.reason).toBe('not_today');
    expect((await checkin(token, today.id)).status).toBe(200);
  });
});

describe("an exhibit's hours", () => {
  it('refuses a check-in at 05:37 to an exhibit opening at 09:00, and opens 30 minutes early', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id, { name: 'Lab', startTime: '09:00', endTime: '17:00' });
    const { token, id } = await register(event.id);
    const message = 'Lab is open from 9:00 AM to 5:00 PM. Check-in opens at 8:30 AM.';

    setClock('05:37:00');
    expect(await checkin(token, exhibit.id)).toMatchObject({ status: 409, body: { reason: 'not_open', message } });
    expect(await admit(id, exhibit.id)).toMatchObject({ status: 409, body: { reason: 'not_open', message } });
    const view = await admin.call('POST', '/api/admin/validate-qr', { qrCode: token });
    expect(view.body.exhibits[0]).toMatchObject({ canAdmit: false, reason: 'not_open', message });

    setClock('08:29:59');
    expect((await checkin(token, exhibit.id)).body.reason).toBe('not_open');
    setClock('08:30:00');
    expect((await checkin(token, exhibit.id)).status).toBe(200);
  });

  it('closes after the end time, at the door as at the kiosk', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id, { name: 'Lab', startTime: '09:00', endTime: '17:00' });
    const early = await register(event.id);
    const late = await register(event.id);
    const message = 'Lab is open from 9:00 AM to 5:00 PM. Check-in has closed.';

    setClock('17:00:59');
    expect((await admit(early.id, exhibit.id)).status).toBe(200);
    setClock('17:01:00');
    expect(await checkin(late.token, exhibit.id)).toMatchObject({ status: 409, body: { reason: 'not_open', message } });
    expect(await admit(late.id, exhibit.id)).toMatchObject({ status: 409, body: { reason: 'not_open', message } });
    // Checked in already: the door still says so (and when), not that the exhibit closed.
    expect((await admit(early.id, exhibit.id)).body.reason).toBe('already_checked_in');
  });
});

describe('CHECKIN_EARLY_MINUTES', () => {
  it('sets how early check-in opens', async () => {
    const strict = await startTestApp({ CHECKIN_EARLY_MINUTES: '0' }, { now: () => clock });
    try {
      const organiser = await signIn(strict.baseUrl);
      const event = await createEvent(organiser);
      const exhibit = await createExhibit(organiser, event.id, { name: 'Lab', startTime: '09:00', endTime: '17:00' });
      const person = visitor();
      await call(strict.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id });
      const lookup = await call(strict.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`);
      const token = decodeQr(lookup.body.qrCode);
      setClock('08:59:00');
      const refused = await call(strict.baseUrl, 'POST', '/api/checkin', { qrData: token, exhibitId: exhibit.id });
      expect(refused.body).toEqual({
        code: 'not_open',
        reason: 'not_open',
        message: 'Lab is open from 9:00 AM to 5:00 PM. Check-in opens at 9:00 AM.',
      });
      setClock('09:00:00');
      expect(
        (await call(strict.baseUrl, 'POST', '/api/checkin', { qrData: token, exhibitId: exhibit.id })).status,
      ).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
