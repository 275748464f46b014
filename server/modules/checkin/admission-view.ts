/**
 * What door staff see after a scan or lookup: the registrant and every exhibit of their event,
 * sorted by date then start time, each with its check-in and whether (and why not) it can admit.
 * Four queries whatever the number of exhibits.
 */
import { count, eq } from 'drizzle-orm';
import type { ScanResult } from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { checkins } from '../../platform/db/schema.ts';
import type { EventRow } from '../events/events.repository.ts';
import { listEventExhibits } from '../exhibits/exhibits.repository.ts';
import type { RegistrationRow } from '../registrations/registrations.repository.ts';
import { decideAdmission } from './admission-rules.ts';

export async function admissionView(
  db: Database,
  found: { registration: RegistrationRow; event: EventRow },
  now: Date,
  formatTime: (date: Date) => string,
): Promise<ScanResult> {
  const { registration, event } = found;
  const [exhibitRows, mine] = await Promise.all([
    listEventExhibits(db, event.id),
    db
      .select({ exhibitId: checkins.exhibitId, checkedInAt: checkins.checkedInAt })
      .from(checkins)
      .where(eq(checkins.registrationId, registration.id)),
  ]);
  const counts = new Map<string, number>();
  if (exhibitRows.some((exhibit) => exhibit.maxCapacity !== null)) {
    const rows = await db
      .select({ exhibitId: checkins.exhibitId, total: count() })
      .from(checkins)
      .where(eq(checkins.eventId, event.id))
      .groupBy(checkins.exhibitId);
    for (const row of rows) if (row.exhibitId) counts.set(row.exhibitId, row.total);
  }
  const checkedIn = new Map(mine.map((row) => [row.exhibitId, row.checkedInAt]));

  return {
    isValid: true,
    registration: { id: registration.id, name: registration.name, email: registration.email },
    event: {
      id: event.id,
      name: event.name,
      startDate: event.startDate.toISOString(),
      endDate: event.endDate.toISOString(),
    },
    exhibits: exhibitRows.map((exhibit) => {
      const checkedInAt = checkedIn.get(exhibit.id) ?? null;
      const decision = decideAdmission(
        {
          registration,
          event,
          exhibit,
          existingCheckin: checkedInAt ? { checkedInAt } : null,
          checkedInCount: counts.get(exhibit.id) ?? 0,
          now,
        },
        formatTime,
      );
      return {
        id: exhibit.id,
        name: exhibit.name,
        date: exhibit.date.toISOString(),
        startTime: exhibit.startTime,
        endTime: exhibit.endTime,
        hasCheckedIn: checkedInAt !== null,
        checkedInAt: checkedInAt?.toISOString() ?? null,
        canAdmit: decision.allowed,
        ...(decision.allowed ? {} : { reason: decision.reason, message: decision.message }),
      };
    }),
  };
}
