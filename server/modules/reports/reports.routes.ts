/** What organisers need at a glance: an event's numbers, and its registrations with check-ins as CSV. */

import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../common/api-paths.ts';
import { eventStatsSchema } from '../../../common/responses.ts';
import type { Database } from '../../platform/db/client.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { requireEvent } from '../events/events.service.ts';
import { loadEventCounts, statsOf } from './event-counts.ts';
import { loadReportExhibits, registrationCsvLines } from './event-report.ts';
import { registrationsCsvFormat } from './registrations-csv.ts';

export interface ReportsDeps extends AdminRouteGuards {
  db: Database;
  timezone: string;
}

const idParams = z.object({ id: z.string().max(100) });
/** The CSV is written as text: the schema documents it and is not a JSON serializer. */
const csvFile = { content: { 'text/csv': { schema: z.string() } } };

export const reportsRoutes: FastifyPluginAsyncZod<ReportsDeps> = async (app, deps) => {
  const { db } = deps;
  const registrationsCsv = registrationsCsvFormat(deps.timezone);

  adminScope(app, deps, (admin) => {
    admin.get(
      apiPaths.admin.eventStats.route,
      { schema: { params: idParams, response: { 200: eventStatsSchema } } },
      async (request) => {
        const event = await requireEvent(db, request.params.id);
        return statsOf(await loadEventCounts(db, event.id));
      },
    );

    admin.get(
      apiPaths.admin.eventCsv.route,
      { schema: { params: idParams, response: { 200: csvFile } } },
      async (request, reply) => {
        const event = await requireEvent(db, request.params.id);
        const exhibits = await loadReportExhibits(db, event.id);
        const { fileName, body } = registrationsCsv.streamed(
          event.name,
          exhibits,
          registrationCsvLines(db, {
            eventId: event.id,
            exhibitIds: exhibits.map((exhibit) => exhibit.id),
            timezone: deps.timezone,
          }),
        );
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .header('cache-control', 'no-store')
            // Written as it is read: the first rows leave at once, and one batch waits at most.
            .send(Readable.from(body, { highWaterMark: 1 }) as unknown as string)
        );
      },
    );
  });
};
