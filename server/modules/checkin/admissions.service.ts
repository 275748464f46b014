/**
 * Admission, at the door (scan, look up, admit) and at the public check-in: every decision goes
 * through the one rule set (admission-rules.ts), and every admission is told to the change feed.
 */

import type { Direction } from '../../../common/occupancy.ts';
import { type PhoneRegion, phoneLookupDigits } from '../../../common/phone-number.ts';
import type { ScanResult } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import type { QrTokens } from '../passes/qr-token.ts';
import { cancelledLast, orderPasses } from '../registrations/pass-choice.ts';
import * as registrationsRepo from '../registrations/registrations.repository.ts';
import { INVALID_QR_MESSAGE } from './admission-http.ts';
import type { AdmissionPolicy } from './admission-rules.ts';
import { admissionView } from './admission-view.ts';
import { type CheckinResult, checkIn, checkOut } from './checkin.service.ts';
import { checkinChange } from './checkin-change.ts';
import { type Occupancy, placesLeft } from './places-left.ts';

export interface AdmissionsServiceDeps {
  db: Database;
  tokens: QrTokens;
  now: () => Date;
  timezone: string;
  /** CHECKIN_EARLY_MINUTES */
  earlyMinutes: number;
  changes: ChangeFeed;
  /** PHONE_REGION: a number looked up without its country code is one of this region. */
  phoneRegion: PhoneRegion;
}

export interface AdmitRequest {
  registrationId: string;
  exhibitId: string;
  requestId?: string;
  /** In (the default) or out (issue 32). */
  direction?: Direction | undefined;
  /**
   * Who admits, from where: the audit trail's entry for the decision; the account's username is also
   * shown on the live screens (none at the public check-in).
   */
  audit: AuditContext;
}

export interface PassAdmission {
  result: CheckinResult;
  /** Places left and people inside after this admission (or exit); null when refused. */
  occupancy: Occupancy | null;
}

export function createAdmissionsService({
  db,
  tokens,
  now,
  timezone,
  earlyMinutes,
  changes,
  phoneRegion,
}: AdmissionsServiceDeps) {
  // The door is told when a visitor first checked in; the public check-in never is.
  const door: AdmissionPolicy = { timezone, earlyMinutes, showCheckinTime: true };
  const kiosk: AdmissionPolicy = { ...door, showCheckinTime: false };

  /** Admits a registration to an exhibit once; a retry with the same requestId gets the first answer. */
  async function admit(request: AdmitRequest, policy = door): Promise<CheckinResult> {
    const { direction, ...rest } = request;
    const result = await (direction === 'exit' ? checkOut : checkIn)(db, {
      ...rest,
      now: now(),
      policy,
      audit: { context: request.audit, at: policy === kiosk ? 'kiosk' : 'door' },
    });
    if (result.ok) changes.publish(checkinChange(result, request.audit.actor?.username ?? null));
    return result;
  }

  return {
    /**
     * What the door shows for a scanned pass; a forged or orphaned pass is an answer, not an error.
     * Such a pass is the door's refusal, and the audit trail records it (decision 025); a genuine
     * pass is no decision yet (the admit is), so the door's usual scan writes nothing.
     */
    async scan(qrCode: string, audit: AuditContext): Promise<ScanResult> {
      const registrationId = tokens.verify(qrCode);
      if (!registrationId) {
        await recordAudit(db, audit, { action: 'door.refuse', targetType: 'registration', reason: 'invalid' });
        return { isValid: false, registration: null, exhibits: [], reason: 'invalid', message: INVALID_QR_MESSAGE };
      }
      const found = await registrationsRepo.findDoorRegistration(db, registrationId);
      if (!found) {
        await recordAudit(db, audit, {
          action: 'door.refuse',
          targetType: 'registration',
          targetId: registrationId,
          reason: 'not_found',
        });
        return {
          isValid: false,
          registration: null,
          exhibits: [],
          reason: 'not_found',
          message: 'This pass belongs to a registration that no longer exists.',
        };
      }
      return admissionView(db, found, now(), door);
    },

    /**
     * The door's lookup by e-mail or phone: the admission view of the pass the rules choose, with
     * every match listed when there are several (the door lets staff pick); with `registrationId`
     * (one of those matches), that registration's view. A 404 when nothing matches. A phone number
     * is compared in E.164, in whatever form it is typed (common/phone-number.ts).
     */
    async lookup(emailOrPhone: string, registrationId?: string): Promise<ScanResult> {
      let candidates: Awaited<ReturnType<typeof registrationsRepo.findRegistrationsByEmail>>;
      if (emailOrPhone.includes('@')) {
        candidates = await registrationsRepo.findRegistrationsByEmail(db, emailOrPhone);
      } else {
        const digits = phoneLookupDigits(emailOrPhone, phoneRegion);
        if (digits.length === 0) throw badRequest('lookup_too_short');
        candidates = await registrationsRepo.findRegistrationsByPhone(db, digits);
      }
      if (registrationId !== undefined) {
        const picked = candidates.find((candidate) => candidate.registration.id === registrationId);
        if (!picked) throw notFound('lookup_no_match', {}, { reason: 'not_found' });
        return admissionView(db, picked, now(), door);
      }
      const ordered = cancelledLast(orderPasses(candidates, now()));
      const chosen = ordered[0];
      if (!chosen) throw notFound('lookup_no_match', {}, { reason: 'not_found' });
      const view = await admissionView(db, chosen, now(), door);
      if (ordered.length === 1) return view;
      return {
        ...view,
        matches: ordered.map(({ registration, event }) => ({
          registrationId: registration.id,
          name: registration.name,
          email: registration.email,
          eventName: event.name,
        })),
      };
    },

    admit: (request: AdmitRequest) => admit(request),

    /**
     * The door's admit on scan: the pass itself, admitted at once to the chosen exhibit. Also gives
     * the visitor's name and, for an exhibit with a capacity, the places left, for the door to show.
     */
    async admitPass(
      qrCode: string,
      exhibitId: string,
      requestId: string | undefined,
      audit: AuditContext,
      direction?: Direction,
    ): Promise<PassAdmission> {
      const registrationId = tokens.verify(qrCode);
      if (!registrationId) {
        await recordAudit(db, audit, {
          action: 'door.refuse',
          targetType: 'registration',
          reason: 'invalid',
          changes: { exhibitId },
        });
        throw badRequest('qr_code_invalid', {}, { reason: 'invalid' });
      }
      const result = await admit({ registrationId, exhibitId, requestId, audit, direction });
      if (!result.ok) return { result, occupancy: null };
      return { result, occupancy: await placesLeft(db, exhibitId) };
    },

    /**
     * The public check-in: the pass itself is the credential (400 when it is not genuine), and a
     * repeat is refused without saying when the first check-in was.
     */
    async checkInWithPass(qrData: string, exhibitId: string, audit: AuditContext): Promise<CheckinResult> {
      const registrationId = tokens.verify(qrData);
      if (!registrationId) throw badRequest('qr_code_invalid', {}, { reason: 'invalid' });
      return admit({ registrationId, exhibitId, audit }, kiosk);
    },
  };
}

export type AdmissionsService = ReturnType<typeof createAdmissionsService>;
