/**
 * Public registration, pass lookup and resend (SPEC section 7; with PASS_LOOKUP=email the lookup and
 * the resend only e-mail the pass), the pass an e-mailed link shows, the organiser's registration list.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../common/api-paths.ts';
import {
  adminRegistrationSchema,
  messageResponse,
  passSentResponse,
  registerResponse,
  registrationLookupSchema,
  registrationPageSchema,
} from '../../../common/responses.ts';
import {
  emailParamSchema,
  passLinkParamSchema,
  registerInputSchema,
  resendInputSchema,
} from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import type { RouteRateLimit } from '../../platform/http/rate-limits.ts';
import { requireEvent } from '../events/events.service.ts';
import type { PassLookupMode } from '../passes/pass-link.ts';
import {
  countAllRegistrations,
  LIST_TOO_LONG_MESSAGE,
  PAGE_MAX,
  REGISTRATIONS_LIST_MAX,
  registrationPage,
} from './registration-pages.ts';
import * as repo from './registrations.repository.ts';
import { PASS_SENT_MESSAGE, type RegistrationsService } from './registrations.service.ts';

export interface RegistrationsDeps extends AdminRouteGuards {
  db: Database;
  registrations: RegistrationsService;
  rateLimit: RouteRateLimit;
  /** show: the lookup answers with the pass (SPEC); email: it only e-mails it (PASS_SENT_MESSAGE). */
  passLookup: PassLookupMode;
}

const eventParams = z.object({ id: z.string().max(100) });
const pageQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${PAGE_MAX}.`)
    .refine(
      (value) => Number(value) >= 1 && Number(value) <= PAGE_MAX,
      `limit must be a whole number from 1 to ${PAGE_MAX}.`,
    )
    .optional(),
  cursor: z.string().max(100, 'cursor must be the nextCursor of a previous page.').optional(),
  q: z.string().max(200, 'Search for at most 200 characters.').optional(),
});

export const registrationsRoutes: FastifyPluginAsyncZod<RegistrationsDeps> = async (app, deps) => {
  const { db, registrations } = deps;
  const rateLimitConfig = { rateLimit: deps.rateLimit };

  app.post(
    apiPaths.register.route,
    { schema: { body: registerInputSchema, response: { 201: registerResponse } }, config: rateLimitConfig },
    async (request, reply) => reply.status(201).send(await registrations.register(request.body)),
  );

  const emailed = deps.passLookup === 'email';

  app.get(
    apiPaths.registration.byEmail.route,
    {
      schema: { params: emailParamSchema, response: { 200: registrationLookupSchema, 202: passSentResponse } },
      config: rateLimitConfig,
    },
    async (request, reply) => {
      if (!emailed) return registrations.lookup(request.params.email);
      await registrations.sendPassByEmail(request.params.email);
      return reply.status(202).send({ message: PASS_SENT_MESSAGE });
    },
  );

  app.post(
    apiPaths.registration.resend.route,
    {
      schema: { body: resendInputSchema, response: { 200: messageResponse, 202: passSentResponse } },
      config: rateLimitConfig,
    },
    async (request, reply) => {
      if (emailed) {
        await registrations.sendPassByEmail(request.body.email);
        return reply.status(202).send({ message: PASS_SENT_MESSAGE });
      }
      const registration = await registrations.resendPassTo(request.body.email);
      return { message: `QR code sent to ${registration.email}.` };
    },
  );

  app.get(
    apiPaths.pass.byLink.route,
    { schema: { params: passLinkParamSchema, response: { 200: registrationLookupSchema } }, config: rateLimitConfig },
    async (request) => registrations.passByLink(request.params.token),
  );

  adminScope(app, deps, (admin) => {
    admin.get(
      apiPaths.admin.registrations.route,
      { schema: { response: { 200: z.array(adminRegistrationSchema) } } },
      async () => {
        // Small deployments only: past the bound the answer would be megabytes (decision 026).
        if ((await countAllRegistrations(db)) > REGISTRATIONS_LIST_MAX) throw badRequest(LIST_TOO_LONG_MESSAGE);
        return repo.listRegistrations(db);
      },
    );

    admin.get(
      apiPaths.admin.eventRegistrations.route,
      { schema: { params: eventParams, querystring: pageQuery, response: { 200: registrationPageSchema } } },
      async (request) => {
        const event = await requireEvent(db, request.params.id);
        const { limit, cursor, q } = request.query;
        return registrationPage(db, event.id, { limit: limit ? Number(limit) : undefined, cursor, q });
      },
    );
  });
};
