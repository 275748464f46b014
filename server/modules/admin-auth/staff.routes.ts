/** Staff accounts (owner only; permissions.ts): list, add, change. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../common/api-paths.ts';
import { staffAccountSchema, staffAccountsResponse } from '../../../common/responses.ts';
import { createStaffInputSchema, isUuid, updateStaffInputSchema } from '../../../common/schemas.ts';
import { notFound } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { auditContext } from '../audit/audit-context.ts';
import type { StaffService } from './staff.service.ts';

export interface StaffDeps extends AdminRouteGuards {
  staff: StaffService;
}

const idParams = z.object({ id: z.string().max(100) });

export const staffRoutes: FastifyPluginAsyncZod<StaffDeps> = async (app, deps) => {
  const { staff } = deps;
  adminScope(app, deps, (admin) => {
    admin.get(apiPaths.admin.users.route, { schema: { response: { 200: staffAccountsResponse } } }, () => staff.list());

    admin.post(
      apiPaths.admin.users.route,
      { schema: { body: createStaffInputSchema, response: { 201: staffAccountSchema } } },
      async (request, reply) => reply.status(201).send(await staff.create(request.body, auditContext(request))),
    );

    admin.patch(
      apiPaths.admin.user.route,
      { schema: { params: idParams, body: updateStaffInputSchema, response: { 200: staffAccountSchema } } },
      async (request) => {
        if (!isUuid(request.params.id)) throw notFound('There is no such staff account.');
        return staff.update(request.params.id, request.body, auditContext(request));
      },
    );
  });
};
