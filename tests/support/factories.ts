/** Test data made through the real API, with overrides: every test makes its own. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../server/platform/db/client.ts';
import { events } from '../../server/platform/db/schema.ts';
import { type AdminClient, call } from './http.ts';
import { decodeQr } from './qr-decode.ts';

const DAY = 24 * 60 * 60 * 1000;

export function dayStart(offsetDays: number, now = new Date()): string {
  const date = new Date(now.getTime() + offsetDays * DAY);
  date.setUTCHours(0, 0, 0, 0);
  return date.toISOString();
}

export function dayEnd(offsetDays: number, now = new Date()): string {
  const date = new Date(now.getTime() + offsetDays * DAY);
  date.setUTCHours(23, 59, 59, 999);
  return date.toISOString();
}

export function noon(offsetDays: number, now = new Date()): string {
  const date = new Date(now.getTime() + offsetDays * DAY);
  date.setUTCHours(12, 0, 0, 0);
  return date.toISOString();
}

export async function createEvent(admin: AdminClient, overrides: Record<string, unknown> = {}) {
  const response = await admin.call('POST', '/api/admin/events', {
    name: `Event ${randomUUID().slice(0, 8)}`,
    description: 'A test event',
    startDate: dayStart(0),
    endDate: dayEnd(1),
    ...overrides,
  });
  if (response.status !== 201) throw new Error(`createEvent: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: string; name: string; startDate: string; endDate: string };
}

/**
 * An event that has already ended (`startDate` and `endDate` in the past): the API refuses to create
 * one, so it is made for today and its dates are then moved back in the database.
 */
export async function createEndedEvent(
  admin: AdminClient,
  db: Executor,
  overrides: Record<string, unknown> & { startDate: string; endDate: string },
) {
  const { startDate, endDate, ...rest } = overrides;
  const event = await createEvent(admin, rest);
  await db
    .update(events)
    .set({ startDate: new Date(startDate), endDate: new Date(endDate) })
    .where(eq(events.id, event.id));
  return { ...event, startDate, endDate };
}

export async function createExhibit(admin: AdminClient, eventId: string, overrides: Record<string, unknown> = {}) {
  const response = await admin.call('POST', '/api/admin/exhibits', {
    eventId,
    name: `Exhibit ${randomUUID().slice(0, 8)}`,
    description: 'A test exhibit',
    date: noon(0),
    // Open all day: tests run at any hour, and check-in is refused outside an exhibit's hours.
    startTime: '00:00',
    endTime: '23:59',
    isActive: true,
    ...overrides,
  });
  if (response.status !== 201) throw new Error(`createExhibit: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: string; name: string; eventId: string };
}

export function visitor(overrides: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Visitor ${id}`,
    email: `visitor-${id}@example.com`,
    phone: '+1 202 555 0100',
    company: 'ACME',
    ...overrides,
  };
}

/**
 * A visitor registered for the event through the public API (throws when refused), with the token
 * their QR pass carries, read back as the pass page does, and the registration's id within it.
 */
export async function registerVisitor(baseUrl: string, eventId: string, overrides: Record<string, unknown> = {}) {
  const person = visitor(overrides);
  const registered = await call(baseUrl, 'POST', '/api/register', { ...person, eventId });
  if (registered.status !== 201) throw new Error(JSON.stringify(registered.body));
  const lookup = await call(baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`);
  const token = decodeQr(lookup.body.qrCode);
  return { person, token, id: token.split('.')[1]! };
}
