/** What organisers need at a glance: an event's numbers, and its registrations with check-ins as CSV. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { requireEvent } from '../events/events.routes.ts';
import { toCsv } from './csv.ts';
import { eventStats, loadEventReport } from './event-report.ts';

export interface ReportsDeps extends AdminRouteGuards {
  db: Database;
  timezone: string;
}

const idParams = z.object({ id: z.string().max(100) });

export const reportsRoutes: FastifyPluginAsyncZod<ReportsDeps> = async (app, deps) => {
  const { db } = deps;
  const dateTime = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: deps.timezone,
  });
  const day = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: deps.timezone,
  });
  const formatDateTime = (date: Date) => dateTime.format(date).replace(',', '');

  adminScope(app, deps, (admin) => {
    admin.get('/api/admin/events/:id/stats', { schema: { params: idParams } }, async (request) => {
      const event = await requireEvent(db, request.params.id);
      return eventStats(await loadEventReport(db, event.id));
    });

    admin.get('/api/admin/events/:id/registrations.csv', { schema: { params: idParams } }, async (request, reply) => {
      const event = await requireEvent(db, request.params.id);
      const report = await loadEventReport(db, event.id);
      const header = [
        'Name',
        'Email',
        'Phone',
        'Company',
        'Registered',
        ...report.exhibits.map((exhibit) => `${exhibit.name} (${day.format(exhibit.date)} ${exhibit.startTime})`),
      ];
      const rows = report.registrations.map((registration) => [
        registration.name,
        registration.email,
        registration.phone,
        registration.company,
        formatDateTime(registration.createdAt),
        ...report.exhibits.map((exhibit) => {
          const time = registration.checkins.get(exhibit.id);
          return time ? formatDateTime(time) : '';
        }),
      ]);
      const fileName = `${event.name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'event'}-registrations.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${toCsv([header, ...rows])}`);
    });
  });
};
