/** Events: the public list of active events and the organiser's event calls (SPEC section 7). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../common/api-paths.ts';
import { activeEventSchema, adminEventSchema, messageResponse } from '../../../common/responses.ts';
import { eventInputSchema } from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { auditContext } from '../audit/audit-context.ts';
import * as repo from './events.repository.ts';
import { type EventsService, requireEvent } from './events.service.ts';

export interface EventsDeps extends AdminRouteGuards {
  db: Database;
  now: () => Date;
  events: EventsService;
}

const idParams = z.object({ id: z.string().max(100) });
/** `?confirm=ended`: delete an event that has ended, with everything recorded for it. */
const deleteQuery = z.object({
  confirm: z.literal('ended', { error: 'confirm must be "ended" (to delete an event that has ended)' }).optional(),
});
const eventList = { schema: { response: { 200: z.array(adminEventSchema) } } };

export const eventsRoutes: FastifyPluginAsyncZod<EventsDeps> = async (app, deps) => {
  const { db, now, events } = deps;

  app.get(apiPaths.events.active.route, { schema: { response: { 200: z.array(activeEventSchema) } } }, async () =>
    repo.listActiveEvents(db, now()),
  );

  adminScope(app, deps, (admin) => {
    admin.get(apiPaths.admin.events.route, eventList, async () => repo.listAllEvents(db));
    admin.get(apiPaths.admin.eventsByPhase.ongoing.route, eventList, async () => repo.listOngoingEvents(db, now()));
    admin.get(apiPaths.admin.eventsByPhase.upcoming.route, eventList, async () => repo.listUpcomingEvents(db, now()));
    admin.get(apiPaths.admin.eventsByPhase.past.route, eventList, async () => repo.listPastEvents(db, now()));

    admin.get(
      apiPaths.admin.event.route,
      { schema: { params: idParams, response: { 200: adminEventSchema } } },
      async (request) => requireEvent(db, request.params.id),
    );

    admin.post(
      apiPaths.admin.events.route,
      { schema: { body: eventInputSchema, response: { 201: adminEventSchema } } },
      async (request, reply) => reply.status(201).send(await events.create(request.body, auditContext(request))),
    );

    admin.put(
      apiPaths.admin.event.route,
      { schema: { params: idParams, body: eventInputSchema, response: { 200: adminEventSchema } } },
      async (request) => events.update(request.params.id, request.body, auditContext(request)),
    );

    admin.delete(
      apiPaths.admin.event.route,
      { schema: { params: idParams, querystring: deleteQuery, response: { 200: messageResponse } } },
      async (request) => {
        await events.remove(request.params.id, auditContext(request), {
          confirmEnded: request.query.confirm === 'ended',
        });
        return { message: 'Event deleted.' };
      },
    );
  });
};
