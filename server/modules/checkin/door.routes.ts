/** The door: scan a pass or look a visitor up, admit to exhibits, resend the pass (SPEC section 7). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../common/api-paths.ts';
import {
  type AdmitPassResponse,
  type AdmitResponse,
  admitPassResponse,
  admitResponse,
  messageResponse,
  type ScanResult,
  scanResultSchema,
} from '../../../common/responses.ts';
import {
  admitInputSchema,
  admitPassInputSchema,
  lookupUserInputSchema,
  resendQrInputSchema,
  validateQrInputSchema,
} from '../../../common/schemas.ts';
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
      apiPaths.admin.validateQr.route,
      { schema: { body: validateQrInputSchema, response: { 200: scanResultSchema } } },
      async (request): Promise<ScanResult> => admissions.scan(request.body.qrCode, auditContext(request)),
    );

    admin.post(
      apiPaths.admin.lookupUser.route,
      { schema: { body: lookupUserInputSchema, response: { 200: scanResultSchema } } },
      async (request): Promise<ScanResult> => admissions.lookup(request.body.emailOrPhone, request.body.registrationId),
    );

    admin.post(
      apiPaths.admin.admit.route,
      { schema: { body: admitInputSchema, response: { 200: admitResponse } } },
      async (request): Promise<AdmitResponse> => {
        const result = await admissions.admit({ ...request.body, audit: auditContext(request) });
        if (!result.ok) throw refusal(result);
        return { message: `Admitted to ${result.exhibit.name}.`, checkedInAt: result.checkedInAt.toISOString() };
      },
    );

    admin.post(
      apiPaths.admin.admitPass.route,
      { schema: { body: admitPassInputSchema, response: { 200: admitPassResponse } } },
      async (request): Promise<AdmitPassResponse> => {
        const { qrCode, exhibitId, requestId } = request.body;
        const { result, remaining } = await admissions.admitPass(qrCode, exhibitId, requestId, auditContext(request));
        if (!result.ok) throw refusal(result);
        return {
          message: `Admitted to ${result.exhibit.name}.`,
          checkedInAt: result.checkedInAt.toISOString(),
          registration: { id: result.registration.id, name: result.registration.name },
          exhibit: result.exhibit,
          remaining,
        };
      },
    );

    admin.post(
      apiPaths.admin.resendQr.route,
      { schema: { body: resendQrInputSchema, response: { 200: messageResponse } } },
      async (request) => {
        const registration = await registrations.resendPass(request.body.registrationId, auditContext(request));
        return { message: `QR code sent to ${registration.email}.` };
      },
    );
  });
};
