/**
 * An ended event can be deleted once the organiser confirms it (issue 20, item 6): without
 * `?confirm=ended` it is refused with 409 and a message saying how to confirm; with it, the event
 * goes with its exhibits, registrations and check-ins.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, events, exhibits, registrations } from '../../server/platform/db/schema.ts';
import { createEvent, createExhibit, dayEnd, dayStart, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

/** An event with 2 registrations and 1 check-in, then moved into the past. */
async function endedEventWithRecords() {
  const event = await createEvent(admin);
  const exhibit = await createExhibit(admin, event.id);
  for (let i = 0; i < 2; i++) {
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...visitor(), eventId: event.id })).status).toBe(201);
  }
  const [first] = await t.app.database.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.eventId, event.id));
  expect(
    (await admin.call('POST', '/api/admin/admit', { registrationId: first!.id, exhibitId: exhibit.id })).status,
  ).toBe(200);
  await t.app.database.db
    .update(events)
    .set({ startDate: new Date(dayStart(-3)), endDate: new Date(dayEnd(-2)) })
    .where(eq(events.id, event.id));
  return event;
}

const countOf = async (table: typeof registrations | typeof checkins | typeof exhibits, eventId: string) =>
  (await t.app.database.db.select({ total: count() }).from(table).where(eq(table.eventId, eventId)))[0]!.total;

describe('deleting an event that has ended', () => {
  it('is refused without the confirmation, saying how to give it, and nothing changes', async () => {
    const event = await endedEventWithRecords();
    const refused = await admin.call('DELETE', `/api/admin/events/${event.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This event has ended. Deleting it also deletes its registrations and check-ins: confirm with ?confirm=ended.',
    );
    const wrong = await admin.call('DELETE', `/api/admin/events/${event.id}?confirm=yes`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/confirm/);
    expect((await admin.call('GET', `/api/admin/events/${event.id}`)).status).toBe(200);
    expect(await countOf(registrations, event.id)).toBe(2);
    expect(await countOf(checkins, event.id)).toBe(1);
  });

  it('deletes it with its exhibits, registrations and check-ins once confirmed', async () => {
    const event = await endedEventWithRecords();
    const stats = await admin.call('GET', `/api/admin/events/${event.id}/stats`);
    expect(stats.body).toMatchObject({ registered: 2, checkedIn: 1 });

    const deleted = await admin.call('DELETE', `/api/admin/events/${event.id}?confirm=ended`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Event deleted.');
    expect((await admin.call('GET', `/api/admin/events/${event.id}`)).status).toBe(404);
    expect(await countOf(registrations, event.id)).toBe(0);
    expect(await countOf(checkins, event.id)).toBe(0);
    expect(await countOf(exhibits, event.id)).toBe(0);
    const past = await admin.call('GET', '/api/admin/events/past');
    expect(past.body.map((item: { id: string }) => item.id)).not.toContain(event.id);
  });

  it('answers 404 for an unknown event and 401 signed out, confirmed or not', async () => {
    const unknown = await admin.call('DELETE', '/api/admin/events/00000000-0000-4000-8000-000000000000?confirm=ended');
    expect(unknown.status).toBe(404);
    const event = await endedEventWithRecords();
    const signedOut = await call(t.baseUrl, 'DELETE', `/api/admin/events/${event.id}?confirm=ended`, undefined, {
      origin: t.baseUrl,
    });
    expect(signedOut.status).toBe(401);
    expect((await admin.call('GET', `/api/admin/events/${event.id}`)).status).toBe(200);
  });

  it('still deletes an event that has not ended without any confirmation', async () => {
    const event = await createEvent(admin);
    expect((await admin.call('DELETE', `/api/admin/events/${event.id}`)).status).toBe(200);
  });
});
