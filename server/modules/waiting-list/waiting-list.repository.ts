/**
 * The waiting list's rows (issue 30 item 3, migration 0022): the first people waiting, offers made,
 * claimed and expired, and the organiser's list. Every write here runs under the event's lock for
 * update (events.repository's `lockEventPlaces`), as every registration of an event with places does.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema.ts';

export interface WaitingPerson {
  id: string;
  name: string;
}

/** The first `count` still waiting, in the order they joined (the (event, position) index). */
export function firstWaiting(tx: Executor, eventId: string, count: number): Promise<WaitingPerson[]> {
  return tx
    .select({ id: registrations.id, name: registrations.name })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'waiting')))
    .orderBy(asc(registrations.waitingPosition))
    .limit(count);
}

/** Offers them a place until `until`; they keep their place in line. Only rows still waiting change. */
export async function markOffered(tx: Executor, ids: string[], until: Date): Promise<WaitingPerson[]> {
  if (ids.length === 0) return [];
  return tx
    .update(registrations)
    .set({ status: 'offered', offeredUntil: until, updatedAt: new Date() })
    .where(and(inArray(registrations.id, ids), eq(registrations.status, 'waiting')))
    .returning({ id: registrations.id, name: registrations.name });
}

/** The offer claimed while it stands (before `until`): registered, out of the line. Null otherwise. */
export async function claimOffer(tx: Executor, id: string, at: Date) {
  const [row] = await tx
    .update(registrations)
    .set({ status: 'registered', offeredUntil: null, waitingPosition: null, updatedAt: at })
    .where(
      and(eq(registrations.id, id), eq(registrations.status, 'offered'), sql`${registrations.offeredUntil} > ${at}`),
    )
    .returning();
  return row ?? null;
}

/** The offer unclaimed past its time: cancelled by the system. Null when it was not (claimed, or still open). */
export async function expireOffer(tx: Executor, id: string, at: Date) {
  const [row] = await tx
    .update(registrations)
    .set({
      status: 'cancelled',
      cancelledAt: at,
      cancelledBy: 'system',
      cancelReason: 'The place offered was not claimed in time.',
      offeredUntil: null,
      waitingPosition: null,
      updatedAt: at,
    })
    .where(and(eq(registrations.id, id), eq(registrations.status, 'offered'), lte(registrations.offeredUntil, at)))
    .returning();
  return row ?? null;
}

/** A registration's event, status and offer: what an offer's job and an organiser's action check first. */
export async function findOfferState(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: registrations.id,
      eventId: registrations.eventId,
      name: registrations.name,
      status: registrations.status,
      offeredUntil: registrations.offeredUntil,
    })
    .from(registrations)
    .where(eq(registrations.id, id))
    .limit(1);
  return row ?? null;
}

/** One person of a waiting list, as the organiser's list shows them. */
export async function findWaitingPerson(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: registrations.id,
      name: registrations.name,
      email: registrations.email,
      joinedAt: registrations.createdAt,
      offeredUntil: registrations.offeredUntil,
    })
    .from(registrations)
    .where(eq(registrations.id, id))
    .limit(1);
  return row ?? null;
}

/** The event's waiting list as organisers see it: offered and waiting, in line order, the first `limit`. */
export function listWaitingList(db: Executor, eventId: string, limit: number) {
  return db
    .select({
      id: registrations.id,
      name: registrations.name,
      email: registrations.email,
      status: registrations.status,
      joinedAt: registrations.createdAt,
      offeredUntil: registrations.offeredUntil,
    })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), sql`${registrations.waitingPosition} is not null`))
    .orderBy(asc(registrations.waitingPosition))
    .limit(limit);
}
