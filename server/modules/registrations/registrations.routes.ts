/**
 * Public registration, pass lookup and resend (SPEC section 7; with PASS_LOOKUP=email the lookup and
 * the resend only e-mail the pass), the pass an e-mailed link shows, the organiser's registration list.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationCalls as calls } from '../../../common/contracts/registrations.ts';
import { publicRegistrationCalls as visitorCalls } from '../../../common/contracts/registrations-public.ts';
import type { PhoneRegion } from '../../../common/phone-number.ts';
import type { Database } from '../../platform/db/client.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { badRequest, spokenAnswer } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import type { RouteRateLimit } from '../../platform/http/rate-limits.ts';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { auditContext } from '../audit/audit-context.ts';
import { requireEvent } from '../events/events.service.ts';
import type { PassLookupMode } from '../passes/pass-link.ts';
import type { createOrganiserCancel } from './organiser-cancel.service.ts';
import { countAllRegistrations, REGISTRATIONS_LIST_MAX, registrationPage } from './registration-pages.ts';
import * as repo from './registrations.repository.ts';
import type { RegistrationsService } from './registrations.service.ts';

export interface RegistrationsDeps extends AdminRouteGuards {
  db: Database;
  registrations: RegistrationsService;
  rateLimit: RouteRateLimit;
  /** show: the lookup answers with the pass (SPEC); email: it only e-mails it (PASS_SENT_MESSAGE). */
  passLookup: PassLookupMode;
  /** PHONE_REGION: the search reads the start of a phone number as one of this region too. */
  phoneRegion: PhoneRegion;
  /** An organiser cancels a registration (organiser-cancel.service.ts). */
  cancelByOrganiser: ReturnType<typeof createOrganiserCancel>;
}

export const registrationsRoutes: FastifyPluginAsyncZod<RegistrationsDeps> = async (app, deps) => {
  const { db, registrations } = deps;
  const rateLimitConfig = { rateLimit: deps.rateLimit };

  app.post(
    visitorCalls.register.route,
    { ...schemaOf(visitorCalls.register), config: rateLimitConfig },
    async (request, reply) => {
      const registered = await registrations.register(request.body, requestLocale(request));
      // 202: the event is full and the visitor joined its waiting list (issue 30).
      return reply.status(registered.status === 'waitlisted' ? 202 : 201).send(registered);
    },
  );

  const emailed = deps.passLookup === 'email';

  app.get(
    visitorCalls.byEmail.route,
    { ...schemaOf(visitorCalls.byEmail), config: rateLimitConfig },
    async (request, reply) => {
      if (!emailed) return registrations.lookup(request.params.email, requestLocale(request));
      await registrations.sendPassByEmail(request.params.email);
      return reply.status(202).send(spokenAnswer('pass_sent'));
    },
  );

  app.post(
    visitorCalls.resend.route,
    { ...schemaOf(visitorCalls.resend), config: rateLimitConfig },
    async (request, reply) => {
      if (emailed) {
        await registrations.sendPassByEmail(request.body.email);
        return reply.status(202).send(spokenAnswer('pass_sent'));
      }
      const registration = await registrations.resendPassTo(request.body.email);
      return spokenAnswer('pass_sent_to', { email: registration.email });
    },
  );

  app.get(
    visitorCalls.passByLink.route,
    { ...schemaOf(visitorCalls.passByLink), config: rateLimitConfig },
    async (request) => registrations.passByLink(request.params.token, requestLocale(request)),
  );

  adminScope(app, deps, (admin) => {
    admin.get(calls.list.route, schemaOf(calls.list), async () => {
      // Small deployments only: past the bound the answer would be megabytes (decision 026).
      if ((await countAllRegistrations(db)) > REGISTRATIONS_LIST_MAX)
        throw badRequest('registrations_list_too_long', { max: REGISTRATIONS_LIST_MAX });
      return repo.listRegistrations(db);
    });

    admin.get(calls.eventPage.route, schemaOf(calls.eventPage), async (request) => {
      const event = await requireEvent(db, request.params.id);
      const { limit, cursor, before, page, q } = request.query;
      return registrationPage(db, event.id, {
        limit: limit ? Number(limit) : undefined,
        cursor,
        before,
        page: page ? Number(page) : undefined,
        q,
        phoneRegion: deps.phoneRegion,
      });
    });

    admin.post(calls.cancel.route, schemaOf(calls.cancel), async (request) =>
      deps.cancelByOrganiser(request.params.id, request.body, auditContext(request)),
    );
  });
};
