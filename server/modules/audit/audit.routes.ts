/**
 * The audit trail, read only (issue 14 item 4): pages of entries newest first, and the same entries as
 * a CSV download. No route changes or deletes an entry, and the table refuses it anyway.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../common/api-paths.ts';
import { AUDIT_ACTION_NAMES, isAuditAction } from '../../../common/audit.ts';
import { auditPageSchema } from '../../../common/responses.ts';
import { isUuid } from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { csvCell } from '../reports/csv.ts';
import { type AuditFilter, type AuditRecord, listAudit } from './audit.repository.ts';

export interface AuditDeps extends AdminRouteGuards {
  db: Database;
}

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
const CSV_BATCH = 1000;

const filterQuery = z.object({
  eventId: z
    .string()
    .max(100)
    .refine((value) => value === '' || isUuid(value), 'eventId must be an event’s id.')
    .optional(),
  actor: z.string().max(200, 'actor is at most 200 characters.').optional(),
  action: z
    .string()
    .max(100)
    .refine((value) => value === '' || isAuditAction(value), `action must be one of: ${AUDIT_ACTION_NAMES.join(', ')}.`)
    .optional(),
  before: z
    .string()
    .max(20)
    .regex(/^[1-9]\d{0,15}$/, 'before must be the nextCursor of a previous page.')
    .optional(),
});
const pageQuery = filterQuery.extend({
  limit: z
    .string()
    .regex(/^\d{1,4}$/, `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}.`)
    .refine((value) => Number(value) >= 1 && Number(value) <= AUDIT_PAGE_MAX, {
      message: `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}.`,
    })
    .optional(),
});

function filterOf(query: z.infer<typeof filterQuery>): AuditFilter {
  return {
    eventId: query.eventId || undefined,
    actor: query.actor || undefined,
    action: query.action && isAuditAction(query.action) ? query.action : undefined,
    before: query.before ? Number(query.before) : undefined,
  };
}

const entryOf = (row: AuditRecord) => ({ ...row, id: String(row.id) });

const CSV_HEADER = [
  'Time (UTC)',
  'Account',
  'Role',
  'Action',
  'Target',
  'Target id',
  'Target name',
  'Event id',
  'Changes',
  'Reason',
  'IP',
  'Device',
  'User agent',
];
const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;
const csvRow = (row: AuditRecord) =>
  csvLine([
    row.at.toISOString(),
    row.actor ?? '',
    row.actorRole ?? '',
    row.action,
    row.targetType ?? '',
    row.targetId ?? '',
    row.targetName ?? '',
    row.eventId ?? '',
    row.changes ? JSON.stringify(row.changes) : '',
    row.reason ?? '',
    row.ip ?? '',
    row.deviceId ?? '',
    row.userAgent ?? '',
  ]);

export const auditRoutes: FastifyPluginAsyncZod<AuditDeps> = async (app, deps) => {
  const { db } = deps;

  adminScope(app, deps, (admin) => {
    admin.get(
      apiPaths.admin.audit.route,
      { schema: { querystring: pageQuery, response: { 200: auditPageSchema } } },
      async (request): Promise<z.output<typeof auditPageSchema>> => {
        const limit = request.query.limit ? Number(request.query.limit) : AUDIT_PAGE_DEFAULT;
        // One more than asked tells whether there is a next page.
        const rows = await listAudit(db, filterOf(request.query), limit + 1);
        const items = rows.slice(0, limit).map(entryOf);
        return { items, nextCursor: rows.length > limit ? items[items.length - 1]!.id : null };
      },
    );

    admin.get(
      apiPaths.admin.auditCsv.route,
      { schema: { querystring: filterQuery, response: { 200: { content: { 'text/csv': { schema: z.string() } } } } } },
      async (request, reply) => {
        const filter = filterOf(request.query);
        // Written page by page as it is read: an event's whole trail never sits in memory.
        async function* lines() {
          yield csvLine(CSV_HEADER);
          let before = filter.before;
          for (;;) {
            const rows = await listAudit(db, { ...filter, before }, CSV_BATCH);
            for (const row of rows) yield csvRow(row);
            if (rows.length < CSV_BATCH) return;
            before = rows[rows.length - 1]!.id;
          }
        }
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', 'attachment; filename="activity.csv"')
            // The schema documents the file; the body is a stream of its lines.
            .send(Readable.from(lines()) as unknown as string)
        );
      },
    );
  });
};
