/**
 * Records a check-in once per (registration, exhibit), also under concurrent requests: the unique
 * index decides between two phones scanning the same pass, and an exhibit with a capacity is locked
 * while its check-ins are counted, so the capacity holds too.
 *
 * An exhibit without a capacity needs no transaction: one query gathers every fact and the insert
 * is a single statement that the unique index keeps at one row (two round trips per admit, where a
 * transaction took six). Only an exhibit with a capacity takes the lock-count-insert transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import {
  auditLog,
  checkins,
  events,
  exhibitCounts,
  exhibits,
  registrations,
  visits,
} from '../../platform/db/schema.ts';
import { type AuditEntryInput, auditRow, recordAudit } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { exhibitRuleColumns } from './admission-columns.ts';
import {
  type AdmissionDecision,
  type AdmissionPolicy,
  alreadyCheckedIn,
  alreadyInside,
  decideAdmission,
  decideExit,
} from './admission-rules.ts';
import { exitedByRequest, exitVisit, leaveOtherRooms, reenter } from './visits.repository.ts';

export type CheckinResult =
  | {
      ok: true;
      checkedInAt: Date;
      exhibit: { id: string; name: string };
      registration: { id: string; eventId: string; name: string };
      /** An exit (issue 32): when the visit began and ended; `checkedInAt` is then the exit's time. */
      exit?: { enteredAt: Date; exitedAt: Date };
    }
  | (Extract<AdmissionDecision, { allowed: false }> & { ok: false });

export interface CheckinRequest {
  registrationId: string;
  exhibitId: string;
  /** Idempotency key of a door admit: a retry with the same key succeeds with the first result. */
  requestId?: string;
  now: Date;
  policy: AdmissionPolicy;
  /**
   * The audit trail's entry of the decision (decision 025): at the door, every admission and every
   * refusal; at the public check-in, admissions only (refusals there are anyone's tries).
   */
  audit?: {
    context: AuditContext;
    at: 'door' | 'kiosk';
    /**
     * The offline sync (issue 28 items 3 and 7): the entry is dated when the server received the batch
     * (the check-in keeps the device's time), says more (`changes`: the claimed and received times),
     * and a refusal writes none here (the batch's refusals are one entry, counted by the sync).
     */
    sync?: { receivedAt: Date; changes: Record<string, unknown> };
  };
}

export async function checkIn(db: Database, request: CheckinRequest): Promise<CheckinResult> {
  const facts = await loadFacts(db, request);
  const { found, exhibit } = facts;
  if (exhibit && exhibit.maxCapacity !== null && found && exhibit.eventId === found.registration.eventId) {
    return db.transaction((tx) => admitWithinCapacity(tx as unknown as Executor, request));
  }
  return decideAndInsert(db, request, facts, 0);
}

/**
 * Lets a visitor out of an exhibit (issue 32): their open visit ends now. Refused `not_inside` when
 * they are not inside; a retry with the same requestId gets the first answer. Two doors letting one
 * visitor out at once: one ends the visit, the other hears `not_inside`.
 */
export async function checkOut(db: Database, request: CheckinRequest): Promise<CheckinResult> {
  const { registrationId, exhibitId, requestId, now } = request;
  const facts = await loadFacts(db, request);
  const { found, exhibit, openVisit } = facts;
  const done = (exit: { enteredAt: Date; exitedAt: Date }): CheckinResult => ({
    ok: true,
    checkedInAt: exit.exitedAt,
    exhibit: { id: exhibit!.id, name: exhibit!.name },
    registration: found!.registration,
    exit,
  });
  if (found && exhibit && requestId) {
    const earlier = await exitedByRequest(db, registrationId, exhibitId, requestId);
    if (earlier) return done(earlier);
  }
  const decision = decideExit({ registration: found?.registration ?? null, exhibit, openVisit });
  if (decision.allowed) {
    const exited = await exitVisit(db, {
      registrationId,
      exhibitId,
      at: now,
      by: request.audit?.context.actor?.username ?? null,
      requestId: requestId ?? null,
      audit: request.audit
        ? {
            context: request.audit.context,
            entry: { ...doorEntry(request, facts), action: 'door.exit' },
            entryAt: request.audit.sync?.receivedAt ?? null,
          }
        : null,
    });
    if (exited) return done(exited);
  }
  const refused: CheckinResult = decision.allowed
    ? { ok: false, allowed: false, reason: 'not_inside', message: `Not inside ${exhibit!.name}.` }
    : { ok: false, ...decision };
  if (!refused.ok && request.audit?.at === 'door' && !request.audit.sync) {
    await recordAudit(db, request.audit.context, {
      ...doorEntry(request, facts),
      action: 'door.refuse',
      reason: refused.reason,
      changes: { ...doorEntry(request, facts).changes, direction: 'exit' },
    });
  }
  return refused;
}

type Facts = Awaited<ReturnType<typeof loadFacts>>;

// Every admit and public check-in starts here: a prepared statement.
const admissionFacts = preparedQuery((db) =>
  db
    .select({
      registration: {
        id: registrations.id,
        eventId: registrations.eventId,
        name: registrations.name,
        status: registrations.status,
        cancelledAt: registrations.cancelledAt,
      },
      event: { endDate: events.endDate },
      exhibit: exhibitRuleColumns,
      existing: { checkedInAt: checkins.checkedInAt, requestId: checkins.requestId },
      openVisit: { enteredAt: visits.enteredAt, entryRequestId: visits.entryRequestId },
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(exhibits, eq(exhibits.id, sql.placeholder('exhibitId')))
    .leftJoin(
      checkins,
      and(eq(checkins.registrationId, registrations.id), eq(checkins.exhibitId, sql.placeholder('exhibitId'))),
    )
    .leftJoin(
      visits,
      and(
        eq(visits.registrationId, registrations.id),
        eq(visits.exhibitId, sql.placeholder('exhibitId')),
        isNull(visits.exitedAt),
      ),
    )
    .where(eq(registrations.id, sql.placeholder('registrationId')))
    .limit(1)
    .prepare('admission_facts'),
);

/**
 * What a first admission's statement writes: the check-in (`admitted`, nothing when another request
 * won the pair), and from it the visitor's first visit and the end of their open visits to the event's
 * rooms that leave themselves (issue 32: one room at a time). One statement: no extra round trip.
 */
function admissionWrites(db: Database) {
  const p = (name: string) => sql.placeholder(name);
  const admitted = db.$with('admitted', { checkedInAt: checkins.checkedInAt }).as(sql`
    insert into ${checkins} (registration_id, exhibit_id, event_id, checked_in_at, request_id, admitted_by)
    values (${p('registrationId')}, ${p('exhibitId')}, ${p('eventId')}, ${p('checkedInAt')}::timestamptz, ${p('requestId')}, ${p('admittedBy')})
    on conflict do nothing
    returning checked_in_at`);
  const entered = db.$with('entered', { one: sql<number>`1` }).as(sql`
    insert into ${visits} (registration_id, exhibit_id, event_id, entered_at, entered_by, entry_request_id)
    select ${p('registrationId')}, ${p('exhibitId')}, ${p('eventId')}, checked_in_at, ${p('admittedBy')}, ${p('requestId')}
    from admitted
    on conflict do nothing
    returning 1`);
  const moved = db.$with('moved', { one: sql<number>`1` }).as(sql`
    update ${visits} set exited_at = greatest(admitted.checked_in_at, ${visits.enteredAt}), exit_kind = 'moved'
    from admitted
    where ${visits.registrationId} = ${p('registrationId')} and ${visits.exhibitId} <> ${p('exhibitId')} and ${visits.exitedAt} is null
      and ${visits.exhibitId} in (select ${exhibits.id} from ${exhibits} where ${exhibits.autoExit})
    returning 1`);
  return { admitted, entered, moved };
}

/** A check-in without an audit entry (tests and the bench's own admits), with its first visit (issue 32). */
const insertCheckin = preparedQuery((executor) => {
  const db = executor as unknown as Database;
  const { admitted, entered, moved } = admissionWrites(db);
  return db
    .with(admitted, entered, moved)
    .select({ checkedInAt: admitted.checkedInAt })
    .from(admitted)
    .prepare('insert_checkin');
});

/** The registration with its event, the exhibit and any check-in of the pair, in one query. */
async function loadFacts(db: Executor, { registrationId, exhibitId }: CheckinRequest) {
  const [row] = await admissionFacts(db).execute({ registrationId, exhibitId });
  if (row) {
    return {
      found: { registration: row.registration, event: row.event },
      exhibit: row.exhibit,
      existing: row.existing,
      openVisit: row.openVisit,
    };
  }
  // No such registration: the exhibit is still looked up, for the refusal's wording.
  const [exhibit] = await db.select(exhibitRuleColumns).from(exhibits).where(eq(exhibits.id, exhibitId)).limit(1);
  return { found: null, exhibit: exhibit ?? null, existing: null, openVisit: null };
}

/** Serialises check-ins to one exhibit while counting them, so its capacity is never exceeded. */
async function admitWithinCapacity(tx: Executor, request: CheckinRequest): Promise<CheckinResult> {
  await tx.execute(sql`select 1 from ${exhibits} where ${exhibits.id} = ${request.exhibitId} for update`);
  const facts = await loadFacts(tx, request);
  // The kept count (decision 030), exact here: every earlier admission to this exhibit held the lock
  // above until it committed, and this statement sees what committed before it. A count(*) of the
  // exhibit's check-ins would grow with them (125,000 rows read per admit at a million).
  const [row] = await tx
    .select({
      total: sql<string>`coalesce(sum(${exhibitCounts.checkedIn}), 0)`,
      inside: sql<string>`coalesce(sum(${exhibitCounts.inside}), 0)`,
    })
    .from(exhibitCounts)
    .where(eq(exhibitCounts.exhibitId, request.exhibitId));
  return decideAndInsert(tx, request, facts, Number(row?.total ?? 0), Number(row?.inside ?? 0));
}

async function decideAndInsert(
  db: Executor,
  request: CheckinRequest,
  facts: Facts,
  checkedInCount: number,
  insideCount = 0,
): Promise<CheckinResult> {
  const result = await decide(db, request, facts, checkedInCount, insideCount);
  // A refusal changes nothing: its entry is written alone (in the capacity's transaction when there is one).
  if (!result.ok && request.audit?.at === 'door' && !request.audit.sync) {
    await recordAudit(db, request.audit.context, {
      ...doorEntry(request, facts),
      action: 'door.refuse',
      reason: result.reason,
    });
  }
  return result;
}

/** Who and where of a door decision, as its audit entry names them. */
function doorEntry({ registrationId, exhibitId, requestId, audit }: CheckinRequest, { found, exhibit }: Facts) {
  return {
    targetType: 'registration' as const,
    targetId: registrationId,
    targetName: found?.registration.name ?? null,
    eventId: found?.registration.eventId ?? exhibit?.eventId ?? null,
    changes: {
      exhibitId,
      exhibitName: exhibit?.name ?? null,
      ...(requestId ? { requestId } : {}),
      ...audit?.sync?.changes,
    },
  };
}

async function decide(
  db: Executor,
  request: CheckinRequest,
  facts: Facts,
  checkedInCount: number,
  insideCount: number,
): Promise<CheckinResult> {
  const { registrationId, exhibitId, now, policy, requestId } = request;
  const { found, exhibit, existing, openVisit } = facts;
  const admitted = (checkedInAt: Date): CheckinResult => ({
    ok: true,
    checkedInAt,
    exhibit: { id: exhibit!.id, name: exhibit!.name },
    registration: found!.registration,
  });
  if (existing && requestId && existing.requestId === requestId) return admitted(existing.checkedInAt);
  // A retried re-entry (issue 32): the visit it opened.
  if (openVisit && requestId && openVisit.entryRequestId === requestId) return admitted(openVisit.enteredAt);

  const decision = decideAdmission(
    {
      registration: found?.registration ?? null,
      event: found?.event ?? null,
      exhibit,
      existingCheckin: existing,
      openVisit: openVisit ? { enteredAt: openVisit.enteredAt } : null,
      checkedInCount,
      insideCount,
      now,
    },
    policy,
  );
  if (!decision.allowed) return { ok: false, ...decision };
  const by = request.audit?.context.actor?.username ?? null;
  if (existing) {
    // Back in after leaving (issue 32): a new visit; the check-in stays the first entry's.
    const entered = await reenter(db, {
      registrationId,
      exhibitId,
      eventId: found!.registration.eventId,
      at: now,
      by,
      requestId: requestId ?? null,
      audit: request.audit
        ? {
            context: request.audit.context,
            entry: {
              ...doorEntry(request, facts),
              action: request.audit.at === 'door' ? 'door.admit' : 'kiosk.checkin',
            },
            entryAt: request.audit.sync?.receivedAt ?? null,
          }
        : null,
    });
    if (!entered) return { ok: false, ...alreadyInside(exhibit!.name, now, policy) };
    await leaveOtherRooms(db, registrationId, exhibitId, now);
    return admitted(entered);
  }

  const values = {
    registrationId,
    exhibitId,
    eventId: found!.registration.eventId,
    checkedInAt: now,
    requestId: requestId ?? null,
    // Who admitted, for the door's "already checked in at 10:02 by Door 2" (decision 027).
    admittedBy: request.audit?.context.actor?.username ?? null,
  };
  const [inserted] = request.audit
    ? await insertAudited(
        db,
        values,
        request.audit.context,
        {
          ...doorEntry(request, facts),
          action: request.audit.at === 'door' ? 'door.admit' : 'kiosk.checkin',
        },
        request.audit.sync?.receivedAt ?? null,
      )
    : (await insertCheckin(db).execute({ ...values, checkedInAt: values.checkedInAt.toISOString() })).map(
        (row: { checkedInAt: Date | string }) => ({ checkedInAt: new Date(row.checkedInAt) }),
      );
  if (!inserted) {
    // Another request won the race for this pair; it committed before our insert returned.
    const winner = await findCheckin(db, registrationId, exhibitId);
    if (winner && requestId && winner.requestId === requestId) return admitted(winner.checkedInAt);
    return { ok: false, ...alreadyCheckedIn(exhibit!.name, winner?.checkedInAt ?? now, policy) };
  }
  return admitted(inserted.checkedInAt);
}

async function findCheckin(db: Executor, registrationId: string, exhibitId: string) {
  const [row] = await db
    .select({ checkedInAt: checkins.checkedInAt, requestId: checkins.requestId })
    .from(checkins)
    .where(and(eq(checkins.registrationId, registrationId), eq(checkins.exhibitId, exhibitId)))
    .limit(1);
  return row;
}

/**
 * The check-in and its audit entry in one statement: the entry exists exactly when the check-in was
 * inserted (a lost race inserts neither), with no transaction and no extra round trip at the door.
 * A prepared statement like the plain insert: the door does not build or plan it on every admit.
 */
const insertAuditedCheckin = preparedQuery((executor) => {
  // A transaction has the database's query builders too (the capacity path runs this in one).
  const db = executor as unknown as Database;
  const p = (name: string) => sql.placeholder(name);
  const { admitted, entered, moved } = admissionWrites(db);
  const logged = db.$with('logged', { one: sql<number>`1` }).as(sql`
    insert into ${auditLog} (at, actor_id, actor, actor_role, action, target_type, target_id, target_name, event_id, changes, reason, ip, user_agent, device_id)
    select coalesce(${p('entryAt')}::timestamptz, checked_in_at), ${p('actorId')}, ${p('actor')}, ${p('actorRole')}, ${p('action')}, ${p('targetType')}, ${p('targetId')},
      ${p('targetName')}, ${p('eventId')}, ${p('changes')}::jsonb, ${p('reason')}, ${p('ip')}, ${p('userAgent')}, ${p('deviceId')}
    from admitted
    returning 1`);
  return db
    .with(admitted, entered, moved, logged)
    .select({ checkedInAt: admitted.checkedInAt })
    .from(admitted)
    .prepare('insert_checkin_audited');
});

async function insertAudited(
  db: Executor,
  values: {
    registrationId: string;
    exhibitId: string;
    eventId: string;
    checkedInAt: Date;
    requestId: string | null;
    admittedBy: string | null;
  },
  context: AuditContext,
  entry: AuditEntryInput,
  entryAt: Date | null,
): Promise<{ checkedInAt: Date }[]> {
  const row = auditRow(context, entry);
  const rows = await insertAuditedCheckin(db).execute({
    ...values,
    checkedInAt: values.checkedInAt.toISOString(),
    entryAt: entryAt?.toISOString() ?? null,
    actorId: row.actorId,
    actor: row.actor,
    actorRole: row.actorRole,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetName: row.targetName,
    changes: JSON.stringify(row.changes),
    reason: row.reason,
    ip: row.ip,
    userAgent: row.userAgent,
    deviceId: row.deviceId,
  });
  return rows.map((r: { checkedInAt: Date | string }) => ({ checkedInAt: new Date(r.checkedInAt) }));
}
