/** Events: the public list of active events and the organiser's event calls (SPEC section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventInputSchema, isUuid } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { hasEnded } from './event-status.ts';
import * as repo from './events.repository.ts';

export interface EventsDeps extends AdminRouteGuards {
  db: Database;
  now: () => Date;
  changes: ChangeFeed;
}

const idParams = z.object({ id: z.string().max(100) });

export async function requireEvent(db: Database, id: string) {
  const event = isUuid(id) ? await repo.findEvent(db, id) : null;
  if (!event) throw notFound('Event not found.');
  return event;
}

export const eventsRoutes: FastifyPluginAsyncZod<EventsDeps> = async (app, deps) => {
  const { db, now } = deps;

  app.get('/api/events/active', async () => repo.listActiveEvents(db, now()));

  adminScope(app, deps, (admin) => {
    admin.get('/api/admin/events', async () => repo.listAllEvents(db));
    admin.get('/api/admin/events/ongoing', async () => repo.listOngoingEvents(db, now()));
    admin.get('/api/admin/events/upcoming', async () => repo.listUpcomingEvents(db, now()));
    admin.get('/api/admin/events/past', async () => repo.listPastEvents(db, now()));

    admin.get('/api/admin/events/:id', { schema: { params: idParams } }, async (request) =>
      requireEvent(db, request.params.id),
    );

    admin.post('/api/admin/events', { schema: { body: eventInputSchema } }, async (request, reply) => {
      const event = await repo.insertEvent(db, request.body);
      deps.changes.eventChanged(event.id);
      return reply.status(201).send(event);
    });

    admin.put('/api/admin/events/:id', { schema: { params: idParams, body: eventInputSchema } }, async (request) => {
      const event = await requireEvent(db, request.params.id);
      if (hasEnded(event, now())) throw conflict('This event has ended and can no longer be changed.');
      const updated = await repo.updateEvent(db, event.id, request.body);
      deps.changes.eventChanged(event.id);
      return updated;
    });

    admin.delete('/api/admin/events/:id', { schema: { params: idParams } }, async (request) => {
      const event = await requireEvent(db, request.params.id);
      if (hasEnded(event, now())) throw conflict('This event has ended and can no longer be deleted.');
      await repo.deleteEvent(db, event.id);
      return { message: 'Event deleted.' };
    });
  });
};
