/**
 * What the CSV download is made from: the event's exhibits, and its registrations with one check-in
 * time per exhibit, read batch by batch (an event of a million is never held whole). The numbers come
 * from the counts the database keeps (event-counts.ts); the sheet reads its own (sheets/sheet-rows.repository.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { checkins, exhibits, registrations } from '../../platform/db/schema.ts';

export interface ReportExhibit {
  id: string;
  name: string;
  date: Date;
  startTime: string;
  endTime: string;
  maxCapacity: number | null;
}

export interface ReportRegistration {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  createdAt: Date;
  /** exhibit id → check-in time */
  checkins: Map<string, Date>;
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

/**
 * The event's registrations with their check-ins, oldest first, `batchSize` at a time (keyset on the
 * registration time and id, two indexed reads per batch): an export of a million rows never holds
 * more than one batch in memory, and its first rows leave at once.
 */
export async function* reportRegistrationBatches(
  db: Executor,
  eventId: string,
  batchSize = 2000,
): AsyncGenerator<ReportRegistration[]> {
  let afterId: string | null = null;
  for (;;) {
    const rows: Omit<ReportRegistration, 'checkins'>[] = await db
      .select({
        id: registrations.id,
        name: registrations.name,
        email: registrations.email,
        phone: registrations.phone,
        company: registrations.company,
        createdAt: registrations.createdAt,
      })
      .from(registrations)
      .where(
        and(
          eq(registrations.eventId, eventId),
          // After the last row in (time, id) order, its time read in the database: to the
          // microsecond (a JavaScript Date keeps milliseconds, and a row of the same millisecond
          // would come twice or never).
          afterId
            ? sql`(${registrations.createdAt}, ${registrations.id}) > ((select r.created_at from ${registrations} r where r.id = ${afterId}), ${afterId})`
            : undefined,
        ),
      )
      .orderBy(asc(registrations.createdAt), asc(registrations.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    const times = await db
      .select({
        registrationId: checkins.registrationId,
        exhibitId: checkins.exhibitId,
        checkedInAt: checkins.checkedInAt,
      })
      .from(checkins)
      // One text for the batch's ids (ids hold no comma): one statement, not 2,000 parameters.
      .where(sql`${checkins.registrationId} = any(string_to_array(${rows.map((row) => row.id).join(',')}, ','))`);
    const byRegistration = new Map<string, Map<string, Date>>();
    for (const time of times) {
      if (!time.exhibitId) continue;
      const of = byRegistration.get(time.registrationId) ?? new Map<string, Date>();
      of.set(time.exhibitId, time.checkedInAt);
      byRegistration.set(time.registrationId, of);
    }
    yield rows.map((row) => ({ ...row, checkins: byRegistration.get(row.id) ?? new Map() }));
    if (rows.length < batchSize) return;
    afterId = rows[rows.length - 1]!.id;
  }
}
