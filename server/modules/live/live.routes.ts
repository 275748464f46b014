/** An event's live numbers as Server-Sent Events, to any signed-in organiser (issue 15). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveCalls as calls } from '../../../common/contracts/live.ts';
import type { Database } from '../../platform/db/client.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { type SessionStore, sessionToken } from '../../platform/http/sessions.ts';
import { requireEvent } from '../events/events.service.ts';
import type { LiveService } from './live.service.ts';

export interface LiveDeps extends AdminRouteGuards {
  db: Database;
  sessions: SessionStore;
  live: LiveService;
}

export const liveRoutes: FastifyPluginAsyncZod<LiveDeps> = async (app, deps) => {
  const { db, sessions, live } = deps;

  adminScope(app, deps, (admin) => {
    admin.get(calls.eventLive.route, schemaOf(calls.eventLive), async (request, reply) => {
      const event = await requireEvent(db, request.params.id);
      // The stream ends with its session: it keeps the session's id.
      const token = sessionToken(request);
      const session = await sessions.find(token);
      if (!session || !token) throw unauthorized();
      await live.connect({
        eventId: event.id,
        sid: session.sid,
        token,
        lastEventId: lastEventId(request.headers['last-event-id']),
        request,
        reply,
      });
      return reply;
    });
  });
};

/** The id a reconnecting EventSource sends (one, of a sane length), or none. */
function lastEventId(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && header.length <= 100 ? header : undefined;
}
