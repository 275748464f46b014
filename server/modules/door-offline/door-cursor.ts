/**
 * The door copy's cursor (decision 027), opaque to the device: base64url JSON of
 * - `f`: the transaction id this round of changes reads from (null: a full copy),
 * - while a round goes on page by page: `t`, where the next round will start (the oldest
 *   transaction still running when this round began, `pg_snapshot_xmin`, so a change committed
 *   later, whatever its id, is in the next round), and `c`, `i`, the last (change, registration id)
 *   sent.
 */
import { z } from 'zod';
import { englishText } from '../../platform/http/errors.ts';

export interface DoorCursor {
  /** Changes from this transaction id on; null: everything (a full copy). */
  from: number | null;
  /** A round under way: the next round's `from`, and the position after the last page. */
  round: { target: number; after: { change: number; id: string } } | null;
}

const xid = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const wire = z.strictObject({
  f: xid.nullable(),
  t: xid.optional(),
  c: xid.optional(),
  i: z.string().min(1).max(100).optional(),
});

export const BAD_CURSOR_MESSAGE = englishText('door_cursor_invalid');

export function encodeCursor(cursor: DoorCursor): string {
  const { from, round } = cursor;
  const body = round ? { f: from, t: round.target, c: round.after.change, i: round.after.id } : { f: from };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

/** The cursor a device sent, or null when it is not one of ours. */
export function decodeCursor(text: string): DoorCursor | null {
  if (text.length > 400 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = wire.safeParse(json);
  if (!parsed.success) return null;
  const { f, t, c, i } = parsed.data;
  if (t === undefined && c === undefined && i === undefined) {
    // A round's end names where the next one starts: a full copy never ends without one.
    return f === null ? null : { from: f, round: null };
  }
  if (t === undefined || c === undefined || i === undefined) return null;
  return { from: f, round: { target: t, after: { change: c, id: i } } };
}
