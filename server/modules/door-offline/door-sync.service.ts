/**
 * Admissions a door device made offline, sent up when the server answers again (issue 16, decision
 * 027): `POST /api/admin/door/sync`. Each goes through the one admission path (checkin.service.ts:
 * the rules, the unique check-in per registration and exhibit, the capacity's lock, the audit entry)
 * at the device's time, in the order the device made them, and is told to the change feed like an
 * online admission. A requestId already applied is a `duplicate`, so a batch sent twice changes
 * nothing the second time.
 *
 * Issue 28 items 3 and 7: the device's claimed time is taken only from when the session took its copy
 * of the door (`clock_behind` before it) to 5 minutes ahead; the device is the one the session named
 * when it took the copy (a batch naming another keeps the registered name, the claimed one noted
 * beside it); each admission's entry carries the claimed time and the time the server received the
 * batch, and is dated at the latter; the batch's refusals are one entry with their counts.
 */
import { and, eq } from 'drizzle-orm';
import type { SyncRefusalReason } from '../../../common/admission-reasons.ts';
import { withAdmitter } from '../../../common/offline-admission.ts';
import type { DoorSyncResult } from '../../../common/responses.ts';
import type { DoorSyncInput } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import { anyOf } from '../../platform/db/any-of.ts';
import type { Database } from '../../platform/db/client.ts';
import { checkins } from '../../platform/db/schema.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import type { AdmissionPolicy } from '../checkin/admission-rules.ts';
import { checkIn } from '../checkin/checkin.service.ts';
import { checkinChange } from '../checkin/checkin-change.ts';
import { clockRefusal, syncRefusalSummary } from './door-offline-rules.ts';
import { registeredCopy } from './door-passes.repository.ts';

export { SYNC_CLOCK_AHEAD_MS, SYNC_MAX_AGE_MS } from './door-offline-rules.ts';

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

  return {
    /** One result per admission, in the order sent. `sessionId`: the session syncing (its registered copy). */
    async sync(input: DoorSyncInput, audit: AuditContext, sessionId: string): Promise<DoorSyncResult[]> {
      const receivedAt = now();
      const copy = await registeredCopy(db, sessionId);
      // The device the session named when it took its copy, not the batch's word; a batch naming another
      // keeps the registered name, and the claimed one is noted in the entries.
      const deviceId = copy ? copy.deviceId : null;
      const claimedDevice = input.deviceId !== deviceId ? { claimedDeviceId: input.deviceId } : {};
      const context: AuditContext = { ...audit, deviceId };
      const recorded = await recordedFor(input.admits);
      const results: DoorSyncResult[] = [];
      const answered: {
        status: DoorSyncResult['status'];
        reason?: SyncRefusalReason | undefined;
        admittedAt: string;
      }[] = [];
      const answer = (admit: Admit, result: DoorSyncResult) => {
        results.push(result);
        answered.push({ status: result.status, reason: result.reason, admittedAt: admit.admittedAt });
      };
      for (const admit of input.admits) {
        const { requestId, registrationId, exhibitId } = admit;
        const key = pair(registrationId, exhibitId);
        const known = recorded.get(key);
        if (known && known.requestId === requestId) {
          answer(admit, { requestId, status: 'duplicate', checkedInAt: known.checkedInAt.toISOString() });
          continue;
        }
        const admittedAt = new Date(admit.admittedAt);
        const clock = clockRefusal(admittedAt, { receivedAt, copiedAt: copy?.copiedAt ?? null });
        if (clock) {
          answer(admit, { requestId, status: 'refused', reason: clock.reason, message: clock.message });
          continue;
        }
        // The device's time, but never later than the server's: nobody was admitted in the future.
        const at = admittedAt.getTime() > receivedAt.getTime() ? receivedAt : admittedAt;
        const result = await checkIn(db, {
          registrationId,
          exhibitId,
          requestId,
          now: at,
          policy,
          audit: {
            context,
            at: 'door',
            sync: {
              receivedAt,
              changes: {
                offline: true,
                claimedAt: admittedAt.toISOString(),
                receivedAt: receivedAt.toISOString(),
                ...claimedDevice,
              },
            },
          },
        });
        if (result.ok) {
          const by = audit.actor?.username ?? null;
          recorded.set(key, { requestId, checkedInAt: result.checkedInAt, by });
          // As an online admission (checkin/checkin-change.ts): the live screens and the Sheets sync hear it.
          changes.publish(checkinChange(result, by));
          answer(admit, { requestId, status: 'admitted', checkedInAt: result.checkedInAt.toISOString() });
          continue;
        }
        if (result.reason === 'already_checked_in') {
          const first = recorded.get(key) ?? (await firstCheckin(registrationId, exhibitId));
          answer(admit, {
            requestId,
            status: 'refused',
            reason: result.reason,
            message: withAdmitter(result.message, first?.by),
            checkedInAt: (first?.checkedInAt ?? result.checkedInAt)?.toISOString(),
            by: first?.by ?? null,
          });
          continue;
        }
        answer(admit, { requestId, status: 'refused', reason: result.reason, message: result.message });
      }
      // The batch's refusals: one entry with their counts (500 refusals are one row, not 500).
      const summary = syncRefusalSummary(answered);
      if (summary) {
        await recordAudit(db, context, {
          action: 'door.sync_refused',
          reason: Object.keys(summary.reasons).length === 1 ? Object.keys(summary.reasons)[0]! : null,
          changes: { ...summary, receivedAt: receivedAt.toISOString(), ...claimedDevice },
        });
      }
      return results;
    },
  };
}

export type DoorSyncService = ReturnType<typeof createDoorSyncService>;
