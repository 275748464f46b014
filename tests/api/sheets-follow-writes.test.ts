/**
 * Every change the sheet shows reaches it without anyone pressing "Sync now": each organiser write
 * (event, exhibit), a registration and an admit at the door schedule a sync of the event's sheet,
 * seen here in the Sheets fake; so does a change of status (issue 30 item 5): a registration's row
 * says registered, waiting, offered or cancelled as it changes.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistrationLinkTokens } from '../../server/modules/passes/registration-link.ts';
import type { Change } from '../../server/platform/change-feed.ts';
import { createEvent, createExhibit, dayEnd, dayStart, noon, visitor } from '../support/factories.ts';
import { type AdminClient, call } from '../support/http.ts';
import { startSheetsApp } from '../support/sheets-app.ts';
import type { SheetsFake } from '../support/sheets-fake.ts';
import type { TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

let fake: SheetsFake;
let t: TestApp;
let admin: AdminClient;
let close: () => Promise<void>;

/** The app's secret, so that a visitor's personal link (where an offer is claimed) can be made here. */
const secret = 'sheets-follow-writes-secret-0123456789abc';

beforeAll(async () => {
  ({ fake, t, admin, close } = await startSheetsApp({ env: { APP_SECRET: secret } }));
});
afterAll(() => close());

/** An event with a linked sheet, once its first sync (scheduled by the link) has written it. */
async function eventWithSheet(overrides: Record<string, unknown> = {}) {
  const event = await createEvent(admin, overrides);
  const sheetId = randomBytes(33).toString('base64url');
  fake.addSpreadsheet(sheetId, { title: 'Fair sheet' });
  const url = `https://docs.google.com/spreadsheets/d/${sheetId}/edit`;
  expect((await admin.call('PUT', `/api/admin/events/${event.id}/sheets-url`, { sheetsUrl: url })).status).toBe(200);
  await waitFor(() => fake.tabTitles(sheetId).includes('Registrations'));
  return { event, tab: (name: string) => fake.values(sheetId, name) };
}

const column = (rows: unknown[][], index: number) => rows.slice(1).map((row) => row[index]);

describe('the sheet follows', () => {
  it('an event created: its change is published (it has no sheet yet, so nothing is queued)', async () => {
    const heard: Change[] = [];
    t.app.changes.subscribe((change) => {
      heard.push(change);
    });
    const event = await createEvent(admin);
    await waitFor(() => heard.some((change) => change.kind === 'event' && change.eventId === event.id));
  });

  it('an event updated', async () => {
    const { event, tab } = await eventWithSheet({ name: 'Spring Fair' });
    const response = await admin.call('PUT', `/api/admin/events/${event.id}`, {
      name: 'Summer Fair',
      description: 'Now in summer',
      startDate: dayStart(0),
      endDate: dayEnd(2),
    });
    expect(response.status).toBe(200);
    await waitFor(() => tab('Event')[0]?.[1] === 'Summer Fair');
    expect(tab('Event')[1]).toEqual(['Description', 'Now in summer']);
  });

  it('an exhibit created', async () => {
    const { event, tab } = await eventWithSheet();
    await createExhibit(admin, event.id, { name: 'Robot Zoo' });
    await waitFor(() => column(tab('Exhibits'), 0).includes('Robot Zoo'));
  });

  it('an exhibit updated', async () => {
    const { event, tab } = await eventWithSheet();
    const exhibit = await createExhibit(admin, event.id, { name: 'Robot Zoo' });
    await waitFor(() => column(tab('Exhibits'), 0).includes('Robot Zoo'));
    const response = await admin.call('PUT', `/api/admin/exhibits/${exhibit.id}`, {
      eventId: event.id,
      name: 'Robot Garden',
      date: noon(0),
      startTime: '10:00',
      endTime: '11:00',
    });
    expect(response.status).toBe(200);
    await waitFor(() => column(tab('Exhibits'), 0).includes('Robot Garden'));
    expect(column(tab('Exhibits'), 0)).not.toContain('Robot Zoo');
  });

  it('an exhibit deleted', async () => {
    const { event, tab } = await eventWithSheet();
    const exhibit = await createExhibit(admin, event.id, { name: 'Robot Zoo' });
    await waitFor(() => column(tab('Exhibits'), 0).includes('Robot Zoo'));
    expect((await admin.call('DELETE', `/api/admin/exhibits/${exhibit.id}`)).status).toBe(200);
    await waitFor(() => tab('Exhibits').length === 1);
  });

  it('a registration', async () => {
    const { event, tab } = await eventWithSheet();
    const person = visitor();
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status).toBe(201);
    await waitFor(() => column(tab('Registrations'), 1).includes(person.email));
  });

  it("a change of status: the organiser's cancellation, the offer it makes, and its claim", async () => {
    const { event, tab } = await eventWithSheet({ capacity: 1 });
    const first = visitor();
    const second = visitor();
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...first, eventId: event.id })).status).toBe(201);
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...second, eventId: event.id })).status).toBe(202);
    const statusOf = (email: string) => tab('Registrations').find((cells) => cells[1] === email)?.[5];
    await waitFor(() => statusOf(first.email) === 'registered' && statusOf(second.email) === 'waiting');
    expect(tab('Registrations')[0]![5]).toBe('Status');

    const idOf = async (email: string) =>
      (
        (await t.app.database.db.execute(sql`select id from registrations where email = ${email}`)) as unknown as {
          rows: { id: string }[];
        }
      ).rows[0]!.id;
    const cancelled = await admin.call('POST', `/api/admin/registrations/${await idOf(first.email)}/cancel`, {
      reason: 'Booked twice',
    });
    expect(cancelled.status).toBe(200);
    // The rows change in place: no row added, none moved.
    await waitFor(() => statusOf(first.email) === 'cancelled' && statusOf(second.email) === 'offered');
    expect(tab('Registrations').map((cells) => cells[1])).toEqual(['Email', first.email, second.email]);
    // The Event tab counts them.
    await waitFor(
      () =>
        JSON.stringify(tab('Event').slice(5, 9)) ===
        JSON.stringify([
          ['Registrations', 0],
          ['Waiting', 0],
          ['Offered', 1],
          ['Cancelled', 1],
        ]),
    );

    const token = createRegistrationLinkTokens(secret).sign(
      await idOf(second.email),
      new Date(Date.now() + 86_400_000),
    );
    const claimed = await call(t.baseUrl, 'POST', `/api/my-registration/${token}/claim`);
    expect(claimed.status).toBe(200);
    await waitFor(() => statusOf(second.email) === 'registered');
    expect(statusOf(first.email)).toBe('cancelled');
    expect(tab('Registrations')).toHaveLength(3);
  });

  it('an admit at the door', async () => {
    const { event, tab } = await eventWithSheet();
    const exhibit = await createExhibit(admin, event.id);
    const person = visitor();
    expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status).toBe(201);
    const found = await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: person.email });
    const admitted = await admin.call('POST', '/api/admin/admit', {
      registrationId: found.body.registration.id,
      exhibitId: exhibit.id,
    });
    expect(admitted.status).toBe(200);
    // The Registrations tab has a check-in column for the exhibit, filled with the time.
    await waitFor(() => {
      const row = tab('Registrations').find((cells) => cells[1] === person.email);
      return typeof row?.[6] === 'string' && row[6] !== '';
    });
  });
});
