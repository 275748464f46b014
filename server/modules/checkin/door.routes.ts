/** The door: scan a pass or look a visitor up, admit to exhibits, resend the pass (SPEC section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AdmitResponse,
  admitInputSchema,
  lookupUserInputSchema,
  resendQrInputSchema,
  type ScanResult,
  validateQrInputSchema,
} from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { QrTokens } from '../passes/qr-token.ts';
import { choosePass } from '../registrations/pass-choice.ts';
import { enqueuePassEmail } from '../registrations/pass-email.job.ts';
import * as registrationsRepo from '../registrations/registrations.repository.ts';
import { admissionView } from './admission-view.ts';
import { INVALID_QR_MESSAGE, refusal, timeFormatter } from './checkin.routes.ts';
import { checkIn } from './checkin.service.ts';

export interface DoorDeps extends AdminRouteGuards {
  db: Database;
  queue: JobQueue;
  tokens: QrTokens;
  now: () => Date;
  timezone: string;
  changes: ChangeFeed;
}

const NO_MATCH = 'No registration found with this email or phone.';

export const doorRoutes: FastifyPluginAsyncZod<DoorDeps> = async (app, deps) => {
  const { db, now } = deps;
  const formatTime = timeFormatter(deps.timezone);

  adminScope(app, deps, (admin) => {
    admin.post(
      '/api/admin/validate-qr',
      { schema: { body: validateQrInputSchema } },
      async (request): Promise<ScanResult> => {
        const registrationId = deps.tokens.verify(request.body.qrCode);
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
    );

    admin.post(
      '/api/admin/lookup-user',
      { schema: { body: lookupUserInputSchema } },
      async (request): Promise<ScanResult> => {
        const input = request.body.emailOrPhone;
        let candidates: Awaited<ReturnType<typeof registrationsRepo.findRegistrationsByEmail>>;
        if (input.includes('@')) {
          candidates = await registrationsRepo.findRegistrationsByEmail(db, input);
        } else {
          if (registrationsRepo.digitsOnly(input).length < 3) {
            throw badRequest('Enter an email address or a phone number with at least 3 digits.');
          }
          candidates = await registrationsRepo.findRegistrationsByPhone(db, input);
        }
        const chosen = choosePass(candidates, now());
        if (!chosen) throw notFound(NO_MATCH, { reason: 'not_found' });
        return admissionView(db, chosen, now(), formatTime);
      },
    );

    admin.post('/api/admin/admit', { schema: { body: admitInputSchema } }, async (request): Promise<AdmitResponse> => {
      const result = await checkIn(db, { ...request.body, now: now(), formatTime });
      if (!result.ok) throw refusal(result);
      deps.changes.eventChanged(result.registration.eventId);
      return { message: `Admitted to ${result.exhibit.name}.`, checkedInAt: result.checkedInAt.toISOString() };
    });

    admin.post('/api/admin/resend-qr', { schema: { body: resendQrInputSchema } }, async (request) => {
      const registration = await registrationsRepo.findRegistration(db, request.body.registrationId);
      if (!registration) throw notFound('Registration not found.');
      await enqueuePassEmail(deps.queue, registration.id);
      return { message: `QR code sent to ${registration.email}.` };
    });
  });
};
