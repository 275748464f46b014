/**
 * Admissions a door device made offline, sent up when the server answers again (issue 16, decision
 * 027): `POST /api/admin/door/sync`. Each goes through the one admission path (checkin.service.ts:
 * the rules, the unique check-in per registration and exhibit, the capacity's lock, the audit entry)
 * at the device's time, in the order the device made them, and is told to the change feed like an
 * online admission. A requestId already applied is a `duplicate`, so a batch sent twice changes
 * nothing the second time.
 */
import { and, eq } from 'drizzle-orm';
import { withAdmitter } from '../../../common/offline-admission.ts';
import type { DoorSyncResult } from '../../../common/responses.ts';
import type { DoorSyncInput } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import { anyOf } from '../../platform/db/any-of.ts';
import type { Database } from '../../platform/db/client.ts';
import { checkins } from '../../platform/db/schema.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import type { AdmissionPolicy } from './admission-rules.ts';
import { checkIn } from './checkin.service.ts';

/** A device's clock may be this far ahead of the server's; an admission dated later is refused. */
export const SYNC_CLOCK_AHEAD_MS = 5 * 60 * 1000;
/** An admission older than this when it reaches the server is refused (a device left in a drawer). */
export const SYNC_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface DoorSyncDeps {
  db: Database;
  now: () => Date;
  timezone: string;
  earlyMinutes: number;
  changes: ChangeFeed;
}

type Admit = DoorSyncInput['admits'][number];
interface Recorded {
  requestId: string | null;
  checkedInAt: Date;
  by: string | null;
}

export function createDoorSyncService({ db, now, timezone, earlyMinutes, changes }: DoorSyncDeps) {
  const policy: AdmissionPolicy = { timezone, earlyMinutes, showCheckinTime: true };
  const pair = (registrationId: string, exhibitId: string) => `${registrationId} ${exhibitId}`;

  /** The check-ins already recorded for the batch's registrations, by registration and exhibit: one query. */
  async function recordedFor(admits: Admit[]): Promise<Map<string, Recorded>> {
    const ids = [...new Set(admits.map((admit) => admit.registrationId))];
    const rows = ids.length
      ? await db
          .select({
            registrationId: checkins.registrationId,
            exhibitId: checkins.exhibitId,
            requestId: checkins.requestId,
            checkedInAt: checkins.checkedInAt,
            by: checkins.admittedBy,
          })
          .from(checkins)
          .where(anyOf(checkins.registrationId, ids))
      : [];
    return new Map(rows.map((row) => [pair(row.registrationId, row.exhibitId ?? ''), row]));
  }

  async function firstCheckin(registrationId: string, exhibitId: string): Promise<Recorded | undefined> {
    const [row] = await db
      .select({ requestId: checkins.requestId, checkedInAt: checkins.checkedInAt, by: checkins.admittedBy })
      .from(checkins)
      .where(and(eq(checkins.registrationId, registrationId), eq(checkins.exhibitId, exhibitId)))
      .limit(1);
    return row;
  }

  async function refuseClock(admit: Admit, context: AuditContext, result: DoorSyncResult): Promise<DoorSyncResult> {
    await recordAudit(db, context, {
      action: 'door.refuse',
      targetType: 'registration',
      targetId: admit.registrationId,
      reason: result.reason ?? null,
      changes: { exhibitId: admit.exhibitId, requestId: admit.requestId, admittedAt: admit.admittedAt },
    });
    return result;
  }

  return {
    /** One result per admission, in the order sent. */
    async sync(input: DoorSyncInput, audit: AuditContext): Promise<DoorSyncResult[]> {
      const context: AuditContext = { ...audit, deviceId: input.deviceId };
      const recorded = await recordedFor(input.admits);
      const results: DoorSyncResult[] = [];
      for (const admit of input.admits) {
        const { requestId, registrationId, exhibitId } = admit;
        const key = pair(registrationId, exhibitId);
        const known = recorded.get(key);
        if (known && known.requestId === requestId) {
          results.push({ requestId, status: 'duplicate', checkedInAt: known.checkedInAt.toISOString() });
          continue;
        }
        const serverNow = now();
        const admittedAt = new Date(admit.admittedAt);
        if (admittedAt.getTime() > serverNow.getTime() + SYNC_CLOCK_AHEAD_MS) {
          results.push(
            await refuseClock(admit, context, {
              requestId,
              status: 'refused',
              reason: 'clock_ahead',
              message: `This admission is dated ${admittedAt.toISOString()}, more than 5 minutes ahead of the server's clock: check the device's date and time.`,
            }),
          );
          continue;
        }
        if (admittedAt.getTime() < serverNow.getTime() - SYNC_MAX_AGE_MS) {
          results.push(
            await refuseClock(admit, context, {
              requestId,
              status: 'refused',
              reason: 'too_old',
              message: 'This admission was made more than 24 hours ago and was not recorded.',
            }),
          );
          continue;
        }
        // The device's time, but never later than the server's: nobody was admitted in the future.
        const at = admittedAt.getTime() > serverNow.getTime() ? serverNow : admittedAt;
        const result = await checkIn(db, {
          registrationId,
          exhibitId,
          requestId,
          now: at,
          policy,
          audit: { context, at: 'door' },
        });
        if (result.ok) {
          const by = audit.actor?.username ?? null;
          recorded.set(key, { requestId, checkedInAt: result.checkedInAt, by });
          // As an online admission (admissions.service.ts): the live screens and the Sheets sync hear it.
          changes.publish({
            kind: 'checkin',
            eventId: result.registration.eventId,
            registrationId: result.registration.id,
            exhibitId: result.exhibit.id,
            name: result.registration.name,
            exhibitName: result.exhibit.name,
            checkedInAt: result.checkedInAt.toISOString(),
            by,
          });
          results.push({ requestId, status: 'admitted', checkedInAt: result.checkedInAt.toISOString() });
          continue;
        }
        if (result.reason === 'already_checked_in') {
          const first = recorded.get(key) ?? (await firstCheckin(registrationId, exhibitId));
          results.push({
            requestId,
            status: 'refused',
            reason: result.reason,
            message: withAdmitter(result.message, first?.by),
            checkedInAt: (first?.checkedInAt ?? result.checkedInAt)?.toISOString(),
            by: first?.by ?? null,
          });
          continue;
        }
        results.push({ requestId, status: 'refused', reason: result.reason, message: result.message });
      }
      return results;
    },
  };
}

export type DoorSyncService = ReturnType<typeof createDoorSyncService>;
