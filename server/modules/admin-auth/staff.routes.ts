/** Staff accounts (owner only; permissions.ts): list, add, change. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCalls as calls } from '../../../common/contracts/staff.ts';
import { isUuid } from '../../../common/schemas.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { notFound } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { auditContext } from '../audit/audit-context.ts';
import type { StaffService } from './staff.service.ts';

export interface StaffDeps extends AdminRouteGuards {
  staff: StaffService;
}

export const staffRoutes: FastifyPluginAsyncZod<StaffDeps> = async (app, deps) => {
  const { staff } = deps;
  adminScope(app, deps, (admin) => {
    admin.get(calls.list.route, schemaOf(calls.list), () => staff.list());

    admin.post(calls.create.route, schemaOf(calls.create), async (request, reply) =>
      reply.status(201).send(await staff.create(request.body, auditContext(request))),
    );

    admin.patch(calls.update.route, schemaOf(calls.update), async (request) => {
      if (!isUuid(request.params.id)) throw notFound('staff_account_not_found');
      return staff.update(request.params.id, request.body, auditContext(request));
    });
  });
};
