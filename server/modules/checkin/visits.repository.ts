/**
 * Visits (issue 32, decision 040): an entry opens one, an exit ends it. Each write that the audit
 * trail records is one statement with its entry, as the check-in's is (checkin.service.ts): the entry
 * exists exactly when the visit changed. Inside now is counted by the visits' trigger (migration 0025).
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ExitKind } from '../../../common/occupancy.ts';
import { type Executor, rowsOf } from '../../platform/db/client.ts';
import { auditLog, exhibits, visits } from '../../platform/db/schema.ts';
import { type AuditEntryInput, auditRow } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';

export interface AuditedWrite {
  context: AuditContext;
  entry: AuditEntryInput;
  /** When the entry is dated (the offline sync's receipt); null: the visit's time. */
  entryAt: Date | null;
}

/** The audit entry's insert, from a CTE named `done` with a column `at`. */
function auditInsert(audit: AuditedWrite) {
  const row = auditRow(audit.context, audit.entry);
  return sql`insert into ${auditLog} (at, actor_id, actor, actor_role, action, target_type, target_id, target_name, event_id, changes, reason, ip, user_agent, device_id)
    select coalesce(${audit.entryAt?.toISOString() ?? null}::timestamptz, at), ${row.actorId}, ${row.actor}, ${row.actorRole}, ${row.action},
      ${row.targetType}, ${row.targetId}, ${row.targetName}, ${row.eventId}, ${JSON.stringify(row.changes)}::jsonb, ${row.reason},
      ${row.ip}, ${row.userAgent}, ${row.deviceId}
    from done`;
}

/**
 * Opens a visit of a visitor admitted before, who left (re-entry): when it opened, or null when
 * another door let them in first (one open visit per visitor and exhibit).
 */
export async function reenter(
  db: Executor,
  visit: {
    registrationId: string;
    exhibitId: string;
    eventId: string;
    at: Date;
    by: string | null;
    requestId: string | null;
    audit: AuditedWrite | null;
  },
): Promise<Date | null> {
  const insert = sql`insert into ${visits} (registration_id, exhibit_id, event_id, entered_at, entered_by, entry_request_id)
    values (${visit.registrationId}, ${visit.exhibitId}, ${visit.eventId}, ${visit.at.toISOString()}::timestamptz, ${visit.by}, ${visit.requestId})
    on conflict do nothing
    returning entered_at as at`;
  const audit = visit.audit
    ? { ...visit.audit, entry: { ...visit.audit.entry, changes: { ...visit.audit.entry.changes, reentry: true } } }
    : null;
  const statement = audit
    ? sql`with done as (${insert}), logged as (${auditInsert(audit)} returning 1) select at from done`
    : sql`with done as (${insert}) select at from done`;
  const [row] = rowsOf<{ at: Date | string }>(await db.execute(statement));
  return row ? new Date(row.at) : null;
}

/**
 * Ends the visitor's open visit by an exit scan: when they entered and left, or null when they are
 * not inside (never entered, left already, or another door let them out first).
 */
export async function exitVisit(
  db: Executor,
  exit: {
    registrationId: string;
    exhibitId: string;
    at: Date;
    by: string | null;
    requestId: string | null;
    audit: AuditedWrite | null;
  },
): Promise<{ enteredAt: Date; exitedAt: Date } | null> {
  const update = sql`update ${visits} set exited_at = greatest(${exit.at.toISOString()}::timestamptz, entered_at),
      exit_kind = 'scan', exited_by = ${exit.by}, exit_request_id = ${exit.requestId}
    where registration_id = ${exit.registrationId} and exhibit_id = ${exit.exhibitId} and exited_at is null
    returning entered_at, exited_at as at`;
  const statement = exit.audit
    ? sql`with done as (${update}), logged as (${auditInsert(exit.audit)} returning 1) select entered_at, at from done`
    : sql`with done as (${update}) select entered_at, at from done`;
  const [row] = rowsOf<{ entered_at: Date | string; at: Date | string }>(await db.execute(statement));
  return row ? { enteredAt: new Date(row.entered_at), exitedAt: new Date(row.at) } : null;
}

/** The visit an exit with this request id ended (a retried exit gets the first answer). */
export async function exitedByRequest(db: Executor, registrationId: string, exhibitId: string, requestId: string) {
  const [row] = await db
    .select({ enteredAt: visits.enteredAt, exitedAt: visits.exitedAt })
    .from(visits)
    .where(
      and(
        eq(visits.registrationId, registrationId),
        eq(visits.exhibitId, exhibitId),
        eq(visits.exitRequestId, requestId),
      ),
    )
    .limit(1);
  return row?.exitedAt ? { enteredAt: row.enteredAt, exitedAt: row.exitedAt } : null;
}

/**
 * One room at a time (issue 32): entering an exhibit ends the visitor's open visits to the event's
 * other exhibits that leave themselves (`auto_exit`), as `moved`. How many ended.
 */
export async function leaveOtherRooms(db: Executor, registrationId: string, exhibitId: string, at: Date) {
  const moved = await db
    .update(visits)
    .set({
      exitedAt: sql`greatest(${at.toISOString()}::timestamptz, ${visits.enteredAt})`,
      exitKind: 'moved' satisfies ExitKind,
    })
    .where(
      and(
        eq(visits.registrationId, registrationId),
        ne(visits.exhibitId, exhibitId),
        isNull(visits.exitedAt),
        sql`${visits.exhibitId} in (select ${exhibits.id} from ${exhibits} where ${exhibits.autoExit})`,
      ),
    )
    .returning({ id: visits.id });
  return moved.length;
}

/** The exhibits with someone inside: their day and end time, for the closing sweep. */
export async function exhibitsWithPeopleInside(db: Executor) {
  return db
    .select({
      id: exhibits.id,
      name: exhibits.name,
      eventId: exhibits.eventId,
      date: exhibits.date,
      endTime: exhibits.endTime,
    })
    .from(exhibits)
    .where(
      sql`exists (select 1 from ${visits} where ${visits.exhibitId} = ${exhibits.id} and ${visits.exitedAt} is null)`,
    );
}

/**
 * Ends up to `limit` open visits of an exhibit at its closing time, as `closing` (never before the
 * entry): how many. Rows another instance is ending are skipped (it ends them).
 */
export async function endVisitsAtClosing(db: Executor, exhibitId: string, closedAt: Date, limit: number) {
  const result =
    await db.execute(sql`update ${visits} set exited_at = greatest(${closedAt.toISOString()}::timestamptz, entered_at), exit_kind = 'closing'
    where id in (select id from ${visits} where exhibit_id = ${exhibitId} and exited_at is null limit ${limit} for update skip locked)
    returning 1`);
  return rowsOf<unknown>(result).length;
}
