/**
 * Records a check-in once per (registration, exhibit), also under concurrent requests: the unique
 * index decides between two phones scanning the same pass, and an exhibit with a capacity is locked
 * while its check-ins are counted, so the capacity holds too.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { checkins, events, exhibits, registrations } from '../../platform/db/schema.ts';
import { type AdmissionDecision, decideAdmission } from './admission-rules.ts';

export type CheckinResult =
  | {
      ok: true;
      checkedInAt: Date;
      exhibit: { id: string; name: string };
      registration: { id: string; eventId: string };
    }
  | (Extract<AdmissionDecision, { allowed: false }> & { ok: false });

export interface CheckinRequest {
  registrationId: string;
  exhibitId: string;
  /** Idempotency key of a door admit: a retry with the same key succeeds with the first result. */
  requestId?: string;
  now: Date;
  formatTime: (date: Date) => string;
}

export async function checkIn(db: Database, request: CheckinRequest): Promise<CheckinResult> {
  return db.transaction((tx) => attempt(tx as unknown as Database, request));
}

async function attempt(
  tx: Database,
  { registrationId, exhibitId, now, formatTime, requestId }: CheckinRequest,
): Promise<CheckinResult> {
  const [found] = await tx
    .select({
      registration: { id: registrations.id, eventId: registrations.eventId },
      event: { endDate: events.endDate },
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.id, registrationId))
    .limit(1);

  const exhibitColumns = {
    id: exhibits.id,
    eventId: exhibits.eventId,
    name: exhibits.name,
    isActive: exhibits.isActive,
    maxCapacity: exhibits.maxCapacity,
  };
  let [exhibit] = await tx.select(exhibitColumns).from(exhibits).where(eq(exhibits.id, exhibitId)).limit(1);
  let checkedInCount = 0;
  if (exhibit && exhibit.maxCapacity !== null && found && exhibit.eventId === found.registration.eventId) {
    // Serialise check-ins to this exhibit while counting, so the capacity is never exceeded.
    [exhibit] = await tx.select(exhibitColumns).from(exhibits).where(eq(exhibits.id, exhibitId)).for('update');
    const [row] = await tx.select({ total: count() }).from(checkins).where(eq(checkins.exhibitId, exhibitId));
    checkedInCount = row?.total ?? 0;
  }
  const existing = found ? await findCheckin(tx, registrationId, exhibitId) : undefined;
  const admitted = (checkedInAt: Date): CheckinResult => ({
    ok: true,
    checkedInAt,
    exhibit: { id: exhibit!.id, name: exhibit!.name },
    registration: found!.registration,
  });
  if (existing && requestId && existing.requestId === requestId) return admitted(existing.checkedInAt);

  const decision = decideAdmission(
    {
      registration: found?.registration ?? null,
      event: found?.event ?? null,
      exhibit: exhibit ?? null,
      existingCheckin: existing ?? null,
      checkedInCount,
      now,
    },
    formatTime,
  );
  if (!decision.allowed) return { ok: false, ...decision };

  const [inserted] = await tx
    .insert(checkins)
    .values({ registrationId, exhibitId, eventId: found!.registration.eventId, checkedInAt: now, requestId })
    .onConflictDoNothing()
    .returning({ checkedInAt: checkins.checkedInAt });
  if (!inserted) {
    // Another request won the race for this pair; it committed before our insert returned.
    const winner = await findCheckin(tx, registrationId, exhibitId);
    if (winner && requestId && winner.requestId === requestId) return admitted(winner.checkedInAt);
    const checkedInAt = winner?.checkedInAt ?? now;
    return {
      ok: false,
      allowed: false,
      reason: 'already_checked_in',
      message: `Already checked in to ${exhibit!.name} at ${formatTime(checkedInAt)}.`,
      checkedInAt,
    };
  }
  return admitted(inserted.checkedInAt);
}

async function findCheckin(tx: Database, registrationId: string, exhibitId: string) {
  const [row] = await tx
    .select({ checkedInAt: checkins.checkedInAt, requestId: checkins.requestId })
    .from(checkins)
    .where(and(eq(checkins.registrationId, registrationId), eq(checkins.exhibitId, exhibitId)))
    .limit(1);
  return row;
}
