/** Exhibits: today's active exhibits (public) and the organiser's exhibit calls (SPEC section 7). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exhibitCalls as calls } from '../../../common/contracts/exhibits.ts';
import { publicExhibitCalls } from '../../../common/contracts/exhibits-public.ts';
import { localizedTexts } from '../../../common/event-texts.ts';
import type { Database } from '../../platform/db/client.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { spokenAnswer } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { auditContext } from '../audit/audit-context.ts';
import * as repo from './exhibits.repository.ts';
import type { ExhibitsService } from './exhibits.service.ts';

export interface ExhibitsDeps extends AdminRouteGuards {
  db: Database;
  now: () => Date;
  timezone: string;
  exhibits: ExhibitsService;
}

export const exhibitsRoutes: FastifyPluginAsyncZod<ExhibitsDeps> = async (app, deps) => {
  const { db, now, exhibits } = deps;

  // Each exhibit's name and description in the reader's language where written (issue 31).
  app.get(publicExhibitCalls.active.route, schemaOf(publicExhibitCalls.active), async (request, reply) => {
    const locale = requestLocale(request);
    reply.header('vary', 'accept-language, cookie');
    return (await repo.listTodaysActiveExhibits(db, now(), deps.timezone)).map((exhibit) =>
      localizedTexts(exhibit, locale),
    );
  });

  adminScope(app, deps, (admin) => {
    admin.get(calls.list.route, schemaOf(calls.list), async () => repo.listExhibits(db));

    admin.post(calls.create.route, schemaOf(calls.create), async (request, reply) =>
      reply.status(201).send(await exhibits.create(request.body, auditContext(request))),
    );

    admin.put(calls.update.route, schemaOf(calls.update), async (request) =>
      exhibits.update(request.params.id, request.body, auditContext(request)),
    );

    admin.delete(calls.remove.route, schemaOf(calls.remove), async (request) => {
      await exhibits.remove(request.params.id, auditContext(request));
      return spokenAnswer('exhibit_deleted');
    });
  });
};
