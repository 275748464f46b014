/** The organiser's side of the app, through its real API: sign in, create events and exhibits, list registrations. */

export interface AdminClient {
  baseUrl: string;
  /** The session cookie and Origin a phone at the door sends. */
  headers: Record<string, string>;
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function signIn(baseUrl: string, username: string, password: string): Promise<AdminClient> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  const headers = { cookie, origin: baseUrl };
  return {
    baseUrl,
    headers,
    async call<T>(method: string, path: string, body?: unknown) {
      const reply = await fetch(baseUrl + path, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await reply.text();
      if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${text}`);
      return JSON.parse(text) as T;
    },
  };
}

export interface BenchEvent {
  id: string;
  exhibitIds: string[];
}

const DAY = 24 * 60 * 60 * 1000;
const utcDay = (offset: number, hours: number, minutes = 0, seconds = 0, ms = 0) => {
  const date = new Date(Date.now() + offset * DAY);
  date.setUTCHours(hours, minutes, seconds, ms);
  return date.toISOString();
};

/** Events running today and tomorrow (UTC), each with exhibits today, as organisers would set them up. */
export async function createEvents(admin: AdminClient, eventCount: number, exhibitsPerEvent: number) {
  const created: BenchEvent[] = [];
  for (let e = 0; e < eventCount; e++) {
    const event = await admin.call<{ id: string }>('POST', '/api/admin/events', {
      name: `Bench event ${e + 1}`,
      description: 'An event for the benchmark',
      startDate: utcDay(0, 0),
      endDate: utcDay(1, 23, 59, 59, 999),
    });
    const exhibitIds: string[] = [];
    for (let x = 0; x < exhibitsPerEvent; x++) {
      const exhibit = await admin.call<{ id: string }>('POST', '/api/admin/exhibits', {
        eventId: event.id,
        name: `Exhibit ${e + 1}.${x + 1}`,
        description: 'A benchmark exhibit',
        date: utcDay(0, 12),
        // Open all day: the door admits only within an exhibit's hours, and the bench runs at any hour.
        startTime: '00:00',
        endTime: '23:59',
        isActive: true,
      });
      exhibitIds.push(exhibit.id);
    }
    created.push({ id: event.id, exhibitIds });
  }
  return created;
}

export interface RegistrationSummary {
  id: string;
  eventId: string;
  email: string;
}

/**
 * Every registration of these events, read a page at a time (Next: the page's `nextCursor`), as the
 * organiser's table does: `GET /api/admin/registrations` answers 400 past 10,000 registrations, and a
 * registration rush makes more.
 */
export async function listRegistrations(admin: AdminClient, eventIds: string[]): Promise<RegistrationSummary[]> {
  const all: RegistrationSummary[] = [];
  for (const eventId of eventIds) {
    let cursor: string | null = null;
    do {
      const query: string = `?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: { items: RegistrationSummary[]; nextCursor: string | null } = await admin.call(
        'GET',
        `/api/admin/events/${eventId}/registrations${query}`,
      );
      for (const { id, eventId: event, email } of page.items) all.push({ id, eventId: event, email });
      cursor = page.nextCursor;
    } while (cursor);
  }
  return all;
}
