/**
 * The door offline (issue 16, decision 027): a device's copy of an event, kept fresh by deltas, and
 * the admissions it made offline, sent up when the server answers again.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../common/api-paths.ts';
import { doorPassesSchema, doorSyncResponse } from '../../../common/responses.ts';
import { doorSyncInputSchema } from '../../../common/schemas.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { auditContext } from '../audit/audit-context.ts';
import { DOOR_PAGE_MAX, type DoorPassesService } from './door-passes.service.ts';
import type { DoorSyncService } from './door-sync.service.ts';

export interface DoorOfflineDeps extends AdminRouteGuards {
  passes: DoorPassesService;
  sync: DoorSyncService;
}

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${DOOR_PAGE_MAX}.`;
const eventParams = z.object({ id: z.string().max(100) });
const passesQuery = z.object({
  since: z.string().max(400, 'since must be the cursor of a previous answer.').optional(),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, LIMIT_MESSAGE)
    .refine((value) => Number(value) >= 1 && Number(value) <= DOOR_PAGE_MAX, LIMIT_MESSAGE)
    .optional(),
});
/** 500 admissions are about 100 KB of JSON: more than the app's 32 KB for every other body. */
const SYNC_BODY_LIMIT = 256 * 1024;

export const doorOfflineRoutes: FastifyPluginAsyncZod<DoorOfflineDeps> = async (app, deps) => {
  const { passes, sync } = deps;

  adminScope(app, deps, (admin) => {
    admin.get(
      apiPaths.admin.doorPasses.route,
      { schema: { params: eventParams, querystring: passesQuery, response: { 200: doorPassesSchema } } },
      async (request) =>
        passes.passes(request.params.id, {
          since: request.query.since,
          limit: request.query.limit ? Number(request.query.limit) : undefined,
        }),
    );

    admin.post(
      apiPaths.admin.doorSync.route,
      {
        bodyLimit: SYNC_BODY_LIMIT,
        schema: { body: doorSyncInputSchema, response: { 200: doorSyncResponse } },
      },
      async (request) => ({ results: await sync.sync(request.body, auditContext(request)) }),
    );
  });
};
