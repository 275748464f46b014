/**
 * An event's registrations with one check-in time per exhibit, read in three queries whatever the
 * size of the event. The CSV download and the spreadsheet sync are made from it; the numbers come from
 * the counts the database keeps (event-counts.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { checkins, exhibits, registrations } from '../../platform/db/schema.ts';

export interface EventReport {
  exhibits: { id: string; name: string; date: Date; startTime: string; endTime: string; maxCapacity: number | null }[];
  registrations: {
    id: string;
    name: string;
    email: string;
    phone: string;
    company: string;
    createdAt: Date;
    /** exhibit id → check-in time */
    checkins: Map<string, Date>;
  }[];
}

export async function loadEventReport(db: Executor, eventId: string): Promise<EventReport> {
  const [exhibitRows, registrationRows, checkinRows] = await Promise.all([
    db
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
      .orderBy(asc(exhibits.date), asc(exhibits.startTime)),
    db
      .select({
        id: registrations.id,
        name: registrations.name,
        email: registrations.email,
        phone: registrations.phone,
        company: registrations.company,
        createdAt: registrations.createdAt,
      })
      .from(registrations)
      .where(eq(registrations.eventId, eventId))
      .orderBy(asc(registrations.createdAt)),
    db
      .select({
        registrationId: checkins.registrationId,
        exhibitId: checkins.exhibitId,
        checkedInAt: checkins.checkedInAt,
      })
      .from(checkins)
      .where(eq(checkins.eventId, eventId)),
  ]);
  const byRegistration = new Map<string, Map<string, Date>>();
  for (const row of checkinRows) {
    if (!row.exhibitId) continue;
    const times = byRegistration.get(row.registrationId) ?? new Map<string, Date>();
    times.set(row.exhibitId, row.checkedInAt);
    byRegistration.set(row.registrationId, times);
  }
  return {
    exhibits: exhibitRows,
    registrations: registrationRows.map((row) => ({ ...row, checkins: byRegistration.get(row.id) ?? new Map() })),
  };
}
