/**
 * The organiser's side of an event's waiting list (issue 30 item 3): the list in line order, "Offer a
 * place now" (out of turn, even past the places: the organiser's choice) and "Remove from the list"
 * (cancelled by the organiser and e-mailed; an offer withdrawn this way goes to the next in line).
 * Each under the event's lock for update, as every change of its places; each audited.
 */

import type { z } from 'zod';
import { WAITING_LIST_SHOWN } from '../../../common/contracts/waiting-list.ts';
import type { waitingListSchema, waitingPersonSchema } from '../../../common/responses.ts';
import { isUuid } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, englishText, notFound, spokenAnswer } from '../../platform/http/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { hasEnded } from '../events/event-status.ts';
import { findEvent, lockEventPlaces, placeCounts } from '../events/events.repository.ts';
import { enqueueCancellationEmail } from '../passes/pass-email.job.ts';
import { cancelRegistration } from '../registrations/registrations.repository.ts';
import { type OfferPolicy, offerFreedPlaces, offerPlaces } from './offers.ts';
import * as repo from './waiting-list.repository.ts';

export const NOT_ON_LIST_MESSAGE = englishText('waiting_person_not_found');
export const OFFERED_ALREADY_MESSAGE = englishText('waiting_offered_already');
export const ENDED_LIST_MESSAGE = englishText('event_ended_waiting_list_locked');

type WaitingList = z.output<typeof waitingListSchema>;
type WaitingPerson = z.output<typeof waitingPersonSchema>;

export interface WaitingListServiceDeps extends OfferPolicy {
  db: Database;
  changes: ChangeFeed;
}

export function createWaitingListService(deps: WaitingListServiceDeps) {
  const { db, changes } = deps;

  async function requireEventId(id: string): Promise<string> {
    const event = isUuid(id) ? await findEvent(db, id) : null;
    if (!event) throw notFound('event_not_found');
    return event.id;
  }

  /** An event still open to changes: nothing is offered or removed once it is over (409). */
  async function requireOpenEventId(id: string): Promise<string> {
    const event = isUuid(id) ? await findEvent(db, id) : null;
    if (!event) throw notFound('event_not_found');
    if (hasEnded(event, deps.now())) throw conflict('event_ended_waiting_list_locked');
    return event.id;
  }

  /** The person on this event's list, read again under the lock: 404 when they are not (any more). */
  async function onList(tx: Executor, eventId: string, id: string) {
    const state = isUuid(id) ? await repo.findOfferState(tx, id) : null;
    if (!state || state.eventId !== eventId || (state.status !== 'waiting' && state.status !== 'offered')) {
      throw notFound('waiting_person_not_found');
    }
    return state;
  }

  return {
    async list(eventId: string): Promise<WaitingList> {
      const id = await requireEventId(eventId);
      const [counts, rows] = await Promise.all([placeCounts(db, id), repo.listWaitingList(db, id, WAITING_LIST_SHOWN)]);
      let position = 0;
      const items: WaitingPerson[] = rows.map((row) => ({
        id: row.id,
        position: row.status === 'waiting' ? ++position : null,
        name: row.name,
        email: row.email,
        status: row.status === 'offered' ? 'offered' : 'waiting',
        joinedAt: row.joinedAt,
        offeredUntil: row.offeredUntil,
      }));
      return { waiting: counts.waiting, offered: counts.offered, items };
    },

    async offerNow(eventId: string, registrationId: string, audit: AuditContext): Promise<WaitingPerson> {
      const id = await requireOpenEventId(eventId);
      const offeredId = await db.transaction(async (tx) => {
        await lockEventPlaces(tx, id, 'update');
        const state = await onList(tx, id, registrationId);
        if (state.status === 'offered') throw conflict('waiting_offered_already');
        await offerPlaces(tx, id, [{ id: state.id, name: state.name }], deps, audit);
        return state.id;
      });
      changes.publish({ kind: 'event', eventId: id });
      const row = await repo.findWaitingPerson(db, offeredId);
      if (!row) throw notFound('waiting_person_not_found');
      return { ...row, position: null, status: 'offered' };
    },

    async remove(
      eventId: string,
      registrationId: string,
      audit: AuditContext,
    ): Promise<{ code: string; message: string }> {
      const id = await requireOpenEventId(eventId);
      await db.transaction(async (tx) => {
        await lockEventPlaces(tx, id, 'update');
        const state = await onList(tx, id, registrationId);
        const row = await cancelRegistration(tx, state.id, deps.now(), 'organiser');
        if (!row) throw notFound('waiting_person_not_found');
        await enqueueCancellationEmail(deps.queue, row.id, tx, state.status === 'offered' ? 'offered' : 'waiting');
        await recordAudit(tx, audit, {
          action: 'registration.remove_waiting',
          targetType: 'registration',
          targetId: row.id,
          targetName: row.name,
          eventId: id,
          changes: { status: { before: state.status, after: 'cancelled' } },
        });
        // An offer withdrawn frees its place for the next in line.
        if (state.status === 'offered') await offerFreedPlaces(tx, id, deps);
      });
      changes.publish({ kind: 'event', eventId: id });
      return spokenAnswer('waiting_person_removed');
    },
  };
}

export type WaitingListService = ReturnType<typeof createWaitingListService>;
