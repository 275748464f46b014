/** The support e-mail organisers set (shown as Reply-To on pass e-mails). SPEC section 7. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../common/api-paths.ts';
import { supportEmailResponse } from '../../../common/responses.ts';
import { supportEmailInputSchema } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { auditContext } from '../audit/audit-context.ts';
import { getSetting, SUPPORT_EMAIL_KEY } from './settings.repository.ts';
import { saveSupportEmail } from './settings.service.ts';

export interface SettingsDeps extends AdminRouteGuards {
  db: Database;
  changes: ChangeFeed;
}

export const settingsRoutes: FastifyPluginAsyncZod<SettingsDeps> = async (app, deps) => {
  adminScope(app, deps, (admin) => {
    admin.get(apiPaths.admin.supportEmail.route, { schema: { response: { 200: supportEmailResponse } } }, async () => ({
      email: (await getSetting(deps.db, SUPPORT_EMAIL_KEY)) ?? '',
    }));
    admin.put(
      apiPaths.admin.supportEmail.route,
      { schema: { body: supportEmailInputSchema, response: { 200: supportEmailResponse } } },
      async (request) => ({
        email: await saveSupportEmail(deps, request.body.email, auditContext(request)),
      }),
    );
  });
};
