/** The support e-mail organisers set (shown as Reply-To on pass e-mails). SPEC section 7. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsCalls as calls } from '../../../common/contracts/settings.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { auditContext } from '../audit/audit-context.ts';
import { readEventLanguages } from './event-languages.ts';
import { getSetting, SUPPORT_EMAIL_KEY } from './settings.repository.ts';
import { saveEventLanguages, saveSupportEmail } from './settings.service.ts';

export interface SettingsDeps extends AdminRouteGuards {
  db: Database;
  changes: ChangeFeed;
}

export const settingsRoutes: FastifyPluginAsyncZod<SettingsDeps> = async (app, deps) => {
  adminScope(app, deps, (admin) => {
    admin.get(calls.getSupportEmail.route, schemaOf(calls.getSupportEmail), async () => ({
      email: (await getSetting(deps.db, SUPPORT_EMAIL_KEY)) ?? '',
    }));
    admin.put(calls.setSupportEmail.route, schemaOf(calls.setSupportEmail), async (request) => ({
      email: await saveSupportEmail(deps, request.body.email, auditContext(request)),
    }));
    admin.get(calls.getEventLanguages.route, schemaOf(calls.getEventLanguages), async () => ({
      languages: await readEventLanguages(deps.db),
    }));
    admin.put(calls.setEventLanguages.route, schemaOf(calls.setEventLanguages), async (request) => ({
      languages: await saveEventLanguages(deps, request.body.languages, auditContext(request)),
    }));
  });
};
