/**
 * An offer's expiry (issue 30 item 3): a delayed job, committed with the offer and due when it ends.
 * If the place is still unclaimed then, the registration is cancelled by the system (e-mailed why)
 * and the place goes to the next in line, in one transaction. Claimed, declined or withdrawn since:
 * nothing to do. Run twice (a retry after a crash): the second finds nothing to expire.
 */
import type { Database } from '../../platform/db/client.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { SYSTEM_CONTEXT } from '../audit/audit-context.ts';
import { lockEventPlaces } from '../events/events.repository.ts';
import { enqueueCancellationEmail } from '../passes/pass-email.job.ts';
import { OFFER_EXPIRY_QUEUE_NAME, type OfferExpiryJob } from './offer-expiry.queue.ts';
import { type OfferPolicy, offerFreedPlaces } from './offers.ts';
import { expireOffer, findOfferState } from './waiting-list.repository.ts';

/** What an expiry changes and what it tells: the event's id when an offer expired, else null. */
export async function expireIfDue(
  db: Database,
  registrationId: string,
  policy: OfferPolicy,
): Promise<{ eventId: string } | null> {
  const state = await findOfferState(db, registrationId);
  if (state?.status !== 'offered' || !state.offeredUntil) return null;
  const now = policy.now();
  // Due by the database's clock, a little before this process's: come back when it is due here.
  if (state.offeredUntil > now) {
    await policy.queue.enqueue(
      OFFER_EXPIRY_QUEUE_NAME,
      { registrationId },
      { startAfter: Math.ceil((state.offeredUntil.getTime() - now.getTime()) / 1000) },
    );
    return null;
  }
  return db.transaction(async (tx) => {
    // The event's lock first, as a claim takes it: the two never wait on each other's row.
    await lockEventPlaces(tx, state.eventId, 'update');
    const row = await expireOffer(tx, registrationId, now);
    if (!row) return null;
    await enqueueCancellationEmail(policy.queue, row.id, tx, 'offered');
    await recordAudit(tx, SYSTEM_CONTEXT, {
      action: 'registration.offer_expire',
      targetType: 'registration',
      targetId: row.id,
      targetName: row.name,
      eventId: row.eventId,
      changes: { status: { before: 'offered', after: 'cancelled' } },
    });
    await offerFreedPlaces(tx, row.eventId, policy);
    return { eventId: row.eventId };
  });
}

export function offerExpiryHandler(db: Database, policy: OfferPolicy, onChanged: (eventId: string) => void) {
  return async (job: OfferExpiryJob): Promise<void> => {
    const expired = await expireIfDue(db, job.registrationId, policy);
    if (expired) onChanged(expired.eventId);
  };
}
