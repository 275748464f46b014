/**
 * What door staff see after a scan or lookup: the registrant and every exhibit of their event,
 * sorted by date then start time, each with its check-in (when, and by which account), whether (and why not) it can admit, and
 * the places left where it has a capacity.
 * Two queries whatever the number of exhibits (three when one of them has a capacity).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ScanResult } from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { checkins, exhibitCounts, exhibits, visits } from '../../platform/db/schema.ts';
import type { EventRow } from '../events/events.repository.ts';
import type { RegistrationRow } from '../registrations/registrations.repository.ts';
import { exhibitRuleColumns } from './admission-columns.ts';
import { type AdmissionPolicy, cancelledMessage, decideAdmission, WAITING_LIST_MESSAGE } from './admission-rules.ts';

const exhibitsWithCheckins = preparedQuery((db) =>
  db
    .select({
      exhibit: exhibitRuleColumns,
      checkedInAt: checkins.checkedInAt,
      admittedBy: checkins.admittedBy,
      insideSince: visits.enteredAt,
    })
    .from(exhibits)
    .leftJoin(
      checkins,
      and(eq(checkins.exhibitId, exhibits.id), eq(checkins.registrationId, sql.placeholder('registrationId'))),
    )
    .leftJoin(
      visits,
      and(
        eq(visits.exhibitId, exhibits.id),
        eq(visits.registrationId, sql.placeholder('registrationId')),
        isNull(visits.exitedAt),
      ),
    )
    .where(eq(exhibits.eventId, sql.placeholder('eventId')))
    .orderBy(asc(exhibits.date), asc(exhibits.startTime))
    .prepare('exhibits_with_checkins'),
);

/** The registrant and event columns the door shows (a whole row will do). */
export interface DoorPass {
  registration: Pick<RegistrationRow, 'id' | 'eventId' | 'name' | 'email' | 'status' | 'cancelledAt'>;
  event: Pick<EventRow, 'id' | 'name' | 'startDate' | 'endDate'>;
}

export async function admissionView(
  db: Database,
  found: DoorPass,
  now: Date,
  policy: AdmissionPolicy,
): Promise<ScanResult> {
  const { registration, event } = found;
  // Every exhibit of the event with this registrant's check-in, if any, in one query.
  const rows = await exhibitsWithCheckins(db).execute({ eventId: event.id, registrationId: registration.id });
  const exhibitRows = rows.map((row) => row.exhibit);
  const counts = new Map<string, number>();
  const inside = new Map<string, number>();
  if (exhibitRows.some((exhibit) => exhibit.maxCapacity !== null || exhibit.capacityMode === 'inside')) {
    // The kept counts (decision 030): a few rows per exhibit, whatever the number of check-ins.
    const totals = await db
      .select({
        exhibitId: exhibitCounts.exhibitId,
        total: sql<string>`sum(${exhibitCounts.checkedIn})`,
        inside: sql<string>`sum(${exhibitCounts.inside})`,
      })
      .from(exhibitCounts)
      .innerJoin(exhibits, eq(exhibits.id, exhibitCounts.exhibitId))
      .where(eq(exhibits.eventId, event.id))
      .groupBy(exhibitCounts.exhibitId);
    for (const row of totals) {
      counts.set(row.exhibitId, Number(row.total));
      inside.set(row.exhibitId, Number(row.inside));
    }
  }
  const insideSince = new Map(rows.map((row) => [row.exhibit.id, row.insideSince]));
  const checkedIn = new Map(rows.map((row) => [row.exhibit.id, row.checkedInAt]));
  const admittedBy = new Map(rows.map((row) => [row.exhibit.id, row.admittedBy]));

  return {
    isValid: true,
    // On the waiting list (issue 30): shown, and refused at every exhibit with the same reason.
    ...(registration.status === 'waiting' || registration.status === 'offered'
      ? { reason: 'waiting_list' as const, message: WAITING_LIST_MESSAGE }
      : {}),
    // Cancelled by the visitor (issue 30 item 2): shown with when, and refused at every exhibit.
    ...(registration.status === 'cancelled'
      ? { reason: 'cancelled' as const, message: cancelledMessage(registration.cancelledAt, policy.timezone) }
      : {}),
    registration: { id: registration.id, name: registration.name, email: registration.email },
    event: {
      id: event.id,
      name: event.name,
      startDate: event.startDate.toISOString(),
      endDate: event.endDate.toISOString(),
    },
    exhibits: exhibitRows.map((exhibit) => {
      const checkedInAt = checkedIn.get(exhibit.id) ?? null;
      const since = insideSince.get(exhibit.id) ?? null;
      const taken = exhibit.capacityMode === 'inside' ? (inside.get(exhibit.id) ?? 0) : (counts.get(exhibit.id) ?? 0);
      const decision = decideAdmission(
        {
          registration,
          event,
          exhibit,
          existingCheckin: checkedInAt ? { checkedInAt } : null,
          openVisit: since ? { enteredAt: since } : null,
          checkedInCount: counts.get(exhibit.id) ?? 0,
          insideCount: inside.get(exhibit.id) ?? 0,
          now,
        },
        policy,
      );
      return {
        id: exhibit.id,
        name: exhibit.name,
        date: exhibit.date.toISOString(),
        startTime: exhibit.startTime,
        endTime: exhibit.endTime,
        hasCheckedIn: checkedInAt !== null,
        checkedInAt: checkedInAt?.toISOString() ?? null,
        // Who admitted (issue 29 item 3): the door's "Already checked in to … by door1".
        ...(checkedInAt ? { admittedBy: admittedBy.get(exhibit.id) ?? null } : {}),
        canAdmit: decision.allowed,
        ...(decision.allowed ? {} : { reason: decision.reason, message: decision.message }),
        maxCapacity: exhibit.maxCapacity,
        remaining: exhibit.maxCapacity === null ? null : Math.max(0, exhibit.maxCapacity - taken),
        // Issue 32: the door's exit mode lets out who is inside; "23 of 40 inside".
        insideSince: since?.toISOString() ?? null,
        capacityMode: exhibit.capacityMode,
        reentry: exhibit.reentry,
        ...(inside.has(exhibit.id) || exhibit.capacityMode === 'inside' ? { inside: inside.get(exhibit.id) ?? 0 } : {}),
      };
    }),
  };
}
