import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQrTokens } from '../../server/modules/passes/qr-token.ts';
import { checkins, events } from '../../server/platform/db/schema.ts';
import { createEvent, createExhibit, dayEnd, dayStart, noon, registerVisitor, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

const register = (eventId: string, overrides: Record<string, unknown> = {}) =>
  registerVisitor(t.baseUrl, eventId, overrides);

const checkinCount = async (exhibitId: string) =>
  (await t.app.database.db.select({ total: count() }).from(checkins).where(eq(checkins.exhibitId, exhibitId)))[0]!
    .total;

describe('scanning a pass at the door', () => {
  it('shows the registrant and every exhibit of the event sorted by date then start time', async () => {
    const event = await createEvent(admin, { startDate: dayStart(0), endDate: dayEnd(1) });
    const second = await createExhibit(admin, event.id, {
      name: 'B',
      date: noon(0),
      startTime: '14:00',
      endTime: '15:00',
    });
    const third = await createExhibit(admin, event.id, {
      name: 'C',
      date: noon(1),
      startTime: '08:00',
      endTime: '09:00',
    });
    // Open all day (the door admits only during an exhibit's hours), and first of the day.
    const first = await createExhibit(admin, event.id, {
      name: 'A',
      date: noon(0),
      startTime: '00:00',
      endTime: '23:59',
    });
    const { person, token } = await register(event.id);
    const response = await admin.call('POST', '/api/admin/validate-qr', { qrCode: token });
    expect(response.status).toBe(200);
    expect(response.body.isValid).toBe(true);
    expect(response.body.registration).toMatchObject({ name: person.name, email: person.email });
    expect(response.body.exhibits.map((exhibit: { id: string }) => exhibit.id)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
    expect(response.body.exhibits[0]).toMatchObject({
      name: 'A',
      startTime: '00:00',
      endTime: '23:59',
      hasCheckedIn: false,
      checkedInAt: null,
      canAdmit: true,
    });
  });

  it('answers isValid false with a reason for tampered, foreign and garbage codes', async () => {
    const event = await createEvent(admin);
    const { token, id } = await register(event.id);
    const foreign = createQrTokens('another-deployment-secret-of-32-chars!').sign(id);
    for (const qrCode of [`${token.slice(0, -1)}x`, foreign, 'hello', 'ann@example.com']) {
      const response = await admin.call('POST', '/api/admin/validate-qr', { qrCode });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ isValid: false, registration: null, reason: 'invalid' });
    }
    const blank = await admin.call('POST', '/api/admin/validate-qr', { qrCode: '  ' });
    expect(blank.status).toBe(400);
  });

  it('admits once, marks the exhibit checked in, and refuses a second admit with the first time', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id, { name: 'Planetarium' });
    const { token, id } = await register(event.id);
    const admitted = await admin.call('POST', '/api/admin/admit', { registrationId: id, exhibitId: exhibit.id });
    expect(admitted.status).toBe(200);
    expect(admitted.body.message).toBe('Admitted to Planetarium.');
    const again = await admin.call('POST', '/api/admin/admit', { registrationId: id, exhibitId: exhibit.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'already_checked_in', checkedInAt: admitted.body.checkedInAt });
    const view = await admin.call('POST', '/api/admin/validate-qr', { qrCode: token });
    expect(view.body.exhibits[0]).toMatchObject({
      hasCheckedIn: true,
      checkedInAt: admitted.body.checkedInAt,
      // Who admitted: the door's "Already checked in to … by admin" (issue 29 item 3).
      admittedBy: 'admin',
      canAdmit: false,
      reason: 'already_checked_in',
    });
  });

  it('names no admitter for an exhibit not checked in to, nor for the public check-in', async () => {
    const event = await createEvent(admin);
    const kiosk = await createExhibit(admin, event.id, { name: 'Kiosk Hall' });
    const other = await createExhibit(admin, event.id, { name: 'Other' });
    const { token } = await register(event.id);
    expect((await call(t.baseUrl, 'POST', '/api/checkin', { qrData: token, exhibitId: kiosk.id })).status).toBe(200);
    const view = await admin.call('POST', '/api/admin/validate-qr', { qrCode: token });
    const byId = new Map(view.body.exhibits.map((exhibit: { id: string }) => [exhibit.id, exhibit]));
    expect(byId.get(kiosk.id)).toMatchObject({ hasCheckedIn: true, admittedBy: null });
    expect(byId.get(other.id)).not.toHaveProperty('admittedBy');
  });

  it('answers a retried admit with the same request id as a success, once', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id);
    const { id } = await register(event.id);
    const body = { registrationId: id, exhibitId: exhibit.id, requestId: 'phone-1-click-7' };
    const first = await admin.call('POST', '/api/admin/admit', body);
    const retry = await admin.call('POST', '/api/admin/admit', body);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.checkedInAt).toBe(first.body.checkedInAt);
    const otherPhone = await admin.call('POST', '/api/admin/admit', { ...body, requestId: 'phone-2-click-1' });
    expect(otherPhone.status).toBe(409);
    expect(await checkinCount(exhibit.id)).toBe(1);
  });

  it('refuses with a reason for each rule', async () => {
    const event = await createEvent(admin);
    const other = await createEvent(admin);
    const open = await createExhibit(admin, event.id);
    const closed = await createExhibit(admin, event.id, { isActive: false });
    const foreign = await createExhibit(admin, other.id);
    const small = await createExhibit(admin, event.id, { maxCapacity: 1 });
    const { id } = await register(event.id);
    const { id: otherId } = await register(event.id);
    const admit = (registrationId: string, exhibitId: string) =>
      admin.call('POST', '/api/admin/admit', { registrationId, exhibitId });

    expect((await admit(id, foreign.id)).body.reason).toBe('wrong_event');
    expect((await admit(id, closed.id)).body.reason).toBe('exhibit_inactive');
    expect((await admit(id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admit('00000000-0000-4000-8000-000000000000', open.id)).body.reason).toBe('not_found');
    expect((await admit(id, small.id)).status).toBe(200);
    const full = await admit(otherId, small.id);
    expect(full.status).toBe(409);
    expect(full.body.reason).toBe('capacity_full');
    const view = await admin.call('POST', '/api/admin/lookup-user', {
      emailOrPhone: (await register(event.id)).person.email,
    });
    expect(view.body.exhibits.find((exhibit: { id: string }) => exhibit.id === small.id)).toMatchObject({
      canAdmit: false,
      reason: 'capacity_full',
    });

    await t.app.database.db
      .update(events)
      .set({ startDate: new Date(dayStart(-3)), endDate: new Date(dayEnd(-1)) })
      .where(eq(events.id, event.id));
    const ended = await admit(id, open.id);
    expect(ended.status).toBe(409);
    expect(ended.body.reason).toBe('event_ended');
    expect(typeof ended.body.message).toBe('string');
  });
});

describe('looking a visitor up', () => {
  it('finds by e-mail in any case and by phone digits whatever the formatting', async () => {
    const event = await createEvent(admin);
    const { person } = await register(event.id, { phone: '+1 (555) 010-9876', email: 'Grace.Hopper@Example.com' });
    const byEmail = await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: '  grace.hopper@EXAMPLE.com ' });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.registration.name).toBe(person.name);
    for (const phone of ['15550109876', '+1 555 010 9876', '1-555-010-9876']) {
      const byPhone = await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: phone });
      expect(byPhone.status, phone).toBe(200);
      expect(byPhone.body.registration.name).toBe(person.name);
    }
  });

  it('answers 404 with the SPEC message when nobody matches, and 400 for blank or digitless input', async () => {
    const none = await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: 'nobody@example.com' });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No registration found with this email or phone.');
    expect((await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: '   ' })).status).toBe(400);
    expect((await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: 'abc' })).status).toBe(400);
  });

  it('picks the ongoing event when a visitor registered for several', async () => {
    const email = visitor().email;
    const upcoming = await createEvent(admin, { name: 'Later', startDate: dayStart(5), endDate: dayEnd(6) });
    const ongoing = await createEvent(admin, { name: 'Now', startDate: dayStart(0), endDate: dayEnd(1) });
    await register(upcoming.id, { email });
    await register(ongoing.id, { email });
    const response = await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: email });
    expect(response.body.event.name).toBe('Now');
  });
});

describe('resending a pass from the door', () => {
  it('queues the pass e-mail again and answers 404 for an unknown registration', async () => {
    const event = await createEvent(admin);
    const { id, person } = await register(event.id);
    const response = await admin.call('POST', '/api/admin/resend-qr', { registrationId: id });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(`QR code sent to ${person.email}.`);
    expect(
      (await admin.call('POST', '/api/admin/resend-qr', { registrationId: '00000000-0000-4000-8000-000000000000' }))
        .status,
    ).toBe(404);
    expect((await admin.call('POST', '/api/admin/resend-qr', { registrationId: 'x' })).status).toBe(400);
  });
});

describe('admits under concurrency', () => {
  it('gives exactly one check-in for 50 simultaneous admits of one registration', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id);
    const { id } = await register(event.id);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        admin.call('POST', '/api/admin/admit', { registrationId: id, exhibitId: exhibit.id }),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(49);
    expect(await checkinCount(exhibit.id)).toBe(1);
  });

  it('ends with exactly 10 check-ins at capacity 10 under 40 admits from the door and the public check-in at once', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id, { maxCapacity: 10 });
    const people = await Promise.all(Array.from({ length: 40 }, () => register(event.id)));
    const responses = await Promise.all(
      people.map((person, index) =>
        index % 2 === 0
          ? admin.call('POST', '/api/admin/admit', { registrationId: person.id, exhibitId: exhibit.id })
          : call(t.baseUrl, 'POST', '/api/checkin', { qrData: person.token, exhibitId: exhibit.id }),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(10);
    expect(await checkinCount(exhibit.id)).toBe(10);
  });
});
