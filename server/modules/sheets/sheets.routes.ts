/** The spreadsheet calls of the event page (SPEC sections 7 and 8): link, check, sync now, and status. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sheetsCalls as calls } from '../../../common/contracts/sheets.ts';
import { spreadsheetIdFromUrl } from '../../../common/sheet-url.ts';
import type { Database } from '../../platform/db/client.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { spokenAnswer } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditContext } from '../audit/audit-context.ts';
import { createSheetsLinks } from './sheets-links.ts';
import { type SheetsSync, syncAnswer } from './sheets-sync.ts';

export interface SheetsDeps extends AdminRouteGuards {
  db: Database;
  now: () => Date;
  sheets: SheetsSync;
}

export const sheetsRoutes: FastifyPluginAsyncZod<SheetsDeps> = async (app, deps) => {
  const { sheets } = deps;
  const links = createSheetsLinks(deps);

  adminScope(app, deps, (admin) => {
    admin.get(calls.serviceAccount.route, schemaOf(calls.serviceAccount), async () => ({
      email: sheets.serviceAccountEmail,
      configured: sheets.configured,
      ...(sheets.configured ? {} : spokenAnswer('sheets_not_configured')),
    }));

    admin.get(calls.test.route, schemaOf(calls.test), async (request) => {
      const sheetsUrl = request.query.sheetsUrl;
      const entry = (outcome: Record<string, unknown>) =>
        recordAudit(deps.db, auditContext(request), {
          action: 'sheet.test',
          changes: { spreadsheetId: (sheetsUrl && spreadsheetIdFromUrl(sheetsUrl)) || null, ...outcome },
        });
      // The test writes to the sheet: who tried which sheet, and what came of it, whatever came of it.
      try {
        const check = await sheets.check(sheetsUrl);
        await entry({ connected: check.connected, writable: check.writable });
        return check;
      } catch (error) {
        // The try is recorded; the answer is the check's own error (a 502 stays a 502), whatever the entry.
        await entry({ failed: error instanceof Error ? error.message.slice(0, 200) : 'failed' }).catch(
          (failure: unknown) => request.log.error({ err: failure }, 'the audit entry of a sheets test failed'),
        );
        throw error;
      }
    });

    admin.get(calls.getLink.route, schemaOf(calls.getLink), async (request) => links.status(request.params.id));

    admin.put(calls.setLink.route, schemaOf(calls.setLink), async (request) =>
      links.save(request.params.id, request.body.sheetsUrl || null, auditContext(request)),
    );

    admin.post(calls.sync.route, schemaOf(calls.sync), async (request) => {
      const outcome = await links.syncNow(request.params.id);
      return { ...syncAnswer(outcome), syncedAt: outcome.syncedAt.toISOString() };
    });
  });
};
