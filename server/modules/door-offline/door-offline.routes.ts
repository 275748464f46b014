/**
 * The door offline (issue 16, decision 027): a device's copy of an event, kept fresh by deltas, and
 * the admissions it made offline, sent up when the server answers again.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doorOfflineCalls as calls } from '../../../common/contracts/door-offline.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { doorSyncValues, type SessionLimit } from '../../platform/http/session-limits.ts';
import { auditContext } from '../audit/audit-context.ts';
import type { DoorPassesService } from './door-passes.service.ts';
import type { DoorSyncService } from './door-sync.service.ts';

export interface DoorOfflineDeps extends AdminRouteGuards {
  passes: DoorPassesService;
  sync: DoorSyncService;
  /** The offline admissions one session may send up a minute (counted per admission). */
  syncLimit: SessionLimit;
}

/** 500 admissions are about 100 KB of JSON: more than the app's 32 KB for every other body. */
const SYNC_BODY_LIMIT = 256 * 1024;

export const doorOfflineRoutes: FastifyPluginAsyncZod<DoorOfflineDeps> = async (app, deps) => {
  const { passes, sync } = deps;

  adminScope(app, deps, (admin) => {
    admin.get(calls.passes.route, schemaOf(calls.passes), async (request) =>
      passes.passes(
        request.params.id,
        { since: request.query.since, limit: request.query.limit ? Number(request.query.limit) : undefined },
        { context: auditContext(request), sessionId: request.admin!.sessionId, accountId: request.admin!.userId },
      ),
    );

    admin.post(calls.sync.route, { bodyLimit: SYNC_BODY_LIMIT, ...schemaOf(calls.sync) }, async (request) => {
      const use = await deps.syncLimit.take(request.sessionId ?? '', request.body.admits.length);
      if (!use.allowed)
        throw tooManyRequests('door_sync_too_many', use.retryAfterSeconds, doorSyncValues(use.retryAfterSeconds));
      return { results: await sync.sync(request.body, auditContext(request), request.admin!.sessionId) };
    });
  });
};
