/** The organiser's list of pass e-mails that could not be delivered: sending them again, or dismissing them. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../common/api-paths.ts';
import {
  dismissUndeliveredResponse,
  resendUndeliveredResponse,
  undeliveredPassesResponse,
} from '../../../common/responses.ts';
import { dismissUndeliveredInputSchema, resendUndeliveredInputSchema } from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import type { Budget } from '../../platform/http/rate-limits.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { auditContext } from '../audit/audit-context.ts';
import {
  dismissUndeliveredPasses,
  listUndeliveredPasses,
  resendUndeliveredPasses,
  resentMessage,
} from './undelivered-passes.ts';

export interface UndeliveredPassesDeps extends AdminRouteGuards {
  db: Database;
  queue: JobQueue;
  /** Pass e-mails organisers may send again, per registration (shared with the door's resend). */
  organiserSends: Budget;
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
        const { queued, heldBack } = await resendUndeliveredPasses(
          db,
          queue,
          request.body.registrationIds,
          deps.organiserSends,
          auditContext(request),
        );
        return { message: resentMessage(queued, heldBack), queued };
      },
    );

    admin.post(
      apiPaths.admin.dismissPasses.route,
      { schema: { body: dismissUndeliveredInputSchema, response: { 200: dismissUndeliveredResponse } } },
      async (request) => dismissUndeliveredPasses(db, queue, request.body.registrationIds, auditContext(request)),
    );
  });
};
