/** The organiser's list of pass e-mails that could not be delivered, and sending them again. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../common/api-paths.ts';
import { resendUndeliveredResponse, undeliveredPassesResponse } from '../../../common/responses.ts';
import { resendUndeliveredInputSchema } from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { listUndeliveredPasses, resendUndeliveredPasses } from './undelivered-passes.ts';

export interface UndeliveredPassesDeps extends AdminRouteGuards {
  db: Database;
  queue: JobQueue;
}

export const undeliveredPassesRoutes: FastifyPluginAsyncZod<UndeliveredPassesDeps> = async (app, deps) => {
  const { db, queue } = deps;

  adminScope(app, deps, (admin) => {
    admin.get(
      apiPaths.admin.undeliveredPasses.route,
      { schema: { response: { 200: undeliveredPassesResponse } } },
      async () => ({ items: await listUndeliveredPasses(db, queue) }),
    );

    admin.post(
      apiPaths.admin.resendPasses.route,
      { schema: { body: resendUndeliveredInputSchema, response: { 200: resendUndeliveredResponse } } },
      async (request) => {
        const queued = await resendUndeliveredPasses(db, queue, request.body.registrationIds);
        return { message: `${queued} pass e-mail${queued === 1 ? '' : 's'} queued to be sent again.`, queued };
      },
    );
  });
};
