/**
 * What the CSV download is made from: the event's exhibits, and its registrations with one check-in
 * time per exhibit, read and written as CSV lines by the database batch by batch (an event of a
 * million is never held whole, nor turned into a million objects). The numbers come from the counts
 * the database keeps (event-counts.ts); the sheet reads its own (sheets/sheet-rows.repository.ts).
 */
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { csvCellSql } from '../../platform/csv.ts';
import { type Executor, rowsOf } from '../../platform/db/client.ts';
import { exhibits } from '../../platform/db/schema.ts';

export interface ReportExhibit {
  id: string;
  name: string;
  date: Date;
  startTime: string;
  endTime: string;
  maxCapacity: number | null;
}

/** The event's exhibits in the report's order (day, then start time). */
export function loadReportExhibits(db: Executor, eventId: string): Promise<ReportExhibit[]> {
  return db
    .select({
      id: exhibits.id,
      name: exhibits.name,
      date: exhibits.date,
      startTime: exhibits.startTime,
      endTime: exhibits.endTime,
      maxCapacity: exhibits.maxCapacity,
    })
    .from(exhibits)
    .where(eq(exhibits.eventId, eventId))
    .orderBy(asc(exhibits.date), asc(exhibits.startTime));
}

/** A time as the CSV shows it, in the app's time zone: "2026-05-14 09:30" (a 24-hour clock from 00). */
const csvTime = (time: SQL, timezone: string) => sql`to_char(${time} at time zone ${timezone}, 'YYYY-MM-DD HH24:MI')`;

/**
 * The event's registrations as CSV lines, oldest first, `batchSize` registrations to a text (keyset
 * on the registration time and id, to the database's microsecond): name, e-mail, phone, company, the
 * registration time, the status (every registration is listed, whatever its status: issue 30 item
 * 5), then one check-in time per exhibit in `exhibitIds`' order ("" when none). The
 * database formats each line, so a registration reaches JavaScript as two strings (its id, its line),
 * not an object of cells, dates and maps: an export of a million rows leaves the collector little to
 * chase, and its first lines leave at once. A line a row, not a batch in one text: a message larger
 * than a socket read is copied while it is gathered (pg-protocol), three times its size in garbage
 * outside the JavaScript heap, which the server's memory then carries until a collection.
 */
export async function* registrationCsvLines(
  db: Executor,
  options: {
    eventId: string;
    exhibitIds: readonly string[];
    timezone: string;
    batchSize?: number;
    /** Told each batch's number of registrations (the download's audit entry counts them). */
    onRows?: (rows: number) => void;
  },
): AsyncGenerator<string> {
  const { eventId, timezone, batchSize = 2000 } = options;
  // The registration's check-ins read once (one index scan), then one cell per exhibit in the
  // columns' order.
  const checkinCells = sql.join(
    options.exhibitIds.map(
      (exhibitId) => sql`',"' || coalesce(k.times[array_position(k.exhibits, ${exhibitId}::text)], '') || '"'`,
    ),
    sql` || `,
  );
  let afterId: string | null = null;
  for (;;) {
    const after: SQL = afterId
      ? sql`and (r.created_at, r.id) > ((select p.created_at from registrations p where p.id = ${afterId}), ${afterId})`
      : sql``;
    const result = await db.execute(sql`
      select b.id,
        ${csvCellSql(sql`b.name`)} || ',' || ${csvCellSql(sql`b.email`)} || ',' || ${csvCellSql(sql`b.phone`)}
          || ',' || ${csvCellSql(sql`b.company`)} || ',"' || ${csvTime(sql`b.created_at`, timezone)}
          || '","' || b.status || '"'
          || ${options.exhibitIds.length ? sql`${checkinCells} ||` : sql``} E'\\r\\n' as line
      from (
        select r.id, r.name, r.email, r.phone, r.company, r.created_at, r.status
        from registrations r
        where r.event_id = ${eventId} ${after}
        order by r.created_at, r.id
        limit ${batchSize}
      ) b
      left join lateral (
        select array_agg(c.exhibit_id) as exhibits, array_agg(${csvTime(sql`c.checked_in_at`, timezone)}) as times
        from checkins c where c.registration_id = b.id
      ) k on true
      order by b.created_at, b.id`);
    const rows = rowsOf<{ id: string; line: string }>(result);
    if (rows.length === 0) return;
    options.onRows?.(rows.length);
    yield rows.map((row) => row.line).join('');
    if (rows.length < batchSize) return;
    afterId = rows[rows.length - 1]!.id;
  }
}
