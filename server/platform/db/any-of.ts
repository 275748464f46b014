/**
 * `column = any(ids)` with the ids sent as one text (ids are UUIDs or our own keys: they hold no
 * comma). Two reasons over `inArray`'s parameter per id: one statement text for any number of ids
 * (a prepared statement and a plan each otherwise, and no limit of 65,535 parameters), and a plan
 * through the column's index whatever the count. Given 10,000 ids as values, PostgreSQL counts them
 * and may scan the whole table instead (a parallel scan of a million check-ins, seen under the
 * scale bench, competing with the door's calls); given one text, it plans the index lookups.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

export function anyOf(column: SQLWrapper, ids: readonly string[]): SQL {
  return sql`${column} = any(string_to_array(${ids.join(',')}, ','))`;
}

/**
 * At most this many ids a statement. Measured on a million registrations (PostgreSQL 15): up to a
 * few thousand ids are read through the index in milliseconds; at 5,000 to 10,000 the planner turns
 * to a (parallel) scan of the whole table, 130 to 300 ms, whatever the form of the list.
 */
export const IDS_PER_STATEMENT = 1000;

/** `read` for `ids` a statement's worth at a time, the answers in one list (in the chunks' order). */
export async function readByIds<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
    all.push(...(await read(ids.slice(start, start + IDS_PER_STATEMENT))));
  }
  return all;
}

/**
 * The next `limit` rows after `after` (keyset order), a statement's worth at a time: `read` answers
 * at most `count` rows after its cursor, and the next statement starts after the last row's
 * (`cursorOf`). On PGlite a statement holds the database, and the process, while it runs.
 */
export async function readAfterInPages<T, C>(
  limit: number,
  after: C | null,
  read: (after: C | null, count: number) => Promise<T[]>,
  cursorOf: (row: T) => C,
): Promise<T[]> {
  const all: T[] = [];
  let cursor = after;
  while (all.length < limit) {
    const count = Math.min(IDS_PER_STATEMENT, limit - all.length);
    const page = await read(cursor, count);
    all.push(...page);
    if (page.length < count) break;
    cursor = cursorOf(page[page.length - 1]!);
  }
  return all;
}
