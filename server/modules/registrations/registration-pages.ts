/**
 * An event's registrations a page at a time, newest first, with a search (issue 17 item 1; decision
 * 026): keyset paging (the cursor is the last row's id, the next page starts below its time and id),
 * so a deep page costs what the first does; the search matches the start of the name, the e-mail,
 * the company or the phone's digits, case-insensitive, each served by an index of the event's rows.
 */
import { and, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../platform/db/any-of.ts';
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

/**
 * A search, field by field: the start of the name, the e-mail or the company, or of the phone's
 * digits; each served by its own index of the event's rows.
 */
interface SearchField {
  /** The field starts with the text. */
  match: SQL;
  /** The field as its index orders it (text_pattern_ops: by `~<~`). */
  indexed: SQL;
}

function searchFields(q: string): SearchField[] {
  const text = q.trim().toLowerCase();
  if (text.length < SEARCH_MIN_LENGTH) {
    throw badRequest(`Type at least ${SEARCH_MIN_LENGTH} characters to search.`, {
      issues: [{ path: 'q', message: `Type at least ${SEARCH_MIN_LENGTH} characters to search.` }],
    });
  }
  const prefix = `${escapeLike(text)}%`;
  const digits = digitsOnly(text);
  const field = (indexed: SQL, pattern: string) => ({ match: like(indexed, pattern), indexed });
  const fields = [
    field(sql`lower(${registrations.name})`, prefix),
    field(sql`lower(${registrations.email})`, prefix),
    field(sql`lower(${registrations.company})`, prefix),
  ];
  if (digits.length >= SEARCH_MIN_LENGTH) fields.push(field(sql`${registrations.phoneDigits}`, `${digits}%`));
  return fields;
}

/** A registration's place in the list as text that sorts as the list does (time to the microsecond). */
const placeKey = sql<string>`to_char(${registrations.createdAt} at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`;

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
  const fields = q?.trim() ? searchFields(q) : undefined;
  let from: Place | undefined;
  if (cursor) {
    const [row] = await db
      .select({ key: placeKey })
      .from(registrations)
      .where(and(eq(registrations.id, cursor), eq(registrations.eventId, eventId)))
      .limit(1);
    if (!row) throw badRequest(STALE_CURSOR_MESSAGE, { issues: [{ path: 'cursor', message: STALE_CURSOR_MESSAGE }] });
    from = { id: cursor, key: row.key };
  }
  if (fields) {
    const matches = await fewMatches(db, eventId, fields);
    if (matches) return pageOfFew(db, matches, limit, from);
  }
  // Below the cursor's row in (time, id) order; its own time read in the database, to the microsecond.
  const below =
    from &&
    sql`(${registrations.createdAt}, ${registrations.id}) < ((select r.created_at from ${registrations} r where r.id = ${from.id}), ${from.id})`;
  const rows = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), fields && or(...fields.map((field) => field.match)), below))
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  return {
    items,
    nextCursor: rows.length > limit ? items[items.length - 1]!.id : null,
    // Here a search matches more than SEARCH_COUNT_MAX people in one field at least.
    total: fields ? null : (await loadEventCounts(db, eventId)).registered,
  };
}

interface Place {
  id: string;
  key: string;
}

/**
 * Every match of a search, when each field matches at most SEARCH_COUNT_MAX people; otherwise null
 * (many match). Each field is read through its own index, at most SEARCH_COUNT_MAX + 1 entries, so a
 * search costs what it finds and never a walk through the event: a single query ordered by time
 * leaves the choice to the planner, which took that walk whenever its estimate of the matches (a
 * histogram's hundredth of the table) was far above the few there were.
 */
async function fewMatches(db: Executor, eventId: string, fields: SearchField[]): Promise<Place[] | null> {
  // Ordered as the field's index is, so the index serves the limit: without an order the planner
  // may read the table from its start whenever it expects matches to be everywhere.
  const perField = fields.map(
    (field, n) =>
      sql`(select ${sql.raw(String(n))} as field, ${registrations.id} as id, ${placeKey} as key from ${registrations}
        where ${registrations.eventId} = ${eventId} and ${field.match}
        order by ${field.indexed} using ~<~ limit ${SEARCH_COUNT_MAX + 1})`,
  );
  const result = (await db.execute(sql.join(perField, sql` union all `))) as unknown as {
    rows: { field: number | string; id: string; key: string }[];
  };
  const found = new Map<string, Place>();
  const perFieldCount = new Map<string, number>();
  for (const row of result.rows) {
    const counted = (perFieldCount.get(String(row.field)) ?? 0) + 1;
    if (counted > SEARCH_COUNT_MAX) return null;
    perFieldCount.set(String(row.field), counted);
    found.set(row.id, { id: row.id, key: row.key });
  }
  return [...found.values()];
}

/** Newest first, as the list: later time first, then the greater id. */
const before = (a: Place, b: Place) => a.key > b.key || (a.key === b.key && a.id > b.id);

/** A page of a search's few matches, placed in order here and read by their ids. */
async function pageOfFew(db: Executor, matches: Place[], limit: number, from?: Place): Promise<RegistrationPage> {
  const ordered = matches.filter((place) => !from || before(from, place)).sort((a, b) => (before(a, b) ? -1 : 1));
  const ids = ordered.slice(0, limit).map((place) => place.id);
  const rows = ids.length === 0 ? [] : await db.select().from(registrations).where(anyOf(registrations.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    items,
    nextCursor: ordered.length > limit && items.length > 0 ? items[items.length - 1]!.id : null,
    total: matches.length > SEARCH_COUNT_MAX ? null : matches.length,
  };
}

/** GET /api/admin/registrations answers at most this many rows (the SPEC's list, for small deployments). */
export const REGISTRATIONS_LIST_MAX = 10_000;
export const LIST_TOO_LONG_MESSAGE = `There are more than ${REGISTRATIONS_LIST_MAX.toLocaleString('en-US')} registrations: read them a page at a time with GET /api/admin/events/{id}/registrations?limit=&cursor=&q=, or download an event's CSV.`;

/** Every event's registrations, from the maintained counts (one small read). */
export async function countAllRegistrations(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<string>`coalesce(sum(${eventCounts.registered}), 0)` }).from(eventCounts);
  return Number(row?.n ?? 0);
}
