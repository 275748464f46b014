/**
 * An event's registrations a page at a time, newest first, with a search (issue 17 item 1; decision
 * 026): keyset paging (the cursor is the last row's id, the next page starts below its time and id),
 * so a deep page costs what the first does; the search matches the start of the name, the e-mail,
 * the company or the phone's digits, case-insensitive, each served by an index of the event's rows.
 */
import { and, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { eventCounts, registrations } from '../../platform/db/schema.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { loadEventCounts } from '../reports/event-counts.ts';
import { digitsOnly } from './registrations.repository.ts';

export const PAGE_DEFAULT = 10;
export const PAGE_MAX = 100;
/** A search's total is counted up to this many matches; past it the total is unknown (null). */
export const SEARCH_COUNT_MAX = 1000;
export const SEARCH_MIN_LENGTH = 3;
export const STALE_CURSOR_MESSAGE =
  'This page no longer exists (its first registration was deleted): start again from the first page.';

/** LIKE's wildcards in a visitor's text are plain characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(q: string): SQL | undefined {
  const text = q.trim().toLowerCase();
  if (text.length < SEARCH_MIN_LENGTH) {
    throw badRequest(`Type at least ${SEARCH_MIN_LENGTH} characters to search.`, {
      issues: [{ path: 'q', message: `Type at least ${SEARCH_MIN_LENGTH} characters to search.` }],
    });
  }
  const prefix = `${escapeLike(text)}%`;
  const digits = digitsOnly(text);
  return or(
    like(sql`lower(${registrations.name})`, prefix),
    like(sql`lower(${registrations.email})`, prefix),
    like(sql`lower(${registrations.company})`, prefix),
    digits.length >= SEARCH_MIN_LENGTH ? like(registrations.phoneDigits, `${digits}%`) : undefined,
  );
}

export interface RegistrationPage {
  items: (typeof registrations.$inferSelect)[];
  nextCursor: string | null;
  total: number | null;
}

export async function registrationPage(
  db: Executor,
  eventId: string,
  { limit = PAGE_DEFAULT, cursor, q }: { limit?: number; cursor?: string; q?: string },
): Promise<RegistrationPage> {
  const search = q?.trim() ? searchCondition(q) : undefined;
  let below: SQL | undefined;
  if (cursor) {
    const [from] = await db
      .select({ createdAt: registrations.createdAt })
      .from(registrations)
      .where(and(eq(registrations.id, cursor), eq(registrations.eventId, eventId)))
      .limit(1);
    if (!from) throw badRequest(STALE_CURSOR_MESSAGE, { issues: [{ path: 'cursor', message: STALE_CURSOR_MESSAGE }] });
    // Below the cursor's row in (time, id) order; its own time read in the database, to the microsecond.
    below = sql`(${registrations.createdAt}, ${registrations.id}) < ((select r.created_at from ${registrations} r where r.id = ${cursor}), ${cursor})`;
  }
  const rows = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), search, below))
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  return {
    items,
    nextCursor: rows.length > limit ? items[items.length - 1]!.id : null,
    total: search ? await countMatches(db, eventId, search) : (await loadEventCounts(db, eventId)).registered,
  };
}

async function countMatches(db: Executor, eventId: string, search: SQL): Promise<number | null> {
  const capped = db
    .select({ one: sql`1` })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), search))
    .limit(SEARCH_COUNT_MAX + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const n = Number(row?.n ?? 0);
  return n > SEARCH_COUNT_MAX ? null : n;
}

/** GET /api/admin/registrations answers at most this many rows (the SPEC's list, for small deployments). */
export const REGISTRATIONS_LIST_MAX = 10_000;
export const LIST_TOO_LONG_MESSAGE = `There are more than ${REGISTRATIONS_LIST_MAX.toLocaleString('en-US')} registrations: read them a page at a time with GET /api/admin/events/{id}/registrations?limit=&cursor=&q=, or download an event's CSV.`;

/** Every event's registrations, from the maintained counts (one small read). */
export async function countAllRegistrations(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<string>`coalesce(sum(${eventCounts.registered}), 0)` }).from(eventCounts);
  return Number(row?.n ?? 0);
}
