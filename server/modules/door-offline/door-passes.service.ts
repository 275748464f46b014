/**
 * The door's copy of an event (issue 16, decision 027): `GET /api/admin/door/events/{id}/passes`.
 * The event, the rules' settings, its exhibits with their places left, and its registrations with
 * what the door shows, the SHA-256 of each pass and its check-ins, a page at a time; the cursor of
 * the last page makes the next call answer only what changed since (new or changed registrations,
 * new check-ins, deleted registrations).
 *
 * Issue 28 item 2: a copy is only of an event running today (403 otherwise, for every role: the copy
 * is the door's, and organisers read an event through its registrations list and CSV); the session's
 * first copy is registered (when, which device: the sync dates no admission before it), and every
 * answer that carries registrations is audited (who, which event, how many).
 */
import { createHash } from 'node:crypto';
import { DOOR_PAGE_MAX } from '../../../common/contracts/door-offline.ts';
import type { PhoneRegion } from '../../../common/phone-number.ts';
import type { DoorPasses } from '../../../common/responses.ts';
import type { Database } from '../../platform/db/client.ts';
import { fieldRefused, forbidden } from '../../platform/http/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { requireEvent } from '../events/events.service.ts';
import type { QrTokens } from '../passes/qr-token.ts';
import { type DoorCursor, decodeCursor, encodeCursor } from './door-cursor.ts';
import { copyRefusalCode } from './door-offline-rules.ts';
import * as repo from './door-passes.repository.ts';

export { DOOR_PAGE_MAX };

export interface DoorPassesDeps {
  db: Database;
  tokens: QrTokens;
  now: () => Date;
  /** APP_TIMEZONE and CHECKIN_EARLY_MINUTES: the device applies the rules with them. */
  timezone: string;
  earlyMinutes: number;
  /** PHONE_REGION: the device reads a number looked up offline as the server does. */
  phoneRegion: PhoneRegion;
}

/** SHA-256 of a pass's text, base64url: what a device compares a scanned pass with (common/offline-admission.ts). */
export const passHashOf = (qrCode: string) => createHash('sha256').update(qrCode.trim()).digest('base64url');

/** Who asks for the copy: the audit's context (its device from X-Door-Device) and the session. */
export interface CopyReader {
  context: AuditContext;
  sessionId: string;
  accountId: string;
}

export function createDoorPassesService({ db, tokens, now, timezone, earlyMinutes, phoneRegion }: DoorPassesDeps) {
  return {
    async passes(
      eventId: string,
      query: { since?: string | undefined; limit?: number | undefined },
      reader: CopyReader,
    ) {
      const event = await requireEvent(db, eventId);
      const refusal = copyRefusalCode(event, now(), timezone);
      if (refusal) throw forbidden(refusal.code, refusal.values);
      let cursor: DoorCursor | null = null;
      if (query.since) {
        cursor = decodeCursor(query.since);
        if (!cursor) throw fieldRefused('since', 'door_cursor_invalid');
      }
      const limit = query.limit ?? DOOR_PAGE_MAX;
      const snapshot = await repo.currentSnapshot(db);
      // Ids from past this database's clock: the cursor came from another database (a restore from a
      // backup). The device starts again from a full copy.
      if (cursor && Math.max(cursor.from ?? 0, cursor.round?.target ?? 0) > snapshot.xmax) cursor = null;
      const from = cursor?.from ?? null;
      const target = cursor?.round?.target ?? snapshot.xmin;
      const after = cursor?.round?.after ?? null;

      const rows = await repo.changedRegistrations(db, event.id, from, after, limit + 1);
      const more = rows.length > limit;
      const page = rows.slice(0, limit);
      const ids = [...new Set(page.map((row) => row.id))];
      const [found, checkins, exhibits, removed] = await Promise.all([
        ids.length ? repo.registrationsByIds(db, event.id, ids) : [],
        ids.length ? repo.checkinsOf(db, ids) : [],
        repo.exhibitsWithCounts(db, event.id),
        from !== null && !after ? repo.removedSince(db, event.id, from) : [],
      ]);
      const byId = new Map(found.map((registration) => [registration.id, registration]));
      const checkinsOf = new Map<string, { exhibitId: string | null; checkedInAt: Date }[]>();
      for (const checkin of checkins) {
        const list = checkinsOf.get(checkin.registrationId);
        if (list) list.push(checkin);
        else checkinsOf.set(checkin.registrationId, [checkin]);
      }
      const last = page[page.length - 1];
      const next: DoorCursor =
        more && last
          ? { from, round: { target, after: { change: last.change, id: last.id } } }
          : { from: target, round: null };

      const answer: DoorPasses = {
        event: {
          id: event.id,
          name: event.name,
          startDate: event.startDate.toISOString(),
          endDate: event.endDate.toISOString(),
        },
        policy: { timezone, earlyMinutes, phoneRegion },
        exhibits: exhibits.map((exhibit) => {
          const checkedIn = Number(exhibit.checkedIn);
          return {
            id: exhibit.id,
            eventId: exhibit.eventId,
            name: exhibit.name,
            date: exhibit.date.toISOString(),
            startTime: exhibit.startTime,
            endTime: exhibit.endTime,
            isActive: exhibit.isActive,
            maxCapacity: exhibit.maxCapacity,
            remaining: exhibit.maxCapacity === null ? null : Math.max(0, exhibit.maxCapacity - checkedIn),
          };
        }),
        registrations: ids.flatMap((id) => {
          const registration = byId.get(id);
          // Deleted since its change was listed: its tombstone comes with the next round.
          if (!registration) return [];
          return [
            {
              id,
              eventId: event.id,
              name: registration.name,
              email: registration.email,
              phoneDigits: registration.phoneDigits,
              // Only a pass the server accepts now: one signed under a secret since dropped is refused offline too.
              passHash: tokens.verify(registration.qrCode) === id ? passHashOf(registration.qrCode) : null,
              checkins: (checkinsOf.get(id) ?? []).map((checkin) => ({
                exhibitId: checkin.exhibitId!,
                checkedInAt: checkin.checkedInAt.toISOString(),
              })),
              cancelledAt: registration.cancelledAt?.toISOString() ?? null,
            },
          ];
        }),
        removed,
        full: from === null,
        more,
        cursor: encodeCursor(next),
        serverTime: now().toISOString(),
      };
      await repo.registerCopy(db, {
        sessionId: reader.sessionId,
        accountId: reader.accountId,
        deviceId: reader.context.deviceId,
        copiedAt: now(),
      });
      // A read of personal data: who, which event, how many registrations (an empty delta reads none).
      if (answer.registrations.length > 0) {
        await recordAudit(db, reader.context, {
          action: 'door.copy',
          targetType: 'event',
          targetId: event.id,
          targetName: event.name,
          eventId: event.id,
          changes: { rows: answer.registrations.length, full: answer.full, more: answer.more },
        });
      }
      return answer;
    },
  };
}

export type DoorPassesService = ReturnType<typeof createDoorPassesService>;
