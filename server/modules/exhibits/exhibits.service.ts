/**
 * The organiser's exhibit use cases: an exhibit belongs to an event that has not ended, within its
 * dates, and its capacity is never below the people it has admitted.
 */
import { keptTranslations } from '../../../common/event-texts.ts';
import { type ExhibitInput, isUuid } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { conflict, fieldRefused, notFound } from '../../platform/http/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { changedFields, snapshot } from '../audit/audit-changes.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { placeExhibitDate } from '../events/event-dates.ts';
import { hasEnded } from '../events/event-status.ts';
import { requireEvent } from '../events/events.service.ts';
import { readEventLanguages } from '../settings/event-languages.ts';
import { capacityRefusal } from './capacity.ts';
import * as repo from './exhibits.repository.ts';

/** What the audit trail keeps of an exhibit's change. */
const AUDITED_FIELDS = [
  'name',
  'description',
  'date',
  'startTime',
  'endTime',
  'maxCapacity',
  'capacityMode',
  'reentry',
  'autoExit',
  'isActive',
  'translations',
] as const;

export interface ExhibitsServiceDeps {
  db: Database;
  now: () => Date;
  /** APP_TIMEZONE: an exhibit's date is noon of its day there. */
  timezone: string;
  changes: ChangeFeed;
}

export function createExhibitsService({ db, now, timezone, changes }: ExhibitsServiceDeps) {
  /**
   * The exhibit as it is kept, in an event it may be written to: the event exists, has not ended, and
   * spans the exhibit's date (noon of the day sent). Translations are kept in the organisation's other
   * languages only; left out, an existing exhibit's stay as they are.
   */
  async function placedInEvent(input: ExhibitInput): Promise<repo.ExhibitValues> {
    const event = await requireEvent(db, input.eventId);
    if (hasEnded(event, now())) throw conflict('event_ended_exhibits_locked');
    const date = placeExhibitDate(input.date, timezone);
    if (date < event.startDate || date > event.endDate) {
      throw fieldRefused('date', 'exhibit_date_outside_event');
    }
    const { translations, ...fields } = input;
    return {
      ...fields,
      date,
      ...(translations === undefined
        ? {}
        : { translations: keptTranslations(translations, await readEventLanguages(db)) }),
    };
  }

  /** The exhibit, in an event that has not ended. */
  async function requireChangeableExhibit(id: string) {
    const exhibit = isUuid(id) ? await repo.findExhibit(db, id) : null;
    if (!exhibit) throw notFound('exhibit_not_found');
    const event = await requireEvent(db, exhibit.eventId);
    if (hasEnded(event, now())) throw conflict('event_ended_exhibits_locked');
    return exhibit;
  }

  return {
    async create(input: ExhibitInput, audit: AuditContext) {
      const values = await placedInEvent(input);
      const exhibit = await db.transaction(async (tx) => {
        const created = await repo.insertExhibit(tx, values);
        await recordAudit(tx, audit, {
          action: 'exhibit.create',
          targetType: 'exhibit',
          targetId: created.id,
          targetName: created.name,
          eventId: created.eventId,
          changes: snapshot(created, AUDITED_FIELDS),
        });
        return created;
      });
      changes.publish({ kind: 'exhibit', eventId: exhibit.eventId });
      return exhibit;
    },

    async update(id: string, input: ExhibitInput, audit: AuditContext) {
      const exhibit = await requireChangeableExhibit(id);
      if (input.eventId !== exhibit.eventId) {
        throw fieldRefused('eventId', 'exhibit_other_event');
      }
      const values = await placedInEvent(input);
      const updated = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Executor;
        // A capacity of people inside at once (issue 32) may be set below those inside: nobody enters
        // until enough have left. Admissions in total cannot be undone.
        const countsInside = (input.capacityMode ?? exhibit.capacityMode) === 'inside';
        if (input.maxCapacity !== null && input.maxCapacity !== undefined && !countsInside) {
          const problem = capacityRefusal(
            input.maxCapacity,
            await repo.lockAndCountAdmitted(tx, exhibit.id),
            exhibit.name,
          );
          if (problem) throw fieldRefused('maxCapacity', problem.code, problem.values, 409);
        }
        const row = await repo.updateExhibit(tx, exhibit.id, values);
        if (!row) return null;
        await recordAudit(tx, audit, {
          action: 'exhibit.update',
          targetType: 'exhibit',
          targetId: exhibit.id,
          targetName: row.name,
          eventId: exhibit.eventId,
          changes: changedFields(exhibit, values, AUDITED_FIELDS),
        });
        return row;
      });
      if (!updated) throw notFound('exhibit_not_found');
      changes.publish({ kind: 'exhibit', eventId: exhibit.eventId });
      return updated;
    },

    async remove(id: string, audit: AuditContext) {
      const exhibit = await requireChangeableExhibit(id);
      await db.transaction(async (tx) => {
        await repo.deleteExhibit(tx, exhibit.id);
        await recordAudit(tx, audit, {
          action: 'exhibit.delete',
          targetType: 'exhibit',
          targetId: exhibit.id,
          targetName: exhibit.name,
          eventId: exhibit.eventId,
          changes: snapshot(exhibit, AUDITED_FIELDS),
        });
      });
      changes.publish({ kind: 'exhibit', eventId: exhibit.eventId });
    },
  };
}

export type ExhibitsService = ReturnType<typeof createExhibitsService>;
