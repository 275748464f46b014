/** Exhibits: today's active exhibits (public) and the organiser's exhibit calls (SPEC section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ExhibitInput, exhibitInputSchema, isUuid } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { hasEnded } from '../events/event-status.ts';
import { requireEvent } from '../events/events.routes.ts';
import * as repo from './exhibits.repository.ts';

export interface ExhibitsDeps extends AdminRouteGuards {
  db: Database;
  now: () => Date;
  timezone: string;
  changes: ChangeFeed;
}

const idParams = z.object({ id: z.string().max(100) });

export const exhibitsRoutes: FastifyPluginAsyncZod<ExhibitsDeps> = async (app, deps) => {
  const { db, now } = deps;

  app.get('/api/exhibits/active', async () => repo.listTodaysActiveExhibits(db, now(), deps.timezone));

  /** The event an exhibit may be written to: it exists, has not ended, and spans the exhibit's date. */
  async function requireWritableEvent(input: ExhibitInput) {
    const event = await requireEvent(db, input.eventId);
    if (hasEnded(event, now())) throw conflict('This event has ended; its exhibits can no longer be changed.');
    if (input.date < event.startDate || input.date > event.endDate) {
      throw badRequest("The exhibit's date must be within the event's dates.", {
        issues: [{ path: 'date', message: "The exhibit's date must be within the event's dates." }],
      });
    }
    return event;
  }

  async function requireExhibit(id: string) {
    const exhibit = isUuid(id) ? await repo.findExhibit(db, id) : null;
    if (!exhibit) throw notFound('Exhibit not found.');
    return exhibit;
  }

  adminScope(app, deps, (admin) => {
    admin.get('/api/admin/exhibits', async () => repo.listExhibits(db));

    admin.post('/api/admin/exhibits', { schema: { body: exhibitInputSchema } }, async (request, reply) => {
      await requireWritableEvent(request.body);
      const exhibit = await repo.insertExhibit(db, request.body);
      deps.changes.eventChanged(exhibit.eventId);
      return reply.status(201).send(exhibit);
    });

    admin.put(
      '/api/admin/exhibits/:id',
      { schema: { params: idParams, body: exhibitInputSchema } },
      async (request) => {
        const exhibit = await requireExhibit(request.params.id);
        const current = await requireEvent(db, exhibit.eventId);
        if (hasEnded(current, now())) throw conflict('This event has ended; its exhibits can no longer be changed.');
        await requireWritableEvent(request.body);
        return repo.updateExhibit(db, exhibit.id, request.body);
      },
    );

    admin.delete('/api/admin/exhibits/:id', { schema: { params: idParams } }, async (request) => {
      const exhibit = await requireExhibit(request.params.id);
      const event = await requireEvent(db, exhibit.eventId);
      if (hasEnded(event, now())) throw conflict('This event has ended; its exhibits can no longer be changed.');
      await repo.deleteExhibit(db, exhibit.id);
      deps.changes.eventChanged(exhibit.eventId);
      return { message: 'Exhibit deleted.' };
    });
  });
};
