/**
 * What reminders read and write: the events starting soon, the claim of a batch of registrations to
 * remind (`registrations.reminded_at`, migration 0021), and what one reminder e-mail says.
 */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { events, exhibits, registrations } from '../../platform/db/schema.ts';
import { driverClient } from '../../platform/library-internals/drizzle-driver-client.ts';

/** Events starting after `now` and by `until`, with their own reminder hours (null: the app's). */
export function eventsStartingBetween(db: Executor, now: Date, until: Date) {
  return db
    .select({ id: events.id, startDate: events.startDate, reminderHours: events.reminderHours })
    .from(events)
    .where(and(gt(events.startDate, now), lte(events.startDate, until)))
    .orderBy(asc(events.startDate));
}

/**
 * Claims up to `limit` of the event's registrations still to remind, in one statement: those with
 * their place (`registered`: common/reminders.ts's `getsReminder`, in SQL), made by `moment`, not
 * reminded yet; marks them reminded and answers their ids. Run in the transaction that queues their
 * e-mails, so a registration is claimed exactly when its e-mail's job exists. Rows another instance
 * is claiming are skipped (theirs); the partial index (migration 0021) holds only the registrations
 * still to remind, so each batch reads its rows from it and none already reminded.
 */
export async function claimReminders(tx: Executor, eventId: string, moment: Date, limit: number): Promise<string[]> {
  const { rows } = await driverClient(tx).query<{ id: string }>(
    `update registrations set reminded_at = now()
      where id in (
        select id from registrations
        where event_id = $1 and reminded_at is null and status = 'registered' and created_at <= $2
        order by created_at, id
        limit $3
        for update skip locked)
      returning id`,
    [eventId, moment.toISOString(), limit],
  );
  return rows.map((row) => row.id);
}

/** A reminded registration with its event and the event's open exhibits (in their order); null once removed. */
export async function findReminderRecipient(db: Executor, registrationId: string) {
  const [row] = await db
    .select({ registration: registrations, event: events })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.id, registrationId))
    .limit(1);
  if (!row) return null;
  const eventExhibits = await db
    .select({
      name: exhibits.name,
      description: exhibits.description,
      translations: exhibits.translations,
      date: exhibits.date,
      startTime: exhibits.startTime,
      endTime: exhibits.endTime,
    })
    .from(exhibits)
    .where(and(eq(exhibits.eventId, row.event.id), eq(exhibits.isActive, true)))
    .orderBy(asc(exhibits.date), asc(exhibits.startTime), asc(exhibits.name));
  return { ...row, exhibits: eventExhibits };
}
