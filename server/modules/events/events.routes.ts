/** Events: the public list of active events and the organiser's event calls (SPEC section 7). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventCalls as calls } from '../../../common/contracts/events.ts';
import { publicEventCalls } from '../../../common/contracts/events-public.ts';
import { localizedTexts } from '../../../common/event-texts.ts';
import type { Database } from '../../platform/db/client.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { spokenAnswer } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { auditContext } from '../audit/audit-context.ts';
import * as repo from './events.repository.ts';
import { type EventsService, requireEvent } from './events.service.ts';

export interface EventsDeps extends AdminRouteGuards {
  db: Database;
  now: () => Date;
  events: EventsService;
}

export const eventsRoutes: FastifyPluginAsyncZod<EventsDeps> = async (app, deps) => {
  const { db, now, events } = deps;

  // Each event's name and description in the reader's language where written (issue 31).
  app.get(publicEventCalls.active.route, schemaOf(publicEventCalls.active), async (request, reply) => {
    const locale = requestLocale(request);
    reply.header('vary', 'accept-language, cookie');
    return (await repo.listActiveEvents(db, now())).map((event) => localizedTexts(event, locale));
  });

  adminScope(app, deps, (admin) => {
    admin.get(calls.list.route, schemaOf(calls.list), async () => repo.listAllEvents(db));
    admin.get(calls.ongoing.route, schemaOf(calls.ongoing), async () => repo.listOngoingEvents(db, now()));
    admin.get(calls.upcoming.route, schemaOf(calls.upcoming), async () => repo.listUpcomingEvents(db, now()));
    admin.get(calls.past.route, schemaOf(calls.past), async () => repo.listPastEvents(db, now()));

    admin.get(calls.get.route, schemaOf(calls.get), async (request) => requireEvent(db, request.params.id));

    admin.post(calls.create.route, schemaOf(calls.create), async (request, reply) =>
      reply.status(201).send(await events.create(request.body, auditContext(request))),
    );

    admin.put(calls.update.route, schemaOf(calls.update), async (request) =>
      events.update(request.params.id, request.body, auditContext(request)),
    );

    admin.delete(calls.remove.route, schemaOf(calls.remove), async (request) => {
      await events.remove(request.params.id, auditContext(request), {
        confirmEnded: request.query.confirm === 'ended',
      });
      return spokenAnswer('event_deleted');
    });
  });
};
