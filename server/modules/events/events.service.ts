/** The organiser's event use cases: the rules around the `events` table's writes, and who hears of them. */
import { type EventInput, isUuid } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { hasEnded } from './event-status.ts';
import * as repo from './events.repository.ts';

/** The event, or a 404 for an unknown (or malformed) id. */
export async function requireEvent(db: Executor, id: string): Promise<repo.EventRow> {
  const event = isUuid(id) ? await repo.findEvent(db, id) : null;
  if (!event) throw notFound('Event not found.');
  return event;
}

export interface EventsServiceDeps {
  db: Database;
  now: () => Date;
  changes: ChangeFeed;
}

export function createEventsService({ db, now, changes }: EventsServiceDeps) {
  return {
    async create(input: EventInput) {
      const event = await repo.insertEvent(db, input);
      changes.publish({ kind: 'event', eventId: event.id });
      return event;
    },

    async update(id: string, input: EventInput) {
      const event = await requireEvent(db, id);
      if (hasEnded(event, now())) throw conflict('This event has ended and can no longer be changed.');
      const updated = await repo.updateEvent(db, event.id, input);
      if (!updated) throw notFound('Event not found.');
      changes.publish({ kind: 'event', eventId: event.id });
      return updated;
    },

    async remove(id: string) {
      const event = await requireEvent(db, id);
      if (hasEnded(event, now())) throw conflict('This event has ended and can no longer be deleted.');
      await repo.deleteEvent(db, event.id);
      changes.publish({ kind: 'event', eventId: event.id });
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
