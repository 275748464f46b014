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
import { localizedTexts, type TextTranslations } from '../../../common/event-texts.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locales.ts';
import { e164Digits, type PhoneRegion, toE164 } from '../../../common/phone-number.ts';
import type { MyRegistration } from '../../../common/responses.ts';
import type { MyDetailsInput } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { conflict, englishText, fieldRefused, HttpError, notFound } from '../../platform/http/errors.ts';
import { translatorFor } from '../../platform/i18n.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { changedFields } from '../audit/audit-changes.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { hasEnded } from '../events/event-status.ts';
import * as eventsRepo from '../events/events.repository.ts';
import { listEventExhibits } from '../exhibits/exhibits.repository.ts';
import { enqueueCancellationEmail, enqueuePassEmail } from '../passes/pass-email.job.ts';
import { findPassRecipient } from '../passes/pass-email.repository.ts';
import { calendarFile } from '../passes/pass-email.ts';
import { qrDataUrl } from '../passes/qr-image.ts';
import type { RegistrationLinkTokens } from '../passes/registration-link.ts';
import { expireIfDue } from '../waiting-list/offer-expiry.job.ts';
import { type OfferPolicy, offerFreedPlaces } from '../waiting-list/offers.ts';
import { claimOffer } from '../waiting-list/waiting-list.repository.ts';
import * as repo from './registrations.repository.ts';

export const INVALID_REGISTRATION_LINK_MESSAGE = englishText('registration_link_invalid');
export const EXPIRED_REGISTRATION_LINK_MESSAGE = englishText('registration_link_expired');
export const CANCELLED_EDIT_MESSAGE = englishText('registration_cancelled_locked');
export const ENDED_CHANGE_MESSAGE = englishText('event_ended_registration_locked');
export const NOT_OFFERED_MESSAGE = englishText('no_place_offered');
export const OFFER_EXPIRED_MESSAGE = englishText('offer_expired');

/** The audit action of a visitor's cancellation, by what it was before. */
const CANCEL_ACTIONS = {
  registered: 'registration.cancel',
  waiting: 'registration.leave_waiting',
  offered: 'registration.decline',
} as const;

export interface MyRegistrationServiceDeps {
  db: Database;
  queue: JobQueue;
  now: () => Date;
  changes: ChangeFeed;
  linkTokens: RegistrationLinkTokens;
  phoneRegion: PhoneRegion;
  /** APP_TIMEZONE: the cancellation's day and time are written there. */
  timezone: string;
  /** WAITLIST_OFFER_HOURS: a freed place is offered to the first in line for this long (issue 30 item 3). */
  offerHours: number;
}

type Found = NonNullable<Awaited<ReturnType<typeof findPassRecipient>>>;

export function createMyRegistrationService(deps: MyRegistrationServiceDeps) {
  const { db, queue, now, changes } = deps;
  const policy: OfferPolicy = { queue, now, offerHours: deps.offerHours };

  /** The registration the link opens, with its event: 404 for a forged link or one whose registration is gone, 410 once expired. */
  async function open(token: string): Promise<Found> {
    const check = deps.linkTokens.verify(token, now());
    if (check === 'expired') throw new HttpError(410, 'registration_link_expired');
    const found = check === 'invalid' ? null : await findPassRecipient(db, check.registrationId);
    if (!found) throw notFound('registration_link_invalid');
    return found;
  }

  async function view({ registration, event }: Found, locale: Locale): Promise<MyRegistration> {
    const [exhibits, position] = await Promise.all([
      listEventExhibits(db, event.id),
      registration.waitingPosition === null ? null : repo.placeInLine(db, event.id, registration.waitingPosition),
    ]);
    const cancelled = registration.status === 'cancelled';
    const texts = <T extends { name: string; description: string | null; translations: TextTranslations }>(row: T) => {
      const shown = localizedTexts(row, locale);
      return { name: shown.name, description: shown.description };
    };
    return {
      status: registration.status,
      position: registration.status === 'waiting' ? position : null,
      offeredUntil: registration.status === 'offered' ? (registration.offeredUntil?.toISOString() ?? null) : null,
      cancelledAt: registration.cancelledAt?.toISOString() ?? null,
      cancelledMessage: cancelled ? cancelledMessage(registration.cancelledAt, deps.timezone) : null,
      name: registration.name,
      email: registration.email,
      phone: registration.phone,
      company: registration.company === UNKNOWN_COMPANY ? '' : registration.company,
      qrCode: registration.status === 'registered' ? await qrDataUrl(registration.qrCode) : null,
      event: {
        id: event.id,
        ...texts(event),
        startDate: event.startDate.toISOString(),
        endDate: event.endDate.toISOString(),
        companyField: event.companyField,
        ended: hasEnded(event, now()),
      },
      exhibits: exhibits.map((exhibit) => ({
        id: exhibit.id,
        ...texts(exhibit),
        date: exhibit.date.toISOString(),
        startTime: exhibit.startTime,
        endTime: exhibit.endTime,
      })),
    };
  }

  return {
    /** The page in the reader's language: the event's and exhibits' texts in it where written (issue 31). */
    async view(token: string, locale: Locale = DEFAULT_LOCALE): Promise<MyRegistration> {
      return view(await open(token), locale);
    },

    /** The event's calendar file, pointing back to the page. */
    async calendar(token: string, pageUrl: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
      const { event } = await open(token);
      const t = translatorFor(locale);
      return calendarFile(localizedTexts(event, locale), deps.timezone, {
        label: t('email:calendarRegistrationLabel'),
        url: pageUrl,
      });
    },

    /**
     * "Edit my details": name, phone (E.164, read with PHONE_REGION) and company as the event asks for
     * it, as at registration; the e-mail address stays. 400 for a field refused, 409 once cancelled or
     * the event is over; nothing changes then. The door's copy hears of it (the row's door change,
     * migration 0009), the sheet and the live numbers through the change feed.
     */
    async edit(
      token: string,
      input: MyDetailsInput,
      audit: AuditContext,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<MyRegistration> {
      const found = await open(token);
      const { registration, event } = found;
      if (registration.status === 'cancelled') throw conflict('registration_cancelled_locked');
      if (hasEnded(event, now())) throw conflict('event_ended_registration_locked');
      const phone = toE164(input.phone, deps.phoneRegion);
      if (!phone) {
        throw fieldRefused('phone', 'phone_invalid');
      }
      const company = companyToKeep(event.companyField, input.company);
      if (!company.ok) throw fieldRefused('company', 'company_required');
      const values = { name: input.name, phone, phoneDigits: e164Digits(phone), company: company.company };
      const fields = changedFields(registration, values, ['name', 'phone', 'company']);
      if (Object.keys(fields).length === 0) return view(found, locale);
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
      if (!updated) throw conflict('registration_cancelled_locked');
      changes.publish({ kind: 'event', eventId: event.id });
      return view({ registration: updated, event }, locale);
    },

    /**
     * "Cancel my registration": kept, `cancelled` with when; a place or a place in line freed; the
     * confirmation e-mailed. A second time answers the same and does nothing more. 409 once the event
     * is over. The event's row is locked for update first, as a registration of an event with places
     * and a change of its places take it, so the places they count are exact.
     */
    async cancel(token: string, audit: AuditContext, locale: Locale = DEFAULT_LOCALE): Promise<MyRegistration> {
      const found = await open(token);
      const { registration, event } = found;
      if (registration.status === 'cancelled') return view(found, locale);
      if (hasEnded(event, now())) throw conflict('event_ended_registration_locked');
      const cancelled = await db.transaction(async (tx) => {
        await eventsRepo.lockEventPlaces(tx, event.id, 'update');
        // What it was under the lock (an offer may have been made or claimed since it was read).
        const before = (await repo.findRegistration(tx, registration.id))?.status;
        if (!before || before === 'cancelled') return null;
        const row = await repo.cancelRegistration(tx, registration.id, now());
        // Cancelled meanwhile by another request: that one did the rest.
        if (!row) return null;
        await enqueueCancellationEmail(queue, row.id, tx, before);
        await recordAudit(tx, audit, {
          action: CANCEL_ACTIONS[before],
          targetType: 'registration',
          targetId: row.id,
          targetName: row.name,
          eventId: event.id,
          changes: { status: { before, after: 'cancelled' } },
        });
        // A place held (registered or offered) goes to the first in line.
        if (before !== 'waiting') await offerFreedPlaces(tx, event.id, policy);
        return row;
      });
      if (cancelled) changes.publish({ kind: 'event', eventId: event.id });
      return view(cancelled ? { registration: cancelled, event } : await open(token), locale);
    },

    /**
     * "Claim my place" (issue 30 item 3): an offer still standing becomes a place, and the pass is
     * e-mailed (its job committed with the claim). Claimed already: answered the same. 409 when no
     * place is offered, when the offer has ended (it is expired here and then, and the place offered
     * to the next, if its job has not run yet), or when the event is over.
     */
    async claim(token: string, audit: AuditContext, locale: Locale = DEFAULT_LOCALE): Promise<MyRegistration> {
      const found = await open(token);
      const { registration, event } = found;
      if (registration.status === 'registered') return view(found, locale);
      if (hasEnded(event, now())) throw conflict('event_ended_registration_locked');
      if (registration.status !== 'offered') throw conflict('no_place_offered');
      const outcome = await db.transaction(async (tx) => {
        await eventsRepo.lockEventPlaces(tx, event.id, 'update');
        const row = await claimOffer(tx, registration.id, now());
        if (!row) return null;
        await enqueuePassEmail(queue, row.id, tx);
        await recordAudit(tx, audit, {
          action: 'registration.claim',
          targetType: 'registration',
          targetId: row.id,
          targetName: row.name,
          eventId: event.id,
          changes: { status: { before: 'offered', after: 'registered' } },
        });
        return row;
      });
      if (outcome) {
        changes.publish({ kind: 'event', eventId: event.id });
        return view({ registration: outcome, event }, locale);
      }
      // Not claimed: the offer ended (expire it now), or it was claimed or withdrawn meanwhile.
      const expired = await expireIfDue(db, registration.id, policy);
      if (expired) changes.publish({ kind: 'event', eventId: event.id });
      const after = await open(token);
      if (after.registration.status === 'registered') return view(after, locale);
      throw conflict(after.registration.status === 'offered' ? 'no_place_offered' : 'offer_expired');
    },
  };
}

export type MyRegistrationService = ReturnType<typeof createMyRegistrationService>;
