/**
 * Fills one event with registrations and check-ins fast, in SQL, as the app would have written them
 * (the same columns and indexes; every other registration checked in to one of the exhibits). Rows are
 * numbered: registration n has a fixed id, e-mail and phone, so the bench can sign its pass and look
 * it up. Works on PostgreSQL and PGlite through the app's own database handle.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/client.ts';

/** The id of the n-th bench registration (a valid UUID text, like the app's). */
export const scaleRegistrationId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const scaleEmail = (n: number) => `scale-${n}@example.com`;
/** The n-th bench registration's phone as typed at the door (national, PHONE_REGION GB); kept as +44555… (E.164). */
export const scalePhoneDigits = (n: number) => `555${String(n).padStart(7, '0')}`;

const BATCH = 50_000;

/**
 * Adds registrations numbered [from, to) to the event, and a check-in for every even one (to the
 * exhibit n mod the exhibits' count). Created one second apart ending now, newest last.
 */
export async function fillRegistrations(
  db: Database,
  options: { eventId: string; exhibitIds: string[]; from: number; to: number; total: number },
): Promise<void> {
  const exhibits = `{${options.exhibitIds.join(',')}}`;
  const startMs = Date.now() - options.total * 1000;
  for (let low = options.from; low < options.to; low += BATCH) {
    const high = Math.min(options.to, low + BATCH) - 1;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into registrations (id, event_id, name, email, phone, phone_digits, company, qr_code, created_at, updated_at)
        select '00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'),
               ${options.eventId},
               'Visitor ' || n,
               'scale-' || n || '@example.com',
               '+44555' || lpad(n::text, 7, '0'),
               '44555' || lpad(n::text, 7, '0'),
               'Company ' || (n % 997),
               'bench-pass-' || md5(n::text) || md5((n + 1)::text),
               to_timestamp((${startMs}::bigint + n::bigint * 1000) / 1000.0),
               to_timestamp((${startMs}::bigint + n::bigint * 1000) / 1000.0)
        from generate_series(${low}::int, ${high}::int) as n`);
      await tx.execute(sql`
        insert into checkins (id, registration_id, event_id, exhibit_id, checked_in_at, is_validated)
        select '00000000-0000-4000-9000-' || lpad(to_hex(n), 12, '0'),
               '00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'),
               ${options.eventId},
               (${exhibits}::text[])[1 + n % ${options.exhibitIds.length}::int],
               to_timestamp((${startMs}::bigint + n::bigint * 1000 + 500) / 1000.0),
               true
        from generate_series(${low}::int, ${high}::int) as n
        where n % 2 = 0`);
    });
  }
}
