/**
 * An event's registrations a page at a time, newest first, with a search (issue 17 item 1; decision
 * 026): keyset paging (the cursor is the last row's id, the next page starts below its time and id;
 * `before`, the first row's id, gives the page above it), so a deep page costs what the first does;
 * a numbered page is found by position within JUMP_MAX rows of the newest or the oldest (issue 29
 * item 11), so a jump never walks the event; the search matches the start of the name, the e-mail,
 * the company or the phone's digits, case-insensitive, each served by an index of the event's rows.
 * Every registration of the event is listed, whatever its status (registered, waiting, offered,
 * cancelled: issue 30 item 5), with it: the indexes are of the event's rows, not of one status, so
 * no status is filtered out of an index scan, and the total is the kept counts' sum of all four.
 */
import { and, asc, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { REGISTRATIONS_JUMP_MAX, REGISTRATIONS_PAGE_MAX } from '../../../common/contracts/registrations.ts';
import { digitsOnly, type PhoneRegion, phoneSearchPrefixes } from '../../../common/phone-number.ts';
import { anyOf } from '../../platform/db/any-of.ts';
import type { Executor } from '../../platform/db/client.ts';
import { checkins, eventCounts, exhibits, registrations } from '../../platform/db/schema.ts';
import { englishText, fieldRefused } from '../../platform/http/errors.ts';
import { everyRegistration, loadEventCounts } from '../reports/event-counts.ts';

export const PAGE_DEFAULT = 10;
export const PAGE_MAX = REGISTRATIONS_PAGE_MAX;
/** A search's total is counted up to this many matches; past it the total is unknown (null). */
export const SEARCH_COUNT_MAX = 1000;
export const SEARCH_MIN_LENGTH = 3;
export const STALE_CURSOR_MESSAGE = englishText('registrations_page_gone');

/** LIKE's wildcards in a visitor's text are plain characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A search, field by field: the start of the name, the e-mail or the company, or of the phone's
 * digits (as typed, or as the start of its E.164 form: '020 7946' finds +442079460018); each served
 * by its own index of the event's rows.
 */
interface SearchField {
  /** The field starts with the text. */
  match: SQL;
  /** The field as its index orders it (text_pattern_ops: by `~<~`). */
  indexed: SQL;
}

function searchFields(q: string, phoneRegion: PhoneRegion): SearchField[] {
  const text = q.trim().toLowerCase();
  if (text.length < SEARCH_MIN_LENGTH) {
    throw fieldRefused('q', 'search_too_short', { min: SEARCH_MIN_LENGTH });
  }
  const prefix = `${escapeLike(text)}%`;
  const field = (indexed: SQL, pattern: string) => ({ match: like(indexed, pattern), indexed });
  const fields = [
    field(sql`lower(${registrations.name})`, prefix),
    field(sql`lower(${registrations.email})`, prefix),
    field(sql`lower(${registrations.company})`, prefix),
  ];
  if (digitsOnly(text).length >= SEARCH_MIN_LENGTH) {
    for (const digits of phoneSearchPrefixes(text, phoneRegion)) {
      fields.push(field(sql`${registrations.phoneDigits}`, `${digits}%`));
    }
  }
  return fields;
}

/** A registration's place in the list as text that sorts as the list does (time to the microsecond). */
const placeKey = sql<string>`to_char(${registrations.createdAt} at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`;

export interface CheckInShown {
  exhibitId: string | null;
  exhibitName: string | null;
  checkedInAt: Date;
  admittedBy: string | null;
}

export interface RegistrationPage {
  items: (typeof registrations.$inferSelect & { checkIns: CheckInShown[] })[];
  nextCursor: string | null;
  total: number | null;
}

type RowsPage = Omit<RegistrationPage, 'items'> & { items: (typeof registrations.$inferSelect)[] };

export interface PageRequest {
  limit?: number;
  /** The page after this registration (Next). */
  cursor?: string;
  /** The page before this registration (Previous). */
  before?: string;
  /** The page at this position, 1-based (a numbered button), within JUMP_MAX rows of either end. */
  page?: number;
  q?: string;
  /** PHONE_REGION, for the search's phone digits. */
  phoneRegion: PhoneRegion;
}

export const JUMP_MAX = REGISTRATIONS_JUMP_MAX;
export const ONE_START_MESSAGE = englishText('page_one_start');
export const pastLastMessage = (page: number, pages: number) => englishText('page_past_last', { page, pages });
export const tooDeepMessage = (page: number) => englishText('page_too_deep', { page, max: JUMP_MAX });

export async function registrationPage(db: Executor, eventId: string, request: PageRequest): Promise<RegistrationPage> {
  const { limit = PAGE_DEFAULT, cursor, before, page, q, phoneRegion } = request;
  if ([cursor, before, page].filter((start) => start !== undefined).length > 1)
    throw fieldRefused('page', 'page_one_start');
  const fields = q?.trim() ? searchFields(q, phoneRegion) : undefined;
  const anchorId = cursor ?? before;
  let anchor: Place | undefined;
  if (anchorId) {
    const [row] = await db
      .select({ key: placeKey })
      .from(registrations)
      .where(and(eq(registrations.id, anchorId), eq(registrations.eventId, eventId)))
      .limit(1);
    if (!row) throw fieldRefused(cursor ? 'cursor' : 'before', 'registrations_page_gone');
    anchor = { id: anchorId, key: row.key };
  }
  if (fields) {
    const matches = await fewMatches(db, eventId, fields);
    if (matches) {
      const found = pageOfFew(matches, limit, {
        after: cursor ? anchor : undefined,
        before: before ? anchor : undefined,
        page,
      });
      return withCheckIns(db, await readPlaces(db, found, matches.length));
    }
  }
  const searched = fields && or(...fields.map((field) => field.match));
  // Here a search matches more than SEARCH_COUNT_MAX people in one field at least: no total.
  const total = fields ? null : everyRegistration(await loadEventCounts(db, eventId));
  // The anchor's own time read in the database, to the microsecond (a JavaScript date would round it).
  const anchorPlace =
    anchor && sql`((select r.created_at from ${registrations} r where r.id = ${anchor.id}), ${anchor.id})`;
  const place = sql`(${registrations.createdAt}, ${registrations.id})`;
  const newestFirst = [desc(registrations.createdAt), desc(registrations.id)] as const;
  const oldestFirst = [asc(registrations.createdAt), asc(registrations.id)] as const;
  const ofEvent = eq(registrations.eventId, eventId);

  if (before && anchorPlace) {
    // Previous: the rows just above the anchor, read upwards through the same index, then turned.
    const rows = await db
      .select()
      .from(registrations)
      .where(and(ofEvent, searched, sql`${place} > ${anchorPlace}`))
      .orderBy(...oldestFirst)
      .limit(limit);
    const items = rows.reverse();
    // The anchor's own page follows this one.
    return withCheckIns(db, { items, nextCursor: items.length ? items[items.length - 1]!.id : null, total });
  }

  if (page !== undefined) {
    const skip = (page - 1) * limit;
    const pages = total === null ? null : Math.max(1, Math.ceil(total / limit));
    if (pages !== null && page > pages) throw fieldRefused('page', 'page_past_last', { page, pages });
    if (skip <= JUMP_MAX) {
      const rows = await db
        .select()
        .from(registrations)
        .where(and(ofEvent, searched))
        .orderBy(...newestFirst)
        .offset(skip)
        .limit(limit + 1);
      const items = rows.slice(0, limit);
      return withCheckIns(db, { items, nextCursor: rows.length > limit ? items[items.length - 1]!.id : null, total });
    }
    if (total !== null && pages !== null) {
      // Near the end: counted from the oldest, read upwards, then turned.
      const end = Math.min(page * limit, total);
      const fromOldest = total - end;
      if (fromOldest <= JUMP_MAX) {
        const rows = await db
          .select()
          .from(registrations)
          .where(ofEvent)
          .orderBy(...oldestFirst)
          .offset(fromOldest)
          .limit(end - skip);
        const items = rows.reverse();
        return withCheckIns(db, {
          items,
          nextCursor: page < pages && items.length ? items[items.length - 1]!.id : null,
          total,
        });
      }
    }
    throw fieldRefused('page', 'page_too_deep', { page, max: JUMP_MAX });
  }

  // Next (or the first page): below the cursor's row in (time, id) order.
  const rows = await db
    .select()
    .from(registrations)
    .where(and(ofEvent, searched, anchorPlace && sql`${place} < ${anchorPlace}`))
    .orderBy(...newestFirst)
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  return withCheckIns(db, { items, nextCursor: rows.length > limit ? items[items.length - 1]!.id : null, total });
}

/** The page's check-ins with their exhibits' names, in one statement for the whole page (no read per row). */
async function withCheckIns(db: Executor, page: RowsPage): Promise<RegistrationPage> {
  // The registration counts its check-ins (the counts' trigger): a page of no one admitted reads none.
  const ids = page.items.filter((item) => item.checkinCount > 0).map((item) => item.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            registrationId: checkins.registrationId,
            exhibitId: checkins.exhibitId,
            exhibitName: exhibits.name,
            checkedInAt: checkins.checkedInAt,
            admittedBy: checkins.admittedBy,
          })
          .from(checkins)
          .leftJoin(exhibits, eq(exhibits.id, checkins.exhibitId))
          .where(anyOf(checkins.registrationId, ids))
          .orderBy(asc(checkins.checkedInAt));
  const byRegistration = new Map<string, CheckInShown[]>();
  for (const { registrationId, ...checkIn } of rows) {
    const list = byRegistration.get(registrationId) ?? [];
    list.push(checkIn);
    byRegistration.set(registrationId, list);
  }
  return { ...page, items: page.items.map((item) => ({ ...item, checkIns: byRegistration.get(item.id) ?? [] })) };
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
const listedBefore = (a: Place, b: Place) => a.key > b.key || (a.key === b.key && a.id > b.id);

/** Which of a search's few matches a page shows, placed in order here: after, before or at a position. */
function pageOfFew(
  matches: Place[],
  limit: number,
  { after, before, page }: { after?: Place; before?: Place; page?: number },
): { ids: string[]; more: boolean } {
  const ordered = [...matches].sort((a, b) => (listedBefore(a, b) ? -1 : 1));
  let start = 0;
  let end: number;
  if (before) {
    end = ordered.filter((place) => listedBefore(place, before)).length;
    start = Math.max(0, end - limit);
    return { ids: ordered.slice(start, end).map((place) => place.id), more: end < ordered.length };
  }
  if (after) start = ordered.filter((place) => !listedBefore(after, place)).length;
  if (page !== undefined) {
    const pages = Math.max(1, Math.ceil(ordered.length / limit));
    if (page > pages) throw fieldRefused('page', 'page_past_last', { page, pages });
    start = (page - 1) * limit;
  }
  end = start + limit;
  return { ids: ordered.slice(start, end).map((place) => place.id), more: end < ordered.length };
}

/** The rows of a page of few matches, read by their ids, in the page's order. */
async function readPlaces(
  db: Executor,
  { ids, more }: { ids: string[]; more: boolean },
  matched: number,
): Promise<RowsPage> {
  const rows = ids.length === 0 ? [] : await db.select().from(registrations).where(anyOf(registrations.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    items,
    nextCursor: more && items.length > 0 ? items[items.length - 1]!.id : null,
    total: matched > SEARCH_COUNT_MAX ? null : matched,
  };
}

/** GET /api/admin/registrations answers at most this many rows (the SPEC's list, for small deployments). */
export const REGISTRATIONS_LIST_MAX = 10_000;
export const LIST_TOO_LONG_MESSAGE = englishText('registrations_list_too_long', { max: REGISTRATIONS_LIST_MAX });

/** Every event's registrations, whatever their status, from the maintained counts (one small read). */
export async function countAllRegistrations(db: Executor): Promise<number> {
  const [row] = await db
    .select({
      n: sql<string>`coalesce(sum(${eventCounts.registered} + ${eventCounts.waiting} + ${eventCounts.offered} + ${eventCounts.cancelled}), 0)`,
    })
    .from(eventCounts);
  return Number(row?.n ?? 0);
}
