import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createExhibit, dayEnd, dayStart, noon, registerVisitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

/** Registers a visitor and returns the token their QR pass carries. */
const passFor = async (eventId: string): Promise<string> => (await registerVisitor(t.baseUrl, eventId)).token;

const checkin = (qrData: unknown, exhibitId: unknown) => call(t.baseUrl, 'POST', '/api/checkin', { qrData, exhibitId });

describe("today's exhibits", () => {
  it('lists only active exhibits dated today, in start-time order', async () => {
    const event = await createEvent(admin, { startDate: dayStart(-1), endDate: dayEnd(2) });
    const late = await createExhibit(admin, event.id, { name: 'Late talk', startTime: '15:00', endTime: '16:00' });
    const early = await createExhibit(admin, event.id, { name: 'Early demo', startTime: '08:30', endTime: '09:00' });
    const tomorrow = await createExhibit(admin, event.id, { name: 'Tomorrow', date: noon(1) });
    const inactive = await createExhibit(admin, event.id, { name: 'Closed', isActive: false });
    const response = await call(t.baseUrl, 'GET', '/api/exhibits/active');
    expect(response.status).toBe(200);
    const ids = response.body.map((exhibit: { id: string }) => exhibit.id);
    expect(ids.indexOf(early.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    expect(ids).not.toContain(tomorrow.id);
    expect(ids).not.toContain(inactive.id);
    expect(response.body.find((exhibit: { id: string }) => exhibit.id === early.id)).toEqual({
      id: early.id,
      name: 'Early demo',
      description: 'A test exhibit',
      startTime: '08:30',
      endTime: '09:00',
      maxCapacity: null,
      remaining: null,
    });
  });
});

describe('checking in with a QR pass', () => {
  it('checks a visitor in once and refuses a repeat without saying when the first check-in was', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id, { name: 'Robot Zoo' });
    const token = await passFor(event.id);
    const first = await checkin(token, exhibit.id);
    expect(first.status).toBe(200);
    expect(first.body.exhibit).toEqual({ id: exhibit.id, name: 'Robot Zoo' });
    // Anyone holding a pass (or a photo of it) may try the public check-in: it never tells when its owner visited.
    const again = await checkin(token, exhibit.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'already_checked_in',
      reason: 'already_checked_in',
      message: 'Already checked in to Robot Zoo.',
    });
    // The door (organisers) still sees the time.
    const registrationId = token.split('.')[1];
    const door = await admin.call('POST', '/api/admin/admit', { registrationId, exhibitId: exhibit.id });
    expect(door.status).toBe(409);
    expect(door.body.checkedInAt).toBe(first.body.checkedInAt);
    expect(door.body.message).toMatch(/^Already checked in to Robot Zoo at \d{1,2}:\d{2} [AP]M\.$/);
  });

  it('refuses every kind of bad pass or exhibit with its own reason', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id);
    const token = await passFor(event.id);
    const otherEvent = await createEvent(admin);
    const foreignExhibit = await createExhibit(admin, otherEvent.id);
    const closed = await createExhibit(admin, event.id, { isActive: false });
    const [, id, signature] = token.split('.');

    const cases: [unknown, unknown, number, string][] = [
      ['garbage', exhibit.id, 400, 'invalid'],
      [`v1.${id}.${signature!.slice(1)}A`, exhibit.id, 400, 'invalid'],
      [`v1.00000000-0000-4000-8000-000000000000.${signature}`, exhibit.id, 400, 'invalid'],
      [token, '00000000-0000-4000-8000-000000000000', 404, 'not_found'],
      [token, foreignExhibit.id, 409, 'wrong_event'],
      [token, closed.id, 409, 'exhibit_inactive'],
    ];
    for (const [qrData, exhibitId, status, reason] of cases) {
      const response = await checkin(qrData, exhibitId);
      expect(response.status, `${reason} ${qrData}`).toBe(status);
      expect(response.body.reason).toBe(reason);
      expect(response.body.message).toEqual(expect.any(String));
    }
    expect((await checkin(token, exhibit.id)).status).toBe(200);
  });

  it('refuses a pass whose registration was removed, and check-in to an ended event', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id);
    const token = await passFor(event.id);
    const { registrations, events } = await import('../../server/platform/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    const db = t.app.database.db;
    await db
      .update(events)
      .set({ startDate: new Date(dayStart(-3)), endDate: new Date(dayEnd(-1)) })
      .where(eq(events.id, event.id));
    const ended = await checkin(token, exhibit.id);
    expect(ended.status).toBe(409);
    expect(ended.body.reason).toBe('event_ended');
    await db.delete(registrations).where(eq(registrations.eventId, event.id));
    const removed = await checkin(token, exhibit.id);
    expect(removed.status).toBe(404);
    expect(removed.body.reason).toBe('not_found');
  });

  it('never admits more visitors than the capacity of the exhibit', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id, { maxCapacity: 2 });
    const tokens = [await passFor(event.id), await passFor(event.id), await passFor(event.id)];
    expect((await checkin(tokens[0], exhibit.id)).status).toBe(200);
    expect((await checkin(tokens[1], exhibit.id)).status).toBe(200);
    const full = await checkin(tokens[2], exhibit.id);
    expect(full.status).toBe(409);
    expect(full.body.reason).toBe('capacity_full');
  });

  it('answers missing or malformed fields with 400 and a message', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /QR code data is required/],
      [{ qrData: '   ', exhibitId: '00000000-0000-4000-8000-000000000000' }, /QR code data is required/],
      [{ qrData: 'x', exhibitId: 'nope' }, /valid id/],
      [{ qrData: 'x'.repeat(3000), exhibitId: '00000000-0000-4000-8000-000000000000' }, /too long/],
      [{ qrData: 5, exhibitId: '00000000-0000-4000-8000-000000000000' }, /QR code data is required/],
    ];
    for (const [body, message] of cases) {
      const response = await call(t.baseUrl, 'POST', '/api/checkin', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
    }
  });
});
