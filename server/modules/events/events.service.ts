/** The organiser's event use cases: the rules around the `events` table's writes, and who hears of them. */
import { type CompanyField, DEFAULT_COMPANY_FIELD } from '../../../common/company-field.ts';
import { keptTranslations, type TextTranslations } from '../../../common/event-texts.ts';
import { type EventInput, isUuid } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, englishText, fieldRefused, notFound } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { changedFields, snapshot } from '../audit/audit-changes.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { readEventLanguages } from '../settings/event-languages.ts';
import { type OfferPolicy, offerFreedPlaces } from '../waiting-list/offers.ts';
import { placeEventDates } from './event-dates.ts';
import { hasEnded } from './event-status.ts';
import * as repo from './events.repository.ts';

/** What the audit trail keeps of an event's change. */
const AUDITED_FIELDS = [
  'name',
  'description',
  'startDate',
  'endDate',
  'companyField',
  'capacity',
  'reminderHours',
  'translations',
] as const;

/** The event, or a 404 for an unknown (or malformed) id. */
export async function requireEvent(db: Executor, id: string): Promise<repo.EventRow> {
  const event = isUuid(id) ? await repo.findEvent(db, id) : null;
  if (!event) throw notFound('event_not_found');
  return event;
}

const NEW_EVENT = { companyField: DEFAULT_COMPANY_FIELD, capacity: null, reminderHours: null, translations: {} };

/**
 * Places may not drop below the people registered (409, the message also on the field). The event's
 * row is locked for update first: every registration of the event holds a lock on it until it
 * commits (repo.lockEventPlaces), so the count read next is exact and none lands past it.
 *
 * Raising the places frees some for the waiting list: `update` offers them to the first in line
 * (waiting-list/offers.ts), in its transaction.
 */
async function keepPlacesAboveRegistered(tx: Executor, eventId: string, capacity: number) {
  await repo.lockEventPlaces(tx, eventId, 'update');
  const { registered, offered } = await repo.placeCounts(tx, eventId);
  // The words of common/event-capacity.ts's capacityProblem, by code.
  const held = registered + offered;
  if (capacity >= held) return;
  throw fieldRefused(
    'capacity',
    offered > 0 ? 'event_capacity_below_held' : 'event_capacity_below_registered',
    { count: held },
    409,
  );
}

export const ENDED_DELETE_MESSAGE = englishText('event_ended_delete_confirm');

export interface EventsServiceDeps {
  db: Database;
  now: () => Date;
  /** APP_TIMEZONE: the zone whose days an event's dates are. */
  timezone: string;
  changes: ChangeFeed;
  queue: JobQueue;
  /** WAITLIST_OFFER_HOURS (issue 30 item 3). */
  offerHours: number;
}

export function createEventsService({ db, now, timezone, changes, queue, offerHours }: EventsServiceDeps) {
  const offers: OfferPolicy = { queue, now, offerHours };
  /**
   * The event as it is kept: from the start of its first day to the end of its last, ending today
   * or later; its Company setting, places and reminder hours as given, else `current`'s (the event's
   * own, or the defaults for a new one: Company required, no limit, the app's reminder hours, no
   * translations). Translations are kept in the organisation's other languages only.
   */
  async function placed(
    input: EventInput,
    current: {
      companyField: CompanyField;
      capacity: number | null;
      reminderHours: number | null;
      translations: TextTranslations;
    },
  ): Promise<repo.EventValues> {
    const dates = placeEventDates(input, timezone, now());
    if (!dates.ok) throw fieldRefused(dates.path, dates.code);
    return {
      name: input.name,
      description: input.description,
      startDate: dates.startDate,
      endDate: dates.endDate,
      companyField: input.companyField ?? current.companyField,
      capacity: input.capacity === undefined ? current.capacity : input.capacity,
      reminderHours: input.reminderHours === undefined ? current.reminderHours : input.reminderHours,
      translations:
        input.translations === undefined
          ? current.translations
          : keptTranslations(input.translations, await readEventLanguages(db)),
    };
  }

  return {
    async create(input: EventInput, audit: AuditContext) {
      const values = await placed(input, NEW_EVENT);
      const event = await db.transaction(async (tx) => {
        const created = await repo.insertEvent(tx, values);
        await recordAudit(tx, audit, {
          action: 'event.create',
          targetType: 'event',
          targetId: created.id,
          targetName: created.name,
          eventId: created.id,
          changes: snapshot(created, AUDITED_FIELDS),
        });
        return created;
      });
      changes.publish({ kind: 'event', eventId: event.id });
      return event;
    },

    async update(id: string, input: EventInput, audit: AuditContext) {
      const event = await requireEvent(db, id);
      if (hasEnded(event, now())) throw conflict('event_ended_locked');
      const values = await placed(input, event);
      const updated = await db.transaction(async (tx) => {
        if (values.capacity !== null) await keepPlacesAboveRegistered(tx, event.id, values.capacity);
        const row = await repo.updateEvent(tx, event.id, values);
        if (!row) return null;
        // More places (or none any more): the first in line are offered them (issue 30 item 3).
        if (values.capacity !== event.capacity) await offerFreedPlaces(tx, event.id, offers);
        await recordAudit(tx, audit, {
          action: 'event.update',
          targetType: 'event',
          targetId: event.id,
          targetName: row.name,
          eventId: event.id,
          changes: changedFields(event, values, AUDITED_FIELDS),
        });
        return row;
      });
      if (!updated) throw notFound('event_not_found');
      changes.publish({ kind: 'event', eventId: event.id });
      return updated;
    },

    /**
     * Deletes the event with its exhibits, registrations and check-ins. An ended event only with
     * `confirmEnded`: its records are all that is left of it, so deleting it is asked for twice.
     * The audit trail keeps its entries (they name the event by id and name).
     */
    async remove(id: string, audit: AuditContext, { confirmEnded = false } = {}) {
      const event = await requireEvent(db, id);
      if (hasEnded(event, now()) && !confirmEnded) throw conflict('event_ended_delete_confirm');
      await db.transaction(async (tx) => {
        await repo.deleteEvent(tx, event.id);
        await recordAudit(tx, audit, {
          action: 'event.delete',
          targetType: 'event',
          targetId: event.id,
          targetName: event.name,
          eventId: event.id,
          changes: snapshot(event, AUDITED_FIELDS),
        });
      });
      changes.publish({ kind: 'event', eventId: event.id });
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
