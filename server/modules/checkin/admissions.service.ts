/**
 * Admission, at the door (scan, look up, admit) and at the public check-in: every decision goes
 * through the one rule set (admission-rules.ts), and every admission is told to the change feed.
 */
import type { ScanResult } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { badRequest, HttpError, notFound } from '../../platform/http/errors.ts';
import type { QrTokens } from '../passes/qr-token.ts';
import { choosePass } from '../registrations/pass-choice.ts';
import * as registrationsRepo from '../registrations/registrations.repository.ts';
import { INVALID_QR_MESSAGE } from './admission-http.ts';
import { admissionView } from './admission-view.ts';
import { type CheckinResult, checkIn } from './checkin.service.ts';

export interface AdmissionsServiceDeps {
  db: Database;
  tokens: QrTokens;
  now: () => Date;
  timezone: string;
  changes: ChangeFeed;
}

export interface AdmitRequest {
  registrationId: string;
  exhibitId: string;
  requestId?: string;
}

const NO_MATCH = 'No registration found with this email or phone.';

export function timeFormatter(timezone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: timezone,
  });
  return (date: Date) => format.format(date);
}

export function createAdmissionsService({ db, tokens, now, timezone, changes }: AdmissionsServiceDeps) {
  const formatTime = timeFormatter(timezone);

  /** Admits a registration to an exhibit once; a retry with the same requestId gets the first answer. */
  async function admit(request: AdmitRequest): Promise<CheckinResult> {
    const result = await checkIn(db, { ...request, now: now(), formatTime });
    if (result.ok) {
      changes.publish({
        kind: 'checkin',
        eventId: result.registration.eventId,
        registrationId: result.registration.id,
        exhibitId: result.exhibit.id,
      });
    }
    return result;
  }

  return {
    /** What the door shows for a scanned pass; a forged or orphaned pass is an answer, not an error. */
    async scan(qrCode: string): Promise<ScanResult> {
      const registrationId = tokens.verify(qrCode);
      if (!registrationId) {
        return { isValid: false, registration: null, exhibits: [], reason: 'invalid', message: INVALID_QR_MESSAGE };
      }
      const found = await registrationsRepo.findDoorRegistration(db, registrationId);
      if (!found) {
        return {
          isValid: false,
          registration: null,
          exhibits: [],
          reason: 'not_found',
          message: 'This pass belongs to a registration that no longer exists.',
        };
      }
      return admissionView(db, found, now(), formatTime);
    },

    /** The door's lookup by e-mail or phone: the pass the rules choose, or a 404. */
    async lookup(emailOrPhone: string): Promise<ScanResult> {
      let candidates: Awaited<ReturnType<typeof registrationsRepo.findRegistrationsByEmail>>;
      if (emailOrPhone.includes('@')) {
        candidates = await registrationsRepo.findRegistrationsByEmail(db, emailOrPhone);
      } else {
        if (registrationsRepo.digitsOnly(emailOrPhone).length < 3) {
          throw badRequest('Enter an email address or a phone number with at least 3 digits.');
        }
        candidates = await registrationsRepo.findRegistrationsByPhone(db, emailOrPhone);
      }
      const chosen = choosePass(candidates, now());
      if (!chosen) throw notFound(NO_MATCH, { reason: 'not_found' });
      return admissionView(db, chosen, now(), formatTime);
    },

    admit,

    /** The public check-in: the pass itself is the credential (400 when it is not genuine). */
    async checkInWithPass(qrData: string, exhibitId: string): Promise<CheckinResult> {
      const registrationId = tokens.verify(qrData);
      if (!registrationId) throw new HttpError(400, INVALID_QR_MESSAGE, { reason: 'invalid' });
      return admit({ registrationId, exhibitId });
    },
  };
}

export type AdmissionsService = ReturnType<typeof createAdmissionsService>;
