/** Seeds data through the organiser API: sign in once, then create events and exhibits. */
import { eq } from 'drizzle-orm';
import { events } from '../../../server/platform/db/schema.ts';
import type { E2eServer } from './server.ts';

export interface SeededEvent {
  id: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
}

export interface SeededExhibit {
  id: string;
  name: string;
}

const DAY = 24 * 60 * 60 * 1000;

/** Start of a local day, `offsetDays` from today. */
export function localDayStart(offsetDays = 0): Date {
  const date = new Date(Date.now() + offsetDays * DAY);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** End of a local day, `offsetDays` from today. */
export function localDayEnd(offsetDays = 0): Date {
  const date = new Date(Date.now() + offsetDays * DAY);
  date.setHours(23, 59, 59, 999);
  return date;
}

/** Noon today, local time: how exhibit dates are stored. */
export function localNoonToday(): Date {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  return date;
}

export interface AdminApi {
  createEvent(input: {
    name: string;
    description: string;
    startDate: Date;
    endDate: Date;
    /** Whether the registration form asks for Company (required unless given). */
    companyField?: 'required' | 'optional' | 'hidden';
    /** Places (no limit unless given). */
    capacity?: number | null;
  }): Promise<SeededEvent>;
  createExhibit(input: {
    eventId: string;
    name: string;
    description?: string;
    startTime: string;
    endTime: string;
    /** Noon today unless given. */
    date?: Date;
  }): Promise<SeededExhibit>;
}

/** A new organiser session through the API: its cookie (`name=value`), for calls sent with it. */
export async function adminCookie(server: E2eServer): Promise<string> {
  const login = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ username: 'admin', password: server.adminPassword }),
  });
  if (!login.ok) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

export async function signInAsAdmin(server: E2eServer): Promise<AdminApi> {
  const origin = server.baseUrl;
  const cookie = await adminCookie(server);

  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  return {
    createEvent: ({ startDate, endDate, ...rest }) =>
      post<SeededEvent>('/api/admin/events', {
        ...rest,
        startDate: startDate.toISOString(),
        endDate: endDate.toISOString(),
      }),
    createExhibit: ({ date, ...input }) =>
      post<SeededExhibit>('/api/admin/exhibits', {
        description: 'An exhibit',
        ...input,
        date: (date ?? localNoonToday()).toISOString(),
        isActive: true,
      }),
  };
}

/**
 * Ends an event now: its end moves to a minute ago, in the database (the API refuses to create an
 * event that has ended, and places every end at the end of its day).
 */
export async function endEvent(server: E2eServer, eventId: string): Promise<void> {
  await server.withDatabase((db) =>
    db
      .update(events)
      .set({ endDate: new Date(Date.now() - 60_000) })
      .where(eq(events.id, eventId)),
  );
}
