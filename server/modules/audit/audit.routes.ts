/**
 * The audit trail, read only (issue 14 item 4): pages of entries newest first, and the same entries as
 * a CSV download. No route changes or deletes an entry, and the table refuses it anyway.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isAuditAction } from '../../../common/audit.ts';
import { type AuditFilterQuery, auditCalls as calls } from '../../../common/contracts/audit.ts';
import type { auditPageSchema } from '../../../common/responses.ts';
import { csvCell } from '../../platform/csv.ts';
import type { Database } from '../../platform/db/client.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { type AuditFilter, type AuditRecord, listAudit, recordAudit } from './audit.repository.ts';
import { auditContext } from './audit-context.ts';
import type { AuditIntegrityChecker } from './audit-integrity.ts';
import { auditedDownload } from './audited-download.ts';

export interface AuditDeps extends AdminRouteGuards {
  db: Database;
  integrity: AuditIntegrityChecker;
}

export const AUDIT_PAGE_DEFAULT = 50;
const CSV_BATCH = 1000;

function filterOf(query: AuditFilterQuery): AuditFilter {
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
    admin.get(calls.page.route, schemaOf(calls.page), async (request): Promise<z.output<typeof auditPageSchema>> => {
      const limit = request.query.limit ? Number(request.query.limit) : AUDIT_PAGE_DEFAULT;
      // One more than asked tells whether there is a next page.
      const rows = await listAudit(db, filterOf(request.query), limit + 1);
      const items = rows.slice(0, limit).map(entryOf);
      return { items, nextCursor: rows.length > limit ? items[items.length - 1]!.id : null };
    });

    admin.get(calls.csv.route, schemaOf(calls.csv), async (request, reply) => {
      const filter = filterOf(request.query);
      let count = 0;
      // Written page by page as it is read: an event's whole trail never sits in memory.
      async function* lines() {
        yield csvLine(CSV_HEADER);
        let before = filter.before;
        for (;;) {
          const rows = await listAudit(db, { ...filter, before }, CSV_BATCH);
          for (const row of rows) yield csvRow(row);
          count += rows.length;
          if (rows.length < CSV_BATCH) return;
          before = rows[rows.length - 1]!.id;
        }
      }
      // The export is itself a read of personal data (issue 28 item 10): who, with which filter, how many rows.
      const context = auditContext(request);
      const { before: _before, ...shown } = filter;
      const audited = auditedDownload(
        lines(),
        (complete) =>
          recordAudit(db, context, {
            action: 'audit.export',
            eventId: filter.eventId ?? null,
            changes: { rows: count, ...shown, ...(complete ? {} : { complete }) },
          }),
        request.log,
      );
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="activity.csv"')
          // The schema documents the file; the body is a stream of its lines.
          .send(Readable.from(audited) as unknown as string)
      );
    });

    admin.get(calls.integrity.route, schemaOf(calls.integrity), () => deps.integrity.check());
  });
};
