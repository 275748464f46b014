/** A visitor's registration and finding their pass again: the rules around the `registrations` table. */

import { randomUUID } from 'node:crypto';
import { companyToKeep } from '../../../common/company-field.ts';
import { hasPlace } from '../../../common/event-capacity.ts';
import { localizedTexts } from '../../../common/event-texts.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../common/i18n/locales.ts';
import { e164Digits, type PhoneRegion, toE164 } from '../../../common/phone-number.ts';
import type { RegisterInput, RegistrationLookup } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import { type Database, isUniqueViolation } from '../../platform/db/client.ts';
import { conflict, englishText, fieldRefused, HttpError, notFound } from '../../platform/http/errors.ts';
import type { Budget } from '../../platform/http/rate-limits.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { hasEnded } from '../events/event-status.ts';
import * as eventsRepo from '../events/events.repository.ts';
import { requireEvent } from '../events/events.service.ts';
import { enqueueOfferEmails, enqueuePassEmail } from '../passes/pass-email.job.ts';
import { findPassRecipient } from '../passes/pass-email.repository.ts';
import { organiserSendsRefused } from '../passes/pass-email-budgets.ts';
import type { PassLinkTokens } from '../passes/pass-link.ts';
import { qrDataUrl } from '../passes/qr-image.ts';
import type { QrTokens } from '../passes/qr-token.ts';
import { choosePass, withPass } from './pass-choice.ts';
import { enqueuePassLookup } from './pass-lookup.job.ts';
import * as repo from './registrations.repository.ts';

export interface RegistrationsServiceDeps {
  db: Database;
  queue: JobQueue;
  tokens: QrTokens;
  now: () => Date;
  changes: ChangeFeed;
  linkTokens: PassLinkTokens;
  /** Pass e-mails a visitor may ask for, per address (resend, and the lookup in PASS_LOOKUP=email). */
  visitorSends: Budget;
  /** Pass e-mails organisers may send again, per registration. */
  organiserSends: Budget;
  /**
   * An address registering again for the same event: `refuse` (409, PASS_LOOKUP=show, where the
   * lookup shows any pass anyway) or `resend` (PASS_LOOKUP=email: the answer of a new registration,
   * and the pass e-mailed again within the address's budget: no oracle of who registered).
   */
  duplicate: 'refuse' | 'resend';
  /** PHONE_REGION: a number typed without its country code is one of this region. */
  phoneRegion: PhoneRegion;
}

/** The address was offered a freed place (issue 30 item 3) and has not claimed it yet. */
export const ALREADY_OFFERED_MESSAGE = englishText('email_already_offered');

/** A registration's outcome: a place (201), or a place in the waiting list (202). */
export type Registered =
  | { eventName: string; status: 'registered' }
  | { eventName: string; status: 'waitlisted'; position: number };
type Placement = { position?: number };

const outcome = (eventName: string, { position }: Placement): Registered =>
  position === undefined ? { eventName, status: 'registered' } : { eventName, status: 'waitlisted', position };

/** Thrown in a registration's transaction when its event has places it did not have when read. */
class PlacesChanged extends Error {}

/** The answer of a lookup in PASS_LOOKUP=email, whoever registered with the address or not. */
export const PASS_SENT_MESSAGE = englishText('pass_sent');

/** One budget per address, whatever its case and spaces. */
const addressKey = (email: string) => email.trim().toLowerCase();

export function createRegistrationsService(deps: RegistrationsServiceDeps) {
  const { db, queue, tokens, now, changes } = deps;
  /** The pass the lookup shows for an address (pass-choice.ts), or a 404. */
  async function findPass(email: string) {
    const chosen = choosePass(withPass(await repo.findRegistrationsByEmail(db, email)), now());
    if (!chosen) throw notFound('registration_email_not_found');
    return chosen;
  }

  /**
   * PASS_LOOKUP=email, an address registered again for an event: its pass e-mailed again, as the
   * resend does and within the same budget (over it nothing is sent); the registration stays as it was.
   */
  async function sendExistingPass(registrationId: string, email: string, offered: boolean) {
    const use = await deps.visitorSends.take(addressKey(email));
    if (!use.allowed) return;
    // Offered a place: the offer again (its claim link), not a pass it does not have yet.
    if (offered) await enqueueOfferEmails(queue, [registrationId]);
    else await enqueuePassEmail(queue, registrationId);
  }

  /**
   * The registration's transaction (issue 30): the event's row locked first (events.repository's
   * `lockEventPlaces`), then, for an event with places, the kept counts read (exact under the lock:
   * every registration of the event held it until it committed) and a place given, or the next place
   * in the waiting list. Its e-mail's job is committed with it: the pass, or the waiting list's note
   * (pass-email.job.ts reads which). `key share` for an event read without places: those do not wait
   * for one another; if it has places now, PlacesChanged, and the caller runs it again with `update`.
   */
  function placeRegistration(values: repo.NewRegistrationValues, lock: 'update' | 'key share'): Promise<Placement> {
    return db.transaction(async (tx) => {
      const places = await eventsRepo.lockEventPlaces(tx, values.eventId, lock);
      if (!places) throw notFound('event_not_found');
      let position: number | null = null;
      if (places.capacity !== null) {
        if (lock !== 'update') throw new PlacesChanged();
        const counts = await eventsRepo.placeCounts(tx, values.eventId);
        if (!hasPlace(places.capacity, counts.registered + counts.offered, counts.waiting)) {
          position = await repo.nextWaitingPosition(tx, values.eventId);
        }
      }
      await repo.insertRegistration(tx, values, position);
      await enqueuePassEmail(queue, values.id, tx);
      return position === null ? {} : { position };
    });
  }

  return {
    /**
     * Registers a visitor, with a place or on the waiting list (issue 30): see placeRegistration. The
     * company is as the event's setting has it (common/company-field.ts): a blank required one is
     * answered as the request schema answers a blank field.
     */
    async register(
      { eventId, company: givenCompany, ...visitor }: RegisterInput,
      /** The visitor's language (the request's): every e-mail to them comes in it (issue 31). */
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<Registered> {
      // Kept in E.164, whatever its form (issue 29 item 5): the door finds it by any form.
      const phone = toE164(visitor.phone, deps.phoneRegion);
      if (!phone) throw fieldRefused('phone', 'phone_invalid');
      const event = await requireEvent(db, eventId);
      if (hasEnded(event, now())) throw conflict('event_ended_registration_closed');
      const company = companyToKeep(event.companyField, givenCompany);
      if (!company.ok) throw fieldRefused('company', 'company_required');
      const id = randomUUID();
      const values: repo.NewRegistrationValues = {
        id,
        eventId: event.id,
        ...visitor,
        company: company.company,
        phone,
        phoneDigits: e164Digits(phone),
        qrCode: tokens.sign(id),
        locale,
      };
      let placed: Placement;
      try {
        placed = await placeRegistration(values, event.capacity === null ? 'key share' : 'update').catch((error) => {
          // The event gained places since it was read: once more, as an event with places.
          if (error instanceof PlacesChanged) return placeRegistration(values, 'update');
          throw error;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The registration the address has (found by the same unique index), and where it stands.
        const standing = await repo.findStandingOf(db, event.id, visitor.email);
        const offered = standing?.status === 'offered';
        // Its place in line now (those ahead who left or got a place no longer count).
        const position =
          standing?.status === 'waiting' && standing.waitingPosition !== null
            ? await repo.placeInLine(db, event.id, standing.waitingPosition)
            : undefined;
        if (deps.duplicate === 'refuse') {
          if (offered) throw conflict('email_already_offered');
          throw position ? conflict('email_already_waiting', { position }) : conflict('email_already_registered');
        }
        // Its e-mail again (the pass, the offer, or its place in line), and the answer of where it stands.
        if (standing) await sendExistingPass(standing.id, visitor.email, offered);
        return outcome(localizedTexts(event, locale).name, { position: offered ? 1 : position });
      }
      changes.publish({ kind: 'registration', eventId: event.id });
      return outcome(localizedTexts(event, locale).name, placed);
    },

    /** PASS_LOOKUP=show (the SPEC): the pass the address has, or a 404. */
    async lookup(email: string, locale: Locale = DEFAULT_LOCALE): Promise<RegistrationLookup> {
      const { registration, event } = await findPass(email);
      return passView(registration, localizedTexts(event, locale));
    },

    /**
     * PASS_LOOKUP=email, for the lookup and the resend: no registration is read here, so a known and
     * an unknown address cost the same work (one budget count, one job) and get the same answer.
     * Over the address's budget nothing is queued, and the answer is still the same.
     */
    async sendPassByEmail(email: string): Promise<void> {
      const use = await deps.visitorSends.take(addressKey(email));
      if (use.allowed) await enqueuePassLookup(queue, email);
    },

    /** The pass an e-mailed link shows (pass-link.ts): 404 for a forged link, 410 once it expired. */
    async passByLink(token: string, locale: Locale = DEFAULT_LOCALE): Promise<RegistrationLookup> {
      const check = deps.linkTokens.verify(token, now());
      if (check === 'expired') throw new HttpError(410, 'pass_link_expired');
      const found = check === 'invalid' ? null : await findPassRecipient(db, check.registrationId);
      if (found?.registration.status !== 'registered') throw notFound('pass_link_invalid');
      return passView(found.registration, localizedTexts(found.event, locale));
    },

    /**
     * PASS_LOOKUP=show: sends the pass the lookup shows to its address again: 404 for an unknown
     * address, 429 past the address's budget.
     */
    async resendPassTo(email: string) {
      const { registration } = await findPass(email);
      const use = await deps.visitorSends.take(addressKey(email));
      if (!use.allowed) throw new HttpError(429, 'pass_resend_limit');
      await enqueuePassEmail(queue, registration.id);
      return registration;
    },

    /** An organiser sends a registration's pass e-mail again: 404 when it is gone, 429 past its budget. */
    async resendPass(registrationId: string, audit: AuditContext) {
      const registration = await repo.findRegistration(db, registrationId);
      if (!registration) throw notFound('registration_not_found');
      // Cancelled by the visitor (issue 30 item 2): there is no pass to send.
      if (registration.status === 'cancelled') throw conflict('registration_cancelled_no_pass');
      const use = await deps.organiserSends.take(registration.id);
      if (!use.allowed) throw organiserSendsRefused(use.retryAfterSeconds);
      await db.transaction(async (tx) => {
        await enqueuePassEmail(queue, registration.id, tx);
        await recordAudit(tx, audit, {
          action: 'pass.resend',
          targetType: 'registration',
          targetId: registration.id,
          targetName: registration.name,
          eventId: registration.eventId,
        });
      });
      return registration;
    },
  };
}

async function passView(
  registration: { name: string; email: string; createdAt: Date; qrCode: string },
  event: { name: string; startDate: Date; endDate: Date },
): Promise<RegistrationLookup> {
  return {
    name: registration.name,
    email: registration.email,
    createdAt: registration.createdAt.toISOString(),
    qrCode: await qrDataUrl(registration.qrCode),
    event: { name: event.name, startDate: event.startDate.toISOString(), endDate: event.endDate.toISOString() },
  };
}

export type RegistrationsService = ReturnType<typeof createRegistrationsService>;
