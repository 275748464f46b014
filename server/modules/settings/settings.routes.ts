/** The support e-mail organisers set (shown as Reply-To on pass e-mails). SPEC section 7. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportEmailInputSchema } from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { getSetting, SUPPORT_EMAIL_KEY, setSetting } from './settings.repository.ts';

export interface SettingsDeps extends AdminRouteGuards {
  db: Database;
}

export const settingsRoutes: FastifyPluginAsyncZod<SettingsDeps> = async (app, deps) => {
  adminScope(app, deps, (admin) => {
    admin.get('/api/admin/config/support-email', async () => ({
      email: (await getSetting(deps.db, SUPPORT_EMAIL_KEY)) ?? '',
    }));
    admin.put('/api/admin/config/support-email', { schema: { body: supportEmailInputSchema } }, async (request) => {
      await setSetting(deps.db, SUPPORT_EMAIL_KEY, request.body.email);
      return { email: request.body.email };
    });
  });
};
