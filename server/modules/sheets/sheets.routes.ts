/** The spreadsheet calls of the event page (SPEC sections 7 and 8): link, check, sync now, and status. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../common/api-paths.ts';
import {
  serviceAccountConfigSchema,
  sheetsConnectionCheckSchema,
  sheetsLinkStatusSchema,
  sheetsSyncResultSchema,
} from '../../../common/responses.ts';
import {
  NOT_A_SHEETS_LINK_MESSAGE,
  SHEETS_URL_MAX_LENGTH,
  SHEETS_URL_TOO_LONG_MESSAGE,
  spreadsheetIdFromUrl,
} from '../../../common/sheet-url.ts';
import type { Database } from '../../platform/db/client.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { auditContext } from '../audit/audit-context.ts';
import { createSheetsLinks } from './sheets-links.ts';
import { NOT_CONFIGURED_MESSAGE, type SheetsSync, syncMessage } from './sheets-sync.ts';

export interface SheetsDeps extends AdminRouteGuards {
  db: Database;
  now: () => Date;
  sheets: SheetsSync;
}

const idParams = z.object({ id: z.string().max(100) });

const sheetsUrlInput = z.object({
  sheetsUrl: z
    .string({ error: 'sheetsUrl is required (an empty string removes the link)' })
    .trim()
    .max(SHEETS_URL_MAX_LENGTH, SHEETS_URL_TOO_LONG_MESSAGE)
    .refine((value) => value === '' || spreadsheetIdFromUrl(value) !== null, {
      message: NOT_A_SHEETS_LINK_MESSAGE,
    }),
});

const sheetsTestQuery = z.object({
  sheetsUrl: z.string().max(SHEETS_URL_MAX_LENGTH, SHEETS_URL_TOO_LONG_MESSAGE).optional(),
});

export const sheetsRoutes: FastifyPluginAsyncZod<SheetsDeps> = async (app, deps) => {
  const { sheets } = deps;
  const links = createSheetsLinks(deps);

  adminScope(app, deps, (admin) => {
    admin.get(
      apiPaths.admin.serviceAccount.route,
      { schema: { response: { 200: serviceAccountConfigSchema } } },
      async () => ({
        email: sheets.serviceAccountEmail,
        configured: sheets.configured,
        ...(sheets.configured ? {} : { message: NOT_CONFIGURED_MESSAGE }),
      }),
    );

    admin.get(
      apiPaths.admin.sheetsTest.route,
      { schema: { querystring: sheetsTestQuery, response: { 200: sheetsConnectionCheckSchema } } },
      async (request) => sheets.check(request.query.sheetsUrl),
    );

    admin.get(
      apiPaths.admin.eventSheetsUrl.route,
      { schema: { params: idParams, response: { 200: sheetsLinkStatusSchema } } },
      async (request) => links.status(request.params.id),
    );

    admin.put(
      apiPaths.admin.eventSheetsUrl.route,
      { schema: { params: idParams, body: sheetsUrlInput, response: { 200: sheetsLinkStatusSchema } } },
      async (request) => links.save(request.params.id, request.body.sheetsUrl || null, auditContext(request)),
    );

    admin.post(
      apiPaths.admin.eventSheetsSync.route,
      { schema: { params: idParams, response: { 200: sheetsSyncResultSchema } } },
      async (request) => {
        const outcome = await links.syncNow(request.params.id);
        return { message: syncMessage(outcome), syncedAt: outcome.syncedAt.toISOString() };
      },
    );
  });
};
