/** The organiser's list of pass e-mails that could not be delivered: sending them again, or dismissing them. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passEmailCalls as calls } from '../../../common/contracts/passes.ts';
import type { Database } from '../../platform/db/client.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import type { Budget } from '../../platform/http/rate-limits.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { auditContext } from '../audit/audit-context.ts';
import {
  dismissUndeliveredPasses,
  listUndeliveredPasses,
  resendUndeliveredPasses,
  resentAnswer,
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
    admin.get(calls.undelivered.route, schemaOf(calls.undelivered), async () => ({
      items: await listUndeliveredPasses(db, queue),
    }));

    admin.post(calls.resend.route, schemaOf(calls.resend), async (request) => {
      const { queued, heldBack } = await resendUndeliveredPasses(
        db,
        queue,
        request.body.registrationIds,
        deps.organiserSends,
        auditContext(request),
      );
      return { ...resentAnswer(queued, heldBack), queued };
    });

    admin.post(calls.dismiss.route, schemaOf(calls.dismiss), async (request) =>
      dismissUndeliveredPasses(db, queue, request.body.registrationIds, auditContext(request)),
    );
  });
};
