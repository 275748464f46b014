/** The `registrations` table. This module owns its writes. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { events, registrations } from '../../platform/db/schema.ts';
import { driverClient } from '../../platform/library-internals/drizzle-driver-client.ts';

export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistration = typeof registrations.$inferInsert;

export type NewRegistrationValues = Required<
  Pick<NewRegistration, 'id' | 'eventId' | 'name' | 'email' | 'phone' | 'phoneDigits' | 'company' | 'qrCode' | 'locale'>
>;

const INSERT_REGISTRATION = `insert into registrations (id, event_id, name, email, phone, phone_digits, company, qr_code, locale)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`;
const INSERT_WAITING = `insert into registrations (id, event_id, name, email, phone, phone_digits, company, qr_code, locale, status, waiting_position)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'waiting', $10)`;

/**
 * Runs inside the registration's transaction, many times a second in a rush: a named statement on
 * the transaction's own client (drizzle would build the insert again for every transaction).
 * `waitingPosition`: the registration joins the event's waiting list there (issue 30).
 */
export async function insertRegistration(
  tx: Executor,
  values: NewRegistrationValues,
  waitingPosition: number | null = null,
): Promise<void> {
  const { id, eventId, name, email, phone, phoneDigits, company, qrCode, locale } = values;
  const row = [id, eventId, name, email, phone, phoneDigits, company, qrCode, locale];
  if (waitingPosition === null) await driverClient(tx).query(INSERT_REGISTRATION, row, 'insert_registration');
  else await driverClient(tx).query(INSERT_WAITING, [...row, waitingPosition], 'insert_waiting_registration');
}

/**
 * The next place in the event's waiting list (1 when nobody waits); exact only under the event's
 * lock for update, which every registration of an event with places takes. Read through the
 * (event, position) index, as a named statement on the transaction's own client (as the insert).
 */
export async function nextWaitingPosition(tx: Executor, eventId: string): Promise<number> {
  const { rows } = await driverClient(tx).query<{ last: number | null }>(
    'select max(waiting_position) as last from registrations where event_id = $1 and waiting_position is not null',
    [eventId],
    'next_waiting_position',
  );
  return Number(rows[0]?.last ?? 0) + 1;
}

/** An event's registration of this address (case and spaces aside): its status and place in line. */
export async function findStandingOf(db: Executor, eventId: string, email: string) {
  const [row] = await db
    .select({ id: registrations.id, status: registrations.status, waitingPosition: registrations.waitingPosition })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        sql`lower(${registrations.email}) = lower(${email.trim()})`,
        // The unique index's rows: a cancelled registration does not hold the address (migration 0020).
        sql`${registrations.status} <> 'cancelled'`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findRegistration(db: Executor, id: string): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
  return row ?? null;
}

/** What the door shows of a scanned pass: the registrant and their event, nothing else. */
export async function findDoorRegistration(db: Executor, id: string) {
  const [row] = await doorRegistration(db).execute({ id });
  return row ?? null;
}

// Every door scan: a prepared statement reading only the columns the door shows (the whole rows
// cost about twice the row mapping: docs/decisions/013-bench-method.md).
const doorRegistration = preparedQuery((db) =>
  db
    .select({
      registration: {
        id: registrations.id,
        eventId: registrations.eventId,
        name: registrations.name,
        email: registrations.email,
        status: registrations.status,
        cancelledAt: registrations.cancelledAt,
      },
      event: { id: events.id, name: events.name, startDate: events.startDate, endDate: events.endDate },
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.id, sql.placeholder('id')))
    .limit(1)
    .prepare('door_registration'),
);

/** Every registration of one e-mail address (case-insensitive), with its event; by name. */
export function findRegistrationsByEmail(db: Executor, email: string) {
  return db
    .select({ registration: registrations, event: events })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(sql`lower(${registrations.email}) = lower(${email.trim()})`)
    .orderBy(asc(registrations.name), asc(registrations.createdAt));
}

/**
 * Every registration of one phone number, by its digits (common/phone-number.ts's
 * `phoneLookupDigits`: its E.164 digits, and the digits as typed); by name. Served by
 * `registrations_phone_digits_idx`.
 */
export function findRegistrationsByPhone(db: Executor, digits: readonly string[]) {
  return db
    .select({ registration: registrations, event: events })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(inArray(registrations.phoneDigits, [...digits]))
    .orderBy(asc(registrations.name), asc(registrations.createdAt));
}

/** Every registration, newest first, each with its status (issue 30 item 5: as the event's table lists them). */
export function listRegistrations(db: Executor) {
  return db
    .select({
      id: registrations.id,
      eventId: registrations.eventId,
      name: registrations.name,
      email: registrations.email,
      phone: registrations.phone,
      company: registrations.company,
      createdAt: registrations.createdAt,
      status: registrations.status,
      offeredUntil: registrations.offeredUntil,
      cancelledAt: registrations.cancelledAt,
      cancelledBy: registrations.cancelledBy,
      cancelReason: registrations.cancelReason,
    })
    .from(registrations)
    .orderBy(desc(registrations.createdAt));
}

/**
 * A waiting registration's place in line now: 1 + those still waiting ahead of it (positions stay as
 * they were given; one who left leaves a gap that this count closes). Read through the (event,
 * position) index.
 */
export async function placeInLine(db: Executor, eventId: string, waitingPosition: number): Promise<number> {
  const [row] = await db
    .select({ ahead: sql<string>`count(*)` })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        sql`${registrations.waitingPosition} < ${waitingPosition}`,
        eq(registrations.status, 'waiting'),
      ),
    );
  return Number(row?.ahead ?? 0) + 1;
}

/** A visitor's new details (issue 30 item 2); null when the registration is cancelled or gone. */
export async function updateDetails(
  db: Executor,
  id: string,
  values: Pick<RegistrationRow, 'name' | 'phone' | 'phoneDigits' | 'company'>,
): Promise<RegistrationRow | null> {
  const [row] = await db
    .update(registrations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(registrations.id, id), sql`${registrations.status} <> 'cancelled'`))
    .returning();
  return row ?? null;
}

/**
 * Cancels a registration (issue 30 items 2, 3, 5): kept, `cancelled` at `at` by whom (and why), out of
 * the waiting list, its offer withdrawn. Null when it was cancelled already (or is gone): a second
 * cancel changes nothing.
 */
export async function cancelRegistration(
  db: Executor,
  id: string,
  at: Date,
  by: 'visitor' | 'organiser' | 'system' = 'visitor',
  reason: string | null = null,
): Promise<RegistrationRow | null> {
  const [row] = await db
    .update(registrations)
    .set({
      status: 'cancelled',
      cancelledAt: at,
      cancelledBy: by,
      cancelReason: reason,
      waitingPosition: null,
      offeredUntil: null,
      updatedAt: at,
    })
    .where(and(eq(registrations.id, id), sql`${registrations.status} <> 'cancelled'`))
    .returning();
  return row ?? null;
}
