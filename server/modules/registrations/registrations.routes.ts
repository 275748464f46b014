/** Public registration, pass lookup and resend; the organiser's registration list (SPEC section 7). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../common/api-paths.ts';
import {
  adminRegistrationSchema,
  messageResponse,
  registerResponse,
  registrationLookupSchema,
} from '../../../common/responses.ts';
import { emailParamSchema, registerInputSchema, resendInputSchema } from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import type { RouteRateLimit } from '../../platform/http/rate-limits.ts';
import * as repo from './registrations.repository.ts';
import type { RegistrationsService } from './registrations.service.ts';

export interface RegistrationsDeps extends AdminRouteGuards {
  db: Database;
  registrations: RegistrationsService;
  rateLimit: RouteRateLimit;
  /** How many pass e-mails one address may ask to be resent per hour (0: no limit). */
  resendsPerHour: number;
}

const RESEND_LIMIT_MESSAGE =
  'This pass was sent several times already. Please check your inbox and spam folder, or try again in an hour.';

export const registrationsRoutes: FastifyPluginAsyncZod<RegistrationsDeps> = async (app, deps) => {
  const { db, registrations } = deps;
  const rateLimitConfig = { rateLimit: deps.rateLimit };

  app.post(
    apiPaths.register.route,
    { schema: { body: registerInputSchema, response: { 201: registerResponse } }, config: rateLimitConfig },
    async (request, reply) => reply.status(201).send(await registrations.register(request.body)),
  );

  app.get(
    apiPaths.registration.byEmail.route,
    { schema: { params: emailParamSchema, response: { 200: registrationLookupSchema } }, config: rateLimitConfig },
    async (request) => registrations.lookup(request.params.email),
  );

  const resendLimit =
    deps.resendsPerHour > 0 && deps.rateLimit !== false
      ? app.createRateLimit({
          max: deps.resendsPerHour,
          timeWindow: '1 hour',
          keyGenerator: (request) =>
            `resend:${String((request.body as { email?: unknown })?.email)
              .trim()
              .toLowerCase()}`,
        })
      : null;

  app.post(
    apiPaths.registration.resend.route,
    { schema: { body: resendInputSchema, response: { 200: messageResponse } }, config: rateLimitConfig },
    async (request) => {
      const registration = await registrations.findPassRegistration(request.body.email);
      if (resendLimit) {
        const limit = await resendLimit(request);
        if (!limit.isAllowed && limit.isExceeded) throw new HttpError(429, RESEND_LIMIT_MESSAGE);
      }
      await registrations.resendPass(registration.id);
      return { message: `QR code sent to ${registration.email}.` };
    },
  );

  adminScope(app, deps, (admin) => {
    admin.get(
      apiPaths.admin.registrations.route,
      { schema: { response: { 200: z.array(adminRegistrationSchema) } } },
      async () => repo.listRegistrations(db),
    );
  });
};
