/**
 * Freed places go to the waiting list (issue 30 item 3): first come, first served. Whatever frees a
 * place (a cancellation, an offer declined or expired, more places) calls `offerFreedPlaces` in its
 * own transaction, so the offer, its "A place is yours" e-mail and its expiry are committed with the
 * change that freed the place, or not at all: a crash or a restart neither loses nor doubles an
 * offer. The expiry is a delayed job (offer-expiry.job.ts) due when the offer ends.
 */
import { placesToOffer } from '../../../common/event-capacity.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { recordAudits } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { SYSTEM_CONTEXT } from '../audit/audit-context.ts';
import { lockEventPlaces, placeCounts } from '../events/events.repository.ts';
import { enqueueOfferEmails } from '../passes/pass-email.job.ts';
import { OFFER_EXPIRY_QUEUE_NAME, type OfferExpiryJob } from './offer-expiry.queue.ts';
import * as repo from './waiting-list.repository.ts';

/** What an offer needs: the queue its e-mail and expiry go on, the clock, and WAITLIST_OFFER_HOURS. */
export interface OfferPolicy {
  queue: JobQueue;
  now: () => Date;
  offerHours: number;
}

/**
 * Offers these people a place now, until `offerHours` from now: each gets the e-mail and an expiry
 * job, and the audit trail an entry by `audit`'s actor (the system, or the organiser who offered).
 * Only those still waiting are offered; they are returned.
 */
export async function offerPlaces(
  tx: Executor,
  eventId: string,
  people: repo.WaitingPerson[],
  policy: OfferPolicy,
  audit: AuditContext = SYSTEM_CONTEXT,
): Promise<repo.WaitingPerson[]> {
  const until = new Date(policy.now().getTime() + policy.offerHours * 3_600_000);
  const offered = await repo.markOffered(
    tx,
    people.map((person) => person.id),
    until,
  );
  if (offered.length === 0) return offered;
  const ids = offered.map((person) => person.id);
  await enqueueOfferEmails(policy.queue, ids, tx);
  await policy.queue.enqueueMany(
    OFFER_EXPIRY_QUEUE_NAME,
    ids.map((registrationId) => ({ registrationId }) satisfies OfferExpiryJob),
    { tx, startAfter: until },
  );
  await recordAudits(
    tx,
    audit,
    offered.map((person) => ({
      action: 'registration.offer',
      targetType: 'registration',
      targetId: person.id,
      targetName: person.name,
      eventId,
      changes: { status: { before: 'waiting', after: 'offered' }, offeredUntil: until.toISOString() },
    })),
  );
  return offered;
}

/**
 * Offers the event's free places (neither registered nor offered) to the first people waiting.
 * Takes the event's lock for update (again, if the caller holds it: the counts are exact under it).
 */
export async function offerFreedPlaces(tx: Executor, eventId: string, policy: OfferPolicy): Promise<number> {
  const places = await lockEventPlaces(tx, eventId, 'update');
  if (!places) return 0;
  const counts = await placeCounts(tx, eventId);
  const count = placesToOffer(places.capacity, counts.registered, counts.offered, counts.waiting);
  if (count === 0) return 0;
  const people = await repo.firstWaiting(tx, eventId, count);
  return (await offerPlaces(tx, eventId, people, policy)).length;
}
