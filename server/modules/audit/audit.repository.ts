/**
 * The audit trail's table (migration 0012): entries are only ever inserted, always in the transaction
 * (or the statement) of the change they record; the table refuses anything else.
 */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../../common/audit.ts';
import type { Executor } from '../../platform/db/client.ts';
import { auditLog } from '../../platform/db/schema.ts';
import type { AuditContext } from './audit-context.ts';

export interface AuditEntryInput {
  action: AuditAction;
  targetType?: 'event' | 'exhibit' | 'registration' | 'account' | 'settings' | 'kiosk_device' | 'pass_emails';
  targetId?: string | null;
  targetName?: string | null;
  eventId?: string | null;
  changes?: Record<string, unknown> | null;
  reason?: string | null;
}

/** The row an entry becomes (also for a statement that inserts it beside its change). */
export function auditRow(context: AuditContext, entry: AuditEntryInput) {
  return {
    // A visitor (VISITOR_ACTOR) has no account: no id.
    actorId: context.actor?.id || null,
    actor: context.actor?.username ?? null,
    actorRole: context.actor?.role ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    targetName: entry.targetName ?? null,
    eventId: entry.eventId ?? null,
    changes: entry.changes ?? null,
    reason: entry.reason ?? null,
    ip: context.ip,
    userAgent: context.userAgent,
    deviceId: context.deviceId,
  };
}

export async function recordAudit(db: Executor, context: AuditContext, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values(auditRow(context, entry));
}

/** Several entries of one actor in one statement (a batch of offers, say). */
export async function recordAudits(db: Executor, context: AuditContext, entries: AuditEntryInput[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map((entry) => auditRow(context, entry)));
}

export interface AuditFilter {
  eventId?: string | undefined;
  actor?: string | undefined;
  action?: AuditAction | undefined;
  /** Entries older than this one (the previous page's `nextCursor`). */
  before?: number | undefined;
}

export type AuditRecord = typeof auditLog.$inferSelect;

/** Newest first, `limit` at most, from `before` on; each filter is served by an index ending in the id. */
export async function listAudit(db: Executor, filter: AuditFilter, limit: number): Promise<AuditRecord[]> {
  const conditions: SQL[] = [];
  if (filter.eventId) conditions.push(eq(auditLog.eventId, filter.eventId));
  if (filter.actor) conditions.push(eq(auditLog.actor, filter.actor));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.before !== undefined) conditions.push(lt(auditLog.id, filter.before));
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
