/** An event's waiting list for organisers (issue 30 item 3): the list, offer a place now, remove. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitingListCalls as calls } from '../../../common/contracts/waiting-list.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { auditContext } from '../audit/audit-context.ts';
import type { WaitingListService } from './waiting-list.service.ts';

export interface WaitingListRoutesDeps extends AdminRouteGuards {
  waitingList: WaitingListService;
}

export const waitingListRoutes: FastifyPluginAsyncZod<WaitingListRoutesDeps> = async (app, deps) => {
  const { waitingList } = deps;
  adminScope(app, deps, (admin) => {
    admin.get(calls.list.route, schemaOf(calls.list), async (request) => waitingList.list(request.params.id));

    admin.post(calls.offer.route, schemaOf(calls.offer), async (request) =>
      waitingList.offerNow(request.params.id, request.params.registrationId, auditContext(request)),
    );

    admin.delete(calls.remove.route, schemaOf(calls.remove), async (request) =>
      waitingList.remove(request.params.id, request.params.registrationId, auditContext(request)),
    );
  });
};
