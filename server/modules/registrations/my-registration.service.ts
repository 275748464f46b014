/**
 * A visitor's own page (issue 30 item 2), opened by the personal link of their registration's e-mails
 * (passes/registration-link.ts): where the registration stands, "Edit my details" and "Cancel my
 * registration". Cancelling keeps the row (`cancelled`, with when), frees its place or its place in
 * line (the kept counts follow the status: migration 0020), e-mails a confirmation (a job, in the same
 * transaction) and the door refuses the pass from then on (`cancelled`, online and offline). Both are
 * audited with the actor `visitor`.
 */

import { cancelledMessage } from '../../../common/admission-rules.ts';
import { companyToKeep, UNKNOWN_COMPANY } from '../../../common/company-field.ts';
import { e164Digits, type PhoneRegion, toE164 } from '../../../common/phone-number.ts';
import type { MyRegistration } from '../../../common/responses.ts';
import { INVALID_PHONE_MESSAGE, type MyDetailsInput } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { changedFields } from '../audit/audit-changes.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { hasEnded } from '../events/event-status.ts';
import * as eventsRepo from '../events/events.repository.ts';
import { listEventExhibits } from '../exhibits/exhibits.repository.ts';
import { enqueueCancellationEmail } from '../passes/pass-email.job.ts';
import { findPassRecipient } from '../passes/pass-email.repository.ts';
import { calendarFile } from '../passes/pass-email.ts';
import { qrDataUrl } from '../passes/qr-image.ts';
import type { RegistrationLinkTokens } from '../passes/registration-link.ts';
import * as repo from './registrations.repository.ts';

export const INVALID_REGISTRATION_LINK_MESSAGE = 'This link is not valid. Use the link in your latest e-mail.';
export const EXPIRED_REGISTRATION_LINK_MESSAGE = 'This link has expired.';
export const CANCELLED_EDIT_MESSAGE = 'This registration is cancelled: its details can no longer be changed.';
export const ENDED_CHANGE_MESSAGE = 'This event has ended: your registration can no longer be changed.';

export interface MyRegistrationServiceDeps {
  db: Database;
  queue: JobQueue;
  now: () => Date;
  changes: ChangeFeed;
  linkTokens: RegistrationLinkTokens;
  phoneRegion: PhoneRegion;
  /** APP_TIMEZONE: the cancellation's day and time are written there. */
  timezone: string;
}

type Found = NonNullable<Awaited<ReturnType<typeof findPassRecipient>>>;

/**
 * Where a place freed by a cancellation goes to the event's waiting list. Issue 30 item 3 (a later
 * slice) offers it here to the first in line, in this transaction; until it lands nobody is offered
 * anything: the place stays held for the list (a newcomer gets no place while anyone waits,
 * common/event-capacity.ts) and is free for newcomers when nobody waits.
 */
async function placeFreedForWaitingList(_tx: Executor, _eventId: string): Promise<void> {}

export function createMyRegistrationService(deps: MyRegistrationServiceDeps) {
  const { db, queue, now, changes } = deps;

  /** The registration the link opens, with its event: 404 for a forged link or one whose registration is gone, 410 once expired. */
  async function open(token: string): Promise<Found> {
    const check = deps.linkTokens.verify(token, now());
    if (check === 'expired') throw new HttpError(410, EXPIRED_REGISTRATION_LINK_MESSAGE);
    const found = check === 'invalid' ? null : await findPassRecipient(db, check.registrationId);
    if (!found) throw notFound(INVALID_REGISTRATION_LINK_MESSAGE);
    return found;
  }

  async function view({ registration, event }: Found): Promise<MyRegistration> {
    const [exhibits, position] = await Promise.all([
      listEventExhibits(db, event.id),
      registration.waitingPosition === null ? null : repo.placeInLine(db, event.id, registration.waitingPosition),
    ]);
    const cancelled = registration.status === 'cancelled';
    return {
      status: registration.status,
      position,
      cancelledAt: registration.cancelledAt?.toISOString() ?? null,
      cancelledMessage: cancelled ? cancelledMessage(registration.cancelledAt, deps.timezone) : null,
      name: registration.name,
      email: registration.email,
      phone: registration.phone,
      company: registration.company === UNKNOWN_COMPANY ? '' : registration.company,
      qrCode: registration.status === 'registered' ? await qrDataUrl(registration.qrCode) : null,
      event: {
        id: event.id,
        name: event.name,
        description: event.description,
        startDate: event.startDate.toISOString(),
        endDate: event.endDate.toISOString(),
        companyField: event.companyField,
        ended: hasEnded(event, now()),
      },
      exhibits: exhibits.map((exhibit) => ({
        id: exhibit.id,
        name: exhibit.name,
        description: exhibit.description,
        date: exhibit.date.toISOString(),
        startTime: exhibit.startTime,
        endTime: exhibit.endTime,
      })),
    };
  }

  return {
    async view(token: string): Promise<MyRegistration> {
      return view(await open(token));
    },

    /** The event's calendar file, pointing back to the page. */
    async calendar(token: string, pageUrl: string): Promise<string> {
      const { event } = await open(token);
      return calendarFile(event, deps.timezone, { label: 'Your registration', url: pageUrl });
    },

    /**
     * "Edit my details": name, phone (E.164, read with PHONE_REGION) and company as the event asks for
     * it, as at registration; the e-mail address stays. 400 for a field refused, 409 once cancelled or
     * the event is over; nothing changes then. The door's copy hears of it (the row's door change,
     * migration 0009), the sheet and the live numbers through the change feed.
     */
    async edit(token: string, input: MyDetailsInput, audit: AuditContext): Promise<MyRegistration> {
      const found = await open(token);
      const { registration, event } = found;
      if (registration.status === 'cancelled') throw conflict(CANCELLED_EDIT_MESSAGE);
      if (hasEnded(event, now())) throw conflict(ENDED_CHANGE_MESSAGE);
      const phone = toE164(input.phone, deps.phoneRegion);
      if (!phone) {
        throw badRequest(INVALID_PHONE_MESSAGE, { issues: [{ path: 'phone', message: INVALID_PHONE_MESSAGE }] });
      }
      const company = companyToKeep(event.companyField, input.company);
      if (!company.ok) throw badRequest(company.message, { issues: [{ path: 'company', message: company.message }] });
      const values = { name: input.name, phone, phoneDigits: e164Digits(phone), company: company.company };
      const fields = changedFields(registration, values, ['name', 'phone', 'company']);
      if (Object.keys(fields).length === 0) return view(found);
      const updated = await db.transaction(async (tx) => {
        const row = await repo.updateDetails(tx, registration.id, values);
        // Cancelled meanwhile (another tab): refused as if it had been first.
        if (!row) return null;
        await recordAudit(tx, audit, {
          action: 'registration.edit',
          targetType: 'registration',
          targetId: registration.id,
          targetName: values.name,
          eventId: event.id,
          changes: fields,
        });
        return row;
      });
      if (!updated) throw conflict(CANCELLED_EDIT_MESSAGE);
      changes.publish({ kind: 'event', eventId: event.id });
      return view({ registration: updated, event });
    },

    /**
     * "Cancel my registration": kept, `cancelled` with when; a place or a place in line freed; the
     * confirmation e-mailed. A second time answers the same and does nothing more. 409 once the event
     * is over. The event's row is locked for update first, as a registration of an event with places
     * and a change of its places take it, so the places they count are exact.
     */
    async cancel(token: string, audit: AuditContext): Promise<MyRegistration> {
      const found = await open(token);
      const { registration, event } = found;
      if (registration.status === 'cancelled') return view(found);
      if (hasEnded(event, now())) throw conflict(ENDED_CHANGE_MESSAGE);
      const cancelled = await db.transaction(async (tx) => {
        await eventsRepo.lockEventPlaces(tx, event.id, 'update');
        const row = await repo.cancelRegistration(tx, registration.id, now());
        // Cancelled meanwhile by another request: that one did the rest.
        if (!row) return null;
        await enqueueCancellationEmail(queue, row.id, tx);
        await recordAudit(tx, audit, {
          action: 'registration.cancel',
          targetType: 'registration',
          targetId: row.id,
          targetName: row.name,
          eventId: event.id,
          changes: { status: { before: registration.status, after: 'cancelled' } },
        });
        if (registration.status === 'registered') await placeFreedForWaitingList(tx, event.id);
        return row;
      });
      if (cancelled) changes.publish({ kind: 'event', eventId: event.id });
      return view(cancelled ? { registration: cancelled, event } : await open(token));
    },
  };
}

export type MyRegistrationService = ReturnType<typeof createMyRegistrationService>;
