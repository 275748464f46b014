/**
 * An event's places and its waiting list (issue 30 item 1): the first `capacity` registrations get a
 * place (201, a pass), the rest join the waiting list in order (202, a position, no pass, a note by
 * e-mail), also when they all arrive at once; the places are validated, never set below the people
 * registered, and the door never admits someone who is waiting. No capacity: no limit, as before.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startSmtpApp } from '../support/smtp-app.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';
import type { TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

let t: TestApp;
let smtp: SmtpSink;
let admin: AdminClient;

beforeAll(async () => {
  ({ smtp, t } = await startSmtpApp());
  admin = await signIn(t.baseUrl);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const register = (eventId: string, overrides: Record<string, unknown> = {}) =>
  call(t.baseUrl, 'POST', '/api/register', { ...visitor(overrides), eventId });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const stats = async (eventId: string) => (await admin.call('GET', `/api/admin/events/${eventId}/stats`)).body;

const eventBody = (event: { name: string; startDate: string; endDate: string }, capacity: unknown) => ({
  name: event.name,
  description: 'A test event',
  startDate: event.startDate,
  endDate: event.endDate,
  capacity,
});

describe('an event with places', () => {
  it('gives 3 places to 10 people registering at once, and puts the 7 others on the waiting list in order', async () => {
    const event = await createEvent(admin, { capacity: 3 });
    expect(event).toMatchObject({ capacity: 3 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => register(event.id)));

    const registered = answers.filter((answer) => answer.status === 201);
    const waiting = answers.filter((answer) => answer.status === 202);
    expect(registered).toHaveLength(3);
    expect(waiting).toHaveLength(7);
    for (const answer of registered) expect(answer.body).toEqual({ eventName: event.name, status: 'registered' });
    for (const answer of waiting) {
      expect(answer.body).toEqual({ eventName: event.name, status: 'waitlisted', position: expect.any(Number) });
    }
    expect(waiting.map((answer) => answer.body.position).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    // The database agrees: 3 with a place, positions 1-7 without gap or duplicate.
    const kept = await rows<{ status: string; waiting_position: number | null }>(
      sql`select status, waiting_position from registrations where event_id = ${event.id} order by waiting_position`,
    );
    expect(kept.filter((row) => row.status === 'registered')).toHaveLength(3);
    expect(kept.filter((row) => row.status === 'waiting').map((row) => Number(row.waiting_position))).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(await stats(event.id)).toMatchObject({ registered: 3, waiting: 7 });

    // Full: the next one waits too, at the end of the line.
    const next = await register(event.id);
    expect(next.status).toBe(202);
    expect(next.body.position).toBe(8);
  });

  it('e-mails the pass to a registered visitor and only their place in line to a waiting one', async () => {
    const event = await createEvent(admin, { name: 'Robot Lab', capacity: 1 });
    const first = visitor({ name: 'Ada First' });
    const second = visitor({ name: 'Grace Second' });
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...first, eventId: event.id })).status).toBe(201);
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...second, eventId: event.id })).status).toBe(202);

    const to = (email: string) => smtp.messages.filter((message) => JSON.stringify(message.to).includes(email));
    await waitFor(() => to(first.email).length === 1 && to(second.email).length === 1);
    expect(to(first.email)[0]!.subject).toBe('Your pass for Robot Lab');
    const note = to(second.email)[0]!;
    expect(note.subject).toBe('Waiting list for Robot Lab: position 1');
    expect(note.text).toContain('You are on the waiting list, position 1.');
    expect(note.attachments).toHaveLength(0);

    // No pass to find: My Pass knows only the registration with a place.
    const lookup = await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(second.email)}`);
    expect(lookup.status).toBe(404);
    // Registering again says where they stand.
    const again = await call(t.baseUrl, 'POST', '/api/register', { ...second, eventId: event.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This email address is already on the waiting list for this event (position 1).');
  });

  it('says how many places are left on the public list, and none while anyone waits', async () => {
    const event = await createEvent(admin, { capacity: 2 });
    const listed = async () => {
      const active = await call(t.baseUrl, 'GET', '/api/events/active');
      return active.body.find((item: { id: string }) => item.id === event.id);
    };
    expect(await listed()).toMatchObject({ capacity: 2, placesLeft: 2 });
    expect((await register(event.id)).status).toBe(201);
    expect(await listed()).toMatchObject({ capacity: 2, placesLeft: 1 });
    expect((await register(event.id)).status).toBe(201);
    expect((await register(event.id)).status).toBe(202);
    // A place added while someone waits is theirs (the offer is a later slice), not a newcomer's.
    expect((await admin.call('PUT', `/api/admin/events/${event.id}`, eventBody(event, 3))).status).toBe(200);
    expect(await listed()).toMatchObject({ capacity: 3, placesLeft: 0 });
    expect((await register(event.id)).body).toMatchObject({ status: 'waitlisted', position: 2 });
  });

  it('lists the waiting list with its status in the registrations and the CSV, and keeps it out of the door copy', async () => {
    const event = await createEvent(admin, { capacity: 1 });
    const placed = visitor();
    const waiting = visitor();
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...placed, eventId: event.id })).status).toBe(201);
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...waiting, eventId: event.id })).status).toBe(202);

    // The organiser's table lists every registration with its status (issue 30 item 5).
    const statuses = (items: { email: string; status: string }[]) => items.map((item) => [item.email, item.status]);
    const page = await admin.call('GET', `/api/admin/events/${event.id}/registrations`);
    expect(page.body.total).toBe(2);
    expect(statuses(page.body.items)).toEqual([
      [waiting.email, 'waiting'],
      [placed.email, 'registered'],
    ]);
    const all = (await admin.call('GET', '/api/admin/registrations')).body as { email: string; status: string }[];
    expect(statuses(all.filter((item) => [placed.email, waiting.email].includes(item.email)))).toEqual([
      [waiting.email, 'waiting'],
      [placed.email, 'registered'],
    ]);
    const search = await admin.call('GET', `/api/admin/events/${event.id}/registrations?q=${waiting.email}`);
    expect(statuses(search.body.items)).toEqual([[waiting.email, 'waiting']]);
    const csv = await admin.call('GET', `/api/admin/events/${event.id}/registrations.csv`);
    const line = (email: string) => (csv.body as string).split('\r\n').find((row) => row.includes(email));
    expect(line(placed.email)).toMatch(/,"registered"$/);
    expect(line(waiting.email)).toMatch(/,"waiting"$/);
    // The door's offline copy (an event running today): only the person with a place.
    const copy = await admin.call('GET', `/api/admin/door/events/${event.id}/passes`);
    expect(copy.status).toBe(200);
    expect(copy.body.registrations.map((item: { email: string }) => item.email)).toEqual([placed.email]);
  });
});

describe('the door and a waiting registration', () => {
  it('shows who is waiting with the reason, and refuses to admit them', async () => {
    const event = await createEvent(admin, { capacity: 1 });
    const exhibit = await createExhibit(admin, event.id, { name: 'Hall' });
    expect((await register(event.id)).status).toBe(201);
    const person = visitor();
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status).toBe(202);

    const view = await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: person.email });
    expect(view.status).toBe(200);
    const message = 'On the waiting list: this person has no place at this event yet.';
    expect(view.body).toMatchObject({ reason: 'waiting_list', message });
    expect(view.body.exhibits).toEqual([
      expect.objectContaining({ id: exhibit.id, canAdmit: false, reason: 'waiting_list', message }),
    ]);

    const admit = await admin.call('POST', '/api/admin/admit', {
      registrationId: view.body.registration.id,
      exhibitId: exhibit.id,
    });
    expect(admit.status).toBe(409);
    expect(admit.body).toMatchObject({ reason: 'waiting_list', message });
    expect((await stats(event.id)).checkedIn).toBe(0);
  });
});

describe('the places field', () => {
  it('refuses what is not a whole number of at least 1 with a clear message, and changes nothing', async () => {
    const event = await createEvent(admin, { capacity: 5 });
    const cases: [unknown, string][] = [
      [0, 'Places must be at least 1'],
      [-3, 'Places must be at least 1'],
      [2.5, 'Places must be a whole number'],
      ['ten', 'Places must be a whole number'],
      [2_000_000, 'Places must be at most 1,000,000'],
    ];
    for (const [capacity, message] of cases) {
      const created = await admin.call('POST', '/api/admin/events', { ...eventBody(event, capacity), name: 'Bad' });
      expect(created.status).toBe(400);
      expect(created.body.message).toBe(message);
      expect(created.body.issues).toMatchObject([{ path: 'capacity', message }]);
      const updated = await admin.call('PUT', `/api/admin/events/${event.id}`, eventBody(event, capacity));
      expect(updated.status).toBe(400);
      expect(updated.body.message).toBe(message);
    }
    expect((await admin.call('GET', `/api/admin/events/${event.id}`)).body.capacity).toBe(5);
    const events = (await admin.call('GET', '/api/admin/events')).body as { name: string }[];
    expect(events.some((item) => item.name === 'Bad')).toBe(false);
  });

  it('refuses fewer places than people registered, naming them; allows more, and no limit', async () => {
    const event = await createEvent(admin, { capacity: 5 });
    for (let i = 0; i < 3; i++) expect((await register(event.id)).status).toBe(201);

    const lower = await admin.call('PUT', `/api/admin/events/${event.id}`, eventBody(event, 2));
    expect(lower.status).toBe(409);
    const message = '3 people are already registered: the places cannot be fewer than 3.';
    expect(lower.body).toMatchObject({ message, issues: [{ path: 'capacity', message }] });
    expect((await admin.call('GET', `/api/admin/events/${event.id}`)).body.capacity).toBe(5);

    expect((await admin.call('PUT', `/api/admin/events/${event.id}`, eventBody(event, 3))).body.capacity).toBe(3);
    expect((await register(event.id)).status).toBe(202);
    expect((await admin.call('PUT', `/api/admin/events/${event.id}`, eventBody(event, 10))).body.capacity).toBe(10);
    // Left out of an edit: unchanged.
    const { capacity: _left, ...withoutCapacity } = eventBody(event, null);
    expect((await admin.call('PUT', `/api/admin/events/${event.id}`, withoutCapacity)).body.capacity).toBe(10);
    expect((await admin.call('PUT', `/api/admin/events/${event.id}`, eventBody(event, null))).body.capacity).toBeNull();
  });

  it('is no limit when left out or null, as before: everyone registers', async () => {
    const event = await createEvent(admin);
    expect(event).toMatchObject({ capacity: null });
    const answers = await Promise.all(Array.from({ length: 12 }, () => register(event.id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    expect(await stats(event.id)).toMatchObject({ registered: 12, waiting: 0 });
    const active = await call(t.baseUrl, 'GET', '/api/events/active');
    expect(active.body.find((item: { id: string }) => item.id === event.id)).toMatchObject({
      capacity: null,
      placesLeft: null,
    });
  });
});
