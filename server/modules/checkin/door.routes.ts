/** The door: scan a pass or look a visitor up, admit to exhibits, resend the pass (SPEC section 7). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doorCalls as calls } from '../../../common/contracts/door.ts';
import type { AdmitPassResponse, AdmitResponse, ScanResult } from '../../../common/responses.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { spokenAnswer } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { auditContext } from '../audit/audit-context.ts';
import type { RegistrationsService } from '../registrations/registrations.service.ts';
import { refusal } from './admission-http.ts';
import type { AdmissionsService } from './admissions.service.ts';

export interface DoorDeps extends AdminRouteGuards {
  admissions: AdmissionsService;
  registrations: RegistrationsService;
}

export const doorRoutes: FastifyPluginAsyncZod<DoorDeps> = async (app, deps) => {
  const { admissions, registrations } = deps;

  adminScope(app, deps, (admin) => {
    admin.post(
      calls.validateQr.route,
      schemaOf(calls.validateQr),
      async (request): Promise<ScanResult> => admissions.scan(request.body.qrCode, auditContext(request)),
    );

    admin.post(
      calls.lookupUser.route,
      schemaOf(calls.lookupUser),
      async (request): Promise<ScanResult> => admissions.lookup(request.body.emailOrPhone, request.body.registrationId),
    );

    admin.post(calls.admit.route, schemaOf(calls.admit), async (request): Promise<AdmitResponse> => {
      const result = await admissions.admit({ ...request.body, audit: auditContext(request) });
      if (!result.ok) throw refusal(result);
      return {
        ...spokenAnswer('admitted_to', { exhibitName: result.exhibit.name }),
        checkedInAt: result.checkedInAt.toISOString(),
      };
    });

    admin.post(calls.admitPass.route, schemaOf(calls.admitPass), async (request): Promise<AdmitPassResponse> => {
      const { qrCode, exhibitId, requestId } = request.body;
      const { result, remaining } = await admissions.admitPass(qrCode, exhibitId, requestId, auditContext(request));
      if (!result.ok) throw refusal(result);
      return {
        ...spokenAnswer('admitted_to', { exhibitName: result.exhibit.name }),
        checkedInAt: result.checkedInAt.toISOString(),
        registration: { id: result.registration.id, name: result.registration.name },
        exhibit: result.exhibit,
        remaining,
      };
    });

    admin.post(calls.resendQr.route, schemaOf(calls.resendQr), async (request) => {
      const registration = await registrations.resendPass(request.body.registrationId, auditContext(request));
      return spokenAnswer('pass_sent_to', { email: registration.email });
    });
  });
};
