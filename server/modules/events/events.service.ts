/** The organiser's event use cases: the rules around the `events` table's writes, and who hears of them. */
import { type EventInput, isUuid } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { placeEventDates } from './event-dates.ts';
import { hasEnded } from './event-status.ts';
import * as repo from './events.repository.ts';

/** The event, or a 404 for an unknown (or malformed) id. */
export async function requireEvent(db: Executor, id: string): Promise<repo.EventRow> {
  const event = isUuid(id) ? await repo.findEvent(db, id) : null;
  if (!event) throw notFound('Event not found.');
  return event;
}

export const ENDED_DELETE_MESSAGE =
  'This event has ended. Deleting it also deletes its registrations and check-ins: confirm with ?confirm=ended.';

export interface EventsServiceDeps {
  db: Database;
  now: () => Date;
  /** APP_TIMEZONE: the zone whose days an event's dates are. */
  timezone: string;
  changes: ChangeFeed;
}

export function createEventsService({ db, now, timezone, changes }: EventsServiceDeps) {
  /** The event as it is kept: from the start of its first day to the end of its last, ending today or later. */
  function placed(input: EventInput): repo.EventValues {
    const dates = placeEventDates(input, timezone, now());
    if (!dates.ok) throw badRequest(dates.message, { issues: [{ path: dates.path, message: dates.message }] });
    return { name: input.name, description: input.description, startDate: dates.startDate, endDate: dates.endDate };
  }

  return {
    async create(input: EventInput) {
      const event = await repo.insertEvent(db, placed(input));
      changes.publish({ kind: 'event', eventId: event.id });
      return event;
    },

    async update(id: string, input: EventInput) {
      const event = await requireEvent(db, id);
      if (hasEnded(event, now())) throw conflict('This event has ended and can no longer be changed.');
      const updated = await repo.updateEvent(db, event.id, placed(input));
      if (!updated) throw notFound('Event not found.');
      changes.publish({ kind: 'event', eventId: event.id });
      return updated;
    },

    /**
     * Deletes the event with its exhibits, registrations and check-ins. An ended event only with
     * `confirmEnded`: its records are all that is left of it, so deleting it is asked for twice.
     */
    async remove(id: string, { confirmEnded = false } = {}) {
      const event = await requireEvent(db, id);
      if (hasEnded(event, now()) && !confirmEnded) throw conflict(ENDED_DELETE_MESSAGE);
      await repo.deleteEvent(db, event.id);
      changes.publish({ kind: 'event', eventId: event.id });
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
