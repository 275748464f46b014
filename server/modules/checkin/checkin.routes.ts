/** The public exhibit check-in with QR data (SPEC section 7, /api/checkin). */

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkinCalls } from '../../../common/contracts/checkin-public.ts';
import type { CheckinResponse } from '../../../common/responses.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
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
    checkinCalls.checkin.route,
    {
      ...schemaOf(checkinCalls.checkin),
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
