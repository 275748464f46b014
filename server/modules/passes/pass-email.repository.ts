/** What a pass e-mail reads: the registration it goes to, with its event. */
import { eq, sql } from 'drizzle-orm';
import { anyOf } from '../../platform/db/any-of.ts';
import type { Executor } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { events, registrations } from '../../platform/db/schema.ts';

// Every pass e-mail starts here: a prepared statement.
const registrationWithEvent = preparedQuery((db) =>
  db
    .select({ registration: registrations, event: events })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.id, sql.placeholder('id')))
    .limit(1)
    .prepare('registration_with_event'),
);

/** A registration with its event, for its pass e-mail; null once it was removed with its event. */
export async function findPassRecipient(db: Executor, registrationId: string) {
  const [row] = await registrationWithEvent(db).execute({ id: registrationId });
  return row ?? null;
}

/** Registrations with their events, by id; unknown ids are left out. */
export function findPassRecipients(db: Executor, registrationIds: string[]) {
  if (registrationIds.length === 0) return Promise.resolve([]);
  return db
    .select({ registration: registrations, event: events })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(anyOf(registrations.id, registrationIds));
}
