/** The organiser's exhibit use cases: an exhibit belongs to an event that has not ended, within its dates. */
import { type ExhibitInput, isUuid } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { hasEnded } from '../events/event-status.ts';
import { requireEvent } from '../events/events.service.ts';
import * as repo from './exhibits.repository.ts';

export interface ExhibitsServiceDeps {
  db: Database;
  now: () => Date;
  changes: ChangeFeed;
}

const ENDED_MESSAGE = 'This event has ended; its exhibits can no longer be changed.';
const OUTSIDE_EVENT_MESSAGE = "The exhibit's date must be within the event's dates.";

export function createExhibitsService({ db, now, changes }: ExhibitsServiceDeps) {
  /** The event an exhibit may be written to: it exists, has not ended, and spans the exhibit's date. */
  async function requireWritableEvent(input: ExhibitInput) {
    const event = await requireEvent(db, input.eventId);
    if (hasEnded(event, now())) throw conflict(ENDED_MESSAGE);
    if (input.date < event.startDate || input.date > event.endDate) {
      throw badRequest(OUTSIDE_EVENT_MESSAGE, { issues: [{ path: 'date', message: OUTSIDE_EVENT_MESSAGE }] });
    }
    return event;
  }

  /** The exhibit, in an event that has not ended. */
  async function requireChangeableExhibit(id: string) {
    const exhibit = isUuid(id) ? await repo.findExhibit(db, id) : null;
    if (!exhibit) throw notFound('Exhibit not found.');
    const event = await requireEvent(db, exhibit.eventId);
    if (hasEnded(event, now())) throw conflict(ENDED_MESSAGE);
    return exhibit;
  }

  return {
    async create(input: ExhibitInput) {
      await requireWritableEvent(input);
      const exhibit = await repo.insertExhibit(db, input);
      changes.publish({ kind: 'exhibit', eventId: exhibit.eventId });
      return exhibit;
    },

    async update(id: string, input: ExhibitInput) {
      const exhibit = await requireChangeableExhibit(id);
      await requireWritableEvent(input);
      const updated = await repo.updateExhibit(db, exhibit.id, input);
      if (!updated) throw notFound('Exhibit not found.');
      changes.publish({ kind: 'exhibit', eventId: input.eventId });
      if (input.eventId !== exhibit.eventId) changes.publish({ kind: 'exhibit', eventId: exhibit.eventId });
      return updated;
    },

    async remove(id: string) {
      const exhibit = await requireChangeableExhibit(id);
      await repo.deleteExhibit(db, exhibit.id);
      changes.publish({ kind: 'exhibit', eventId: exhibit.eventId });
    },
  };
}

export type ExhibitsService = ReturnType<typeof createExhibitsService>;
