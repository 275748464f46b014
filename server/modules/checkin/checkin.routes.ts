/** The public exhibit check-in with QR data (SPEC section 7, /api/checkin). */

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../common/api-paths.ts';
import { type CheckinResponse, checkinResponse } from '../../../common/responses.ts';
import { checkinInputSchema } from '../../../common/schemas.ts';
import type { RouteRateLimit } from '../../platform/http/rate-limits.ts';
import { auditContext } from '../audit/audit-context.ts';
import { refusal } from './admission-http.ts';
import type { AdmissionsService } from './admissions.service.ts';

export interface CheckinDeps {
  admissions: AdmissionsService;
  rateLimit: RouteRateLimit;
  /** Refuses a device that may not check visitors in (KIOSK_CHECKIN=enrolled), before the body is read. */
  requireKioskDevice: (request: FastifyRequest) => Promise<void>;
}

export const checkinRoutes: FastifyPluginAsyncZod<CheckinDeps> = async (app, deps) => {
  app.post(
    apiPaths.checkin.route,
    {
      schema: { body: checkinInputSchema, response: { 200: checkinResponse } },
      config: { rateLimit: deps.rateLimit },
      onRequest: async (request) => deps.requireKioskDevice(request),
    },
    async (request): Promise<CheckinResponse> => {
      const result = await deps.admissions.checkInWithPass(
        request.body.qrData,
        request.body.exhibitId,
        auditContext(request, null),
      );
      if (!result.ok) throw refusal(result);
      return { exhibit: result.exhibit, checkedInAt: result.checkedInAt.toISOString() };
    },
  );
};
