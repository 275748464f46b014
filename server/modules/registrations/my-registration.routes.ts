/** A visitor's own page (issue 30 item 2): see, edit, cancel, and the calendar file, by the personal link. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myRegistrationCalls as calls } from '../../../common/contracts/my-registration-public.ts';
import { paths } from '../../../common/paths.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import type { RouteRateLimit } from '../../platform/http/rate-limits.ts';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { auditContext, VISITOR_ACTOR } from '../audit/audit-context.ts';
import type { MyRegistrationService } from './my-registration.service.ts';

export interface MyRegistrationRoutesDeps {
  myRegistration: MyRegistrationService;
  rateLimit: RouteRateLimit;
  /** PUBLIC_URL: the calendar file links back to the page. */
  publicUrl: string;
}

export const myRegistrationRoutes: FastifyPluginAsyncZod<MyRegistrationRoutesDeps> = async (app, deps) => {
  const { myRegistration } = deps;
  const config = { rateLimit: deps.rateLimit };

  app.get(calls.view.route, { ...schemaOf(calls.view), config }, async (request) =>
    myRegistration.view(request.params.token, requestLocale(request)),
  );

  app.patch(calls.edit.route, { ...schemaOf(calls.edit), config }, async (request) =>
    myRegistration.edit(
      request.params.token,
      request.body,
      auditContext(request, VISITOR_ACTOR),
      requestLocale(request),
    ),
  );

  app.post(calls.cancel.route, { ...schemaOf(calls.cancel), config }, async (request) =>
    myRegistration.cancel(request.params.token, auditContext(request, VISITOR_ACTOR), requestLocale(request)),
  );

  app.post(calls.claim.route, { ...schemaOf(calls.claim), config }, async (request) =>
    myRegistration.claim(request.params.token, auditContext(request, VISITOR_ACTOR), requestLocale(request)),
  );

  app.get(calls.calendar.route, { ...schemaOf(calls.calendar), config }, async (request, reply) => {
    const page = `${deps.publicUrl}${paths.myRegistration(request.params.token)}`;
    const file = await myRegistration.calendar(request.params.token, page, requestLocale(request));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="event.ics"')
      .send(file);
  });
};
