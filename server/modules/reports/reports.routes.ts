/** What organisers need at a glance: an event's numbers, and its registrations with check-ins as CSV. */

import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportCalls as calls } from '../../../common/contracts/reports.ts';
import type { Database } from '../../platform/db/client.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditContext } from '../audit/audit-context.ts';
import { auditedDownload } from '../audit/audited-download.ts';
import { requireEvent } from '../events/events.service.ts';
import { loadEventCounts, statsOf } from './event-counts.ts';
import { loadReportExhibits, registrationCsvLines } from './event-report.ts';
import { registrationsCsvFormat } from './registrations-csv.ts';

export interface ReportsDeps extends AdminRouteGuards {
  db: Database;
  timezone: string;
}

export const reportsRoutes: FastifyPluginAsyncZod<ReportsDeps> = async (app, deps) => {
  const { db } = deps;
  const registrationsCsv = registrationsCsvFormat(deps.timezone);

  adminScope(app, deps, (admin) => {
    admin.get(calls.stats.route, schemaOf(calls.stats), async (request) => {
      const event = await requireEvent(db, request.params.id);
      return statsOf(await loadEventCounts(db, event.id));
    });

    admin.get(calls.csv.route, schemaOf(calls.csv), async (request, reply) => {
      const event = await requireEvent(db, request.params.id);
      const exhibits = await loadReportExhibits(db, event.id);
      let rows = 0;
      const { fileName, body } = registrationsCsv.streamed(
        event.name,
        exhibits,
        registrationCsvLines(db, {
          eventId: event.id,
          exhibitIds: exhibits.map((exhibit) => exhibit.id),
          timezone: deps.timezone,
          onRows: (batch) => {
            rows += batch;
          },
        }),
      );
      // A read of personal data (issue 28 item 10): who, which event, how many registrations.
      const context = auditContext(request);
      const audited = auditedDownload(
        body,
        (complete) =>
          recordAudit(db, context, {
            action: 'report.csv',
            targetType: 'event',
            targetId: event.id,
            targetName: event.name,
            eventId: event.id,
            changes: { rows, ...(complete ? {} : { complete }) },
          }),
        request.log,
      );
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          // Written as it is read: the first rows leave at once, and one batch waits at most.
          .send(Readable.from(audited, { highWaterMark: 1 }) as unknown as string)
      );
    });
  });
};
