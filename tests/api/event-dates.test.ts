/**
 * The server places an event's dates on their days in APP_TIMEZONE (00:00:00.000 to 23:59:59.999)
 * and an exhibit's date at noon, whatever instant the client sends; a new event that ended before
 * today is refused; an exhibit stays in its event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEndedEvent, createEvent, createExhibit, dayEnd, dayStart } from '../support/factories.ts';
import { type AdminClient, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
/** 'YYYY-MM-DD' of the UTC day `offset` days from today. */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

describe('in UTC', () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.baseUrl);
  });
  afterAll(() => t.close());

  it('stores an event from the start of its first day to the end of its last, whatever time was sent', async () => {
    const created = await admin.call('POST', '/api/admin/events', {
      name: 'Fair',
      startDate: `${day(3)}T13:45:00Z`,
      endDate: `${day(4)}T08:00:00.000Z`,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ startDate: `${day(3)}T00:00:00.000Z`, endDate: `${day(4)}T23:59:59.999Z` });
    const updated = await admin.call('PUT', `/api/admin/events/${created.body.id}`, {
      name: 'Fair',
      startDate: day(5),
      endDate: `${day(5)}T00:00:00Z`,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ startDate: `${day(5)}T00:00:00.000Z`, endDate: `${day(5)}T23:59:59.999Z` });
    const read = await admin.call('GET', `/api/admin/events/${created.body.id}`);
    expect(read.body).toMatchObject({ startDate: `${day(5)}T00:00:00.000Z`, endDate: `${day(5)}T23:59:59.999Z` });
  });

  it("stores an exhibit's date at noon of its day", async () => {
    const event = await createEvent(admin, { startDate: dayStart(0), endDate: dayEnd(2) });
    const exhibit = await admin.call('POST', '/api/admin/exhibits', {
      eventId: event.id,
      name: 'Robots',
      date: `${day(1)}T05:00:00Z`,
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(exhibit.status).toBe(201);
    expect(exhibit.body.date).toBe(`${day(1)}T12:00:00.000Z`);
    const moved = await admin.call('PUT', `/api/admin/exhibits/${exhibit.body.id}`, {
      eventId: event.id,
      name: 'Robots',
      date: day(2),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(moved.body.date).toBe(`${day(2)}T12:00:00.000Z`);
  });

  it('accepts an exhibit on the last day of its event whatever time of that day is sent', async () => {
    const event = await createEvent(admin, { startDate: day(1), endDate: day(1) });
    const late = await createExhibit(admin, event.id, { date: `${day(1)}T23:59:00Z` });
    expect(late.id).toBeTruthy();
  });

  it('refuses a new event that ended before today with 400 and a message on the end date', async () => {
    const response = await admin.call('POST', '/api/admin/events', {
      name: 'Last week',
      startDate: dayStart(-8),
      endDate: dayEnd(-7),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'end_date_in_past',
      message: 'End date must be today or later',
      issues: [{ path: 'endDate', code: 'end_date_in_past', message: 'End date must be today or later' }],
    });
    const yesterday = await admin.call('POST', '/api/admin/events', {
      name: 'Y',
      startDate: day(-1),
      endDate: day(-1),
    });
    expect(yesterday.status).toBe(400);
    // Ending today (even at a time already past) is fine: it ends at the end of today.
    const today = await admin.call('POST', '/api/admin/events', {
      name: 'Today',
      startDate: day(-2),
      endDate: `${day(0)}T00:00:01Z`,
    });
    expect(today.status).toBe(201);
    expect(today.body.endDate).toBe(`${day(0)}T23:59:59.999Z`);
  });

  it('refuses to move an event so that it ends before today, and still answers 409 for an ended one', async () => {
    const event = await createEvent(admin);
    const moved = await admin.call('PUT', `/api/admin/events/${event.id}`, {
      name: 'X',
      startDate: day(-3),
      endDate: day(-2),
    });
    expect(moved.status).toBe(400);
    expect(moved.body.issues).toEqual([
      { path: 'endDate', code: 'end_date_in_past', message: 'End date must be today or later' },
    ]);
    const ended = await createEndedEvent(admin, t.app.database.db, { startDate: dayStart(-5), endDate: dayEnd(-4) });
    const update = await admin.call('PUT', `/api/admin/events/${ended.id}`, {
      name: 'X',
      startDate: day(1),
      endDate: day(2),
    });
    expect(update.status).toBe(409);
  });

  it('compares the days of the start and end, not their times', async () => {
    const sameDay = await admin.call('POST', '/api/admin/events', {
      name: 'Same day',
      startDate: `${day(2)}T18:00:00Z`,
      endDate: `${day(2)}T06:00:00Z`,
    });
    expect(sameDay.status).toBe(201);
    const backwards = await admin.call('POST', '/api/admin/events', {
      name: 'Backwards',
      startDate: day(3),
      endDate: day(2),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toEqual({
      code: 'end_date_before_start',
      message: 'End date must be after or same as start date',
      issues: [
        { path: 'endDate', code: 'end_date_before_start', message: 'End date must be after or same as start date' },
      ],
    });
  });

  it('refuses to move an exhibit to another event (400 on eventId), and leaves it where it was', async () => {
    const event = await createEvent(admin);
    const other = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id, { name: 'Stays' });
    const response = await admin.call('PUT', `/api/admin/exhibits/${exhibit.id}`, {
      eventId: other.id,
      name: 'Moved',
      date: day(0),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'exhibit_other_event',
      message: 'An exhibit cannot be moved to another event.',
      issues: [
        { path: 'eventId', code: 'exhibit_other_event', message: 'An exhibit cannot be moved to another event.' },
      ],
    });
    const all = (await admin.call('GET', '/api/admin/exhibits')).body as {
      id: string;
      eventId: string;
      name: string;
    }[];
    expect(all.find((row) => row.id === exhibit.id)).toMatchObject({ eventId: event.id, name: 'Stays' });
  });
});

describe('in another time zone (APP_TIMEZONE=Asia/Tokyo)', () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await startTestApp({ APP_TIMEZONE: 'Asia/Tokyo' });
    admin = await signIn(t.baseUrl);
  });
  afterAll(() => t.close());

  it('places a day alone on that day there, and an instant on its day there', async () => {
    const byDay = await admin.call('POST', '/api/admin/events', { name: 'A', startDate: day(3), endDate: day(3) });
    expect(byDay.status).toBe(201);
    // Tokyo is UTC+9 all year: its day starts at 15:00Z the day before.
    expect(byDay.body.startDate).toBe(`${day(2)}T15:00:00.000Z`);
    expect(byDay.body.endDate).toBe(`${day(3)}T14:59:59.999Z`);
    // 20:00Z is already the next day in Tokyo.
    const byInstant = await admin.call('POST', '/api/admin/events', {
      name: 'B',
      startDate: `${day(3)}T20:00:00Z`,
      endDate: `${day(3)}T20:00:00Z`,
    });
    expect(byInstant.body.startDate).toBe(`${day(3)}T15:00:00.000Z`);
    const exhibit = await admin.call('POST', '/api/admin/exhibits', {
      eventId: byDay.body.id,
      name: 'X',
      date: day(3),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(exhibit.body.date).toBe(`${day(3)}T03:00:00.000Z`);
  });
});
