/**
 * An organiser cancels a registration from the table (issue 30 item 5): kept for the records,
 * `cancelled` by the organiser with the reason given; the visitor e-mailed (unless the organiser says
 * not to) with the reason; the door refuses the pass from then on; a place held (registered or
 * offered) goes to the first in line. Under the event's lock for update, as every change of its
 * places; audited with the organiser as the actor.
 */
import { isUuid, type OrganiserCancelInput } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { conflict, englishText, notFound, spokenAnswer } from '../../platform/http/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { hasEnded } from '../events/event-status.ts';
import * as eventsRepo from '../events/events.repository.ts';
import { enqueueCancellationEmail } from '../passes/pass-email.job.ts';
import { type OfferPolicy, offerFreedPlaces } from '../waiting-list/offers.ts';
import * as repo from './registrations.repository.ts';

export const REGISTRATION_NOT_FOUND_MESSAGE = englishText('registration_not_found');
export const CANCELLED_ALREADY_MESSAGE = englishText('registration_cancelled_already');
export const ENDED_CANCEL_MESSAGE = englishText('event_ended_cancel_locked');

export interface OrganiserCancelDeps extends OfferPolicy {
  db: Database;
  changes: ChangeFeed;
}

export function createOrganiserCancel(deps: OrganiserCancelDeps) {
  const { db, queue, now, changes } = deps;
  return async function cancel(id: string, input: OrganiserCancelInput, audit: AuditContext) {
    const registration = isUuid(id) ? await repo.findRegistration(db, id) : null;
    const event = registration && (await eventsRepo.findEvent(db, registration.eventId));
    if (!registration || !event) throw notFound('registration_not_found');
    if (registration.status === 'cancelled') throw conflict('registration_cancelled_already');
    if (hasEnded(event, now())) throw conflict('event_ended_cancel_locked');
    const reason = input.reason?.trim() || null;
    const notify = input.notify ?? true;
    const done = await db.transaction(async (tx) => {
      await eventsRepo.lockEventPlaces(tx, event.id, 'update');
      // What it is under the lock (an offer may have been made or claimed since it was read).
      const before = (await repo.findRegistration(tx, id))?.status;
      if (!before || before === 'cancelled') return false;
      const row = await repo.cancelRegistration(tx, id, now(), 'organiser', reason);
      if (!row) return false;
      if (notify) await enqueueCancellationEmail(queue, row.id, tx, before);
      await recordAudit(tx, audit, {
        action: 'registration.cancel_by_organiser',
        targetType: 'registration',
        targetId: row.id,
        targetName: row.name,
        eventId: event.id,
        reason,
        changes: { status: { before, after: 'cancelled' }, notified: notify },
      });
      if (before !== 'waiting') await offerFreedPlaces(tx, event.id, deps);
      return true;
    });
    if (!done) throw conflict('registration_cancelled_already');
    changes.publish({ kind: 'event', eventId: event.id });
    return spokenAnswer(notify ? 'registration_cancelled_notified' : 'registration_cancelled');
  };
}
