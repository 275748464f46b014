/** Exhibits: today's active exhibits (public) and the organiser's exhibit calls (SPEC section 7). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../common/api-paths.ts';
import { activeExhibitSchema, adminExhibitSchema, messageResponse } from '../../../common/responses.ts';
import { exhibitInputSchema } from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { auditContext } from '../audit/audit-context.ts';
import * as repo from './exhibits.repository.ts';
import type { ExhibitsService } from './exhibits.service.ts';

export interface ExhibitsDeps extends AdminRouteGuards {
  db: Database;
  now: () => Date;
  timezone: string;
  exhibits: ExhibitsService;
}

const idParams = z.object({ id: z.string().max(100) });

export const exhibitsRoutes: FastifyPluginAsyncZod<ExhibitsDeps> = async (app, deps) => {
  const { db, now, exhibits } = deps;

  app.get(apiPaths.exhibits.active.route, { schema: { response: { 200: z.array(activeExhibitSchema) } } }, async () =>
    repo.listTodaysActiveExhibits(db, now(), deps.timezone),
  );

  adminScope(app, deps, (admin) => {
    admin.get(apiPaths.admin.exhibits.route, { schema: { response: { 200: z.array(adminExhibitSchema) } } }, async () =>
      repo.listExhibits(db),
    );

    admin.post(
      apiPaths.admin.exhibits.route,
      { schema: { body: exhibitInputSchema, response: { 201: adminExhibitSchema } } },
      async (request, reply) => reply.status(201).send(await exhibits.create(request.body, auditContext(request))),
    );

    admin.put(
      apiPaths.admin.exhibit.route,
      { schema: { params: idParams, body: exhibitInputSchema, response: { 200: adminExhibitSchema } } },
      async (request) => exhibits.update(request.params.id, request.body, auditContext(request)),
    );

    admin.delete(
      apiPaths.admin.exhibit.route,
      { schema: { params: idParams, response: { 200: messageResponse } } },
      async (request) => {
        await exhibits.remove(request.params.id, auditContext(request));
        return { message: 'Exhibit deleted.' };
      },
    );
  });
};
