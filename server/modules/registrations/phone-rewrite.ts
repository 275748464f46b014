/**
 * The registrations kept before phone numbers were stored in E.164 (issue 29 item 5) rewritten into
 * it at start, so the door finds them by any form of their number as it finds new ones. SQL cannot
 * read a phone number as libphonenumber does, so the app does it, before it serves:
 *
 * - Rows whose phone is not yet `+digits` are read a slice at a time in id order (the primary key);
 *   each number that is a possible one for PHONE_REGION (common/phone-number.ts) gets its E.164
 *   form and digits in one statement per slice. The rest stay as they were, found by their digits
 *   as typed (the door's lookup compares those too).
 * - Idempotent and safe with several instances starting at once: a row is only written if its
 *   phone is still the one read, with what any instance would write. The database trigger of
 *   migration 0009 stamps each rewritten row, so door copies and spreadsheets take the new number.
 * - Done once per region: the `config` row `phone_numbers_e164` keeps the region it ran with, and a
 *   start with it skips the work. A restore of a backup from before, or a new PHONE_REGION (rows left
 *   as typed may be possible numbers of it), runs it again.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { e164Digits, type PhoneRegion, toE164 } from '../../../common/phone-number.ts';
import { type Executor, rowsOf } from '../../platform/db/client.ts';
import { config, registrations } from '../../platform/db/schema.ts';

export const PHONE_REWRITE_KEY = 'phone_numbers_e164';
/** Rows a statement: a slice reads and writes in a few milliseconds, then other work gets a turn. */
const SLICE_ROWS = 500;

export interface PhoneRewrite {
  /** Rows now in E.164. */
  rewritten: number;
  /** Rows left as they were: no possible number for the region. */
  kept: number;
}

/**
 * Rewrites the rows not yet in E.164; null when it was done for this region already. `onStart` is
 * told when there is work to do (measured on a loaded 2-core machine: 50,000 rows in 18 s on
 * PostgreSQL, 31 s on PGlite, nearly all of it the database's writes).
 */
export async function rewritePhonesToE164(
  db: Executor,
  region: PhoneRegion,
  { sliceRows = SLICE_ROWS, onStart }: { sliceRows?: number; onStart?: () => void } = {},
): Promise<PhoneRewrite | null> {
  const [done] = await db.select({ value: config.value }).from(config).where(eq(config.key, PHONE_REWRITE_KEY));
  if (done?.value === region) return null;
  onStart?.();
  const result: PhoneRewrite = { rewritten: 0, kept: 0 };
  let after = '';
  for (;;) {
    const rows = await db
      .select({ id: registrations.id, phone: registrations.phone })
      .from(registrations)
      .where(and(gt(registrations.id, after), sql`${registrations.phone} !~ '^[+][0-9]+$'`))
      .orderBy(asc(registrations.id))
      .limit(sliceRows);
    if (rows.length === 0) break;
    const changes = rows.flatMap(({ id, phone }) => {
      const e164 = toE164(phone, region);
      return e164 ? [{ id, old: phone, phone: e164, digits: e164Digits(e164) }] : [];
    });
    result.kept += rows.length - changes.length;
    if (changes.length > 0) result.rewritten += await rewriteSlice(db, changes);
    after = rows[rows.length - 1]!.id;
    await nextTurn();
  }
  await db
    .insert(config)
    .values({ key: PHONE_REWRITE_KEY, value: region })
    .onConflictDoUpdate({ target: config.key, set: { value: region, updatedAt: new Date() } });
  return result;
}

/** One statement for a slice's rows (as JSON: a phone may hold any character but control ones). */
async function rewriteSlice(
  db: Executor,
  changes: { id: string; old: string; phone: string; digits: string }[],
): Promise<number> {
  const written = await db.execute(sql`
    update registrations r set phone = v.phone, phone_digits = v.digits, updated_at = now()
    from json_to_recordset(${JSON.stringify(changes)}::json) as v(id text, old text, phone text, digits text)
    where r.id = v.id and r.phone = v.old
    returning r.id`);
  return rowsOf(written).length;
}
