/** The audit trail (decision 025): read only, nothing can change it. */
import { z } from 'zod';
import { AUDIT_ACTION_NAMES, isAuditAction } from '../audit.ts';
import { auditIntegritySchema, auditPageSchema } from '../responses.ts';
import { isUuid } from '../schemas.ts';
import { defineCall, limitQuery, readers, textAnswer } from './contract.ts';

export const AUDIT_PAGE_MAX = 200;

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
const pageQuery = filterQuery.extend({ limit: limitQuery(AUDIT_PAGE_MAX, 4) });

export type AuditFilterQuery = z.infer<typeof filterQuery>;

export const auditCalls = {
  /** Newest first, `?eventId=&actor=&action=&before=&limit=` (common/audit.ts). */
  page: defineCall({
    method: 'GET',
    route: '/api/admin/audit',
    roles: readers,
    query: pageQuery,
    responses: { 200: auditPageSchema },
  }),
  /** The same entries as a CSV download (same filters, every page). */
  csv: defineCall({
    method: 'GET',
    route: '/api/admin/audit.csv',
    roles: readers,
    query: filterQuery,
    responses: { 200: textAnswer('text/csv') },
  }),
  /** Whether the trail's hash chain is intact, or where it breaks (server/modules/audit/audit-integrity.ts). */
  integrity: defineCall({
    method: 'GET',
    route: '/api/admin/audit/integrity',
    roles: readers,
    responses: { 200: auditIntegritySchema },
  }),
};
