/**
 * What the door shows offline (issue 16): the same view as the server's scan (admission-view.ts),
 * built from the device's copy with the shared offline rules (common/offline-admission.ts): every
 * exhibit of the visitor's event, with its check-in (the copy's, or an admission the device made or
 * heard of that the copy does not show yet, with who made it), whether it can admit now and why not, and the places left as far as this
 * device knows.
 */

import { cancelledMessage } from '@common/admission-rules';
import type { TFunction } from '@common/i18n/translator';
import { decideOffline, type OwnAdmit, ownAdmitOf, ownAdmitsAt } from '@common/offline-admission';
import type { ScanExhibit, ScanResult } from '@common/schemas';
import type { DoorCopyEvent, DoorCopyRegistration } from '@/lib/door-db';

/** The view of one registration of the copy, at `now`. */
export function offlineView(
  registration: DoorCopyRegistration,
  copy: DoorCopyEvent,
  ownAdmits: readonly OwnAdmit[],
  now: Date,
): ScanResult {
  const exhibits = copy.exhibits.map((exhibit): ScanExhibit => {
    const recorded = registration.checkins.find((checkin) => checkin.exhibitId === exhibit.id);
    const own = ownAdmitOf(ownAdmits, registration.id, exhibit.id);
    const checkedInAt = recorded?.checkedInAt ?? own?.admittedAt ?? null;
    // Who admitted is known for the device's own admissions and those it heard of (the copy does not carry it).
    const admittedBy = recorded ? null : (own?.by ?? null);
    const decision = decideOffline(
      { policy: copy.policy, registration, event: copy.event, exhibit, ownAdmits, now },
      { kind: 'registration' },
    );
    const ownHere = ownAdmitsAt(ownAdmits, exhibit.id);
    return {
      id: exhibit.id,
      name: exhibit.name,
      date: exhibit.date,
      startTime: exhibit.startTime,
      endTime: exhibit.endTime,
      hasCheckedIn: checkedInAt !== null,
      checkedInAt,
      ...(checkedInAt ? { admittedBy } : {}),
      canAdmit: decision.allowed,
      ...(decision.allowed ? {} : { reason: decision.reason, message: decision.message }),
      maxCapacity: exhibit.maxCapacity,
      remaining: exhibit.remaining === null ? null : Math.max(0, exhibit.remaining - ownHere),
    };
  });
  return {
    isValid: true,
    // Cancelled by the visitor (issue 30 item 2): shown, and refused at every exhibit, as online.
    ...(registration.cancelledAt
      ? {
          reason: 'cancelled' as const,
          message: cancelledMessage(new Date(registration.cancelledAt), copy.policy.timezone),
        }
      : {}),
    registration: { id: registration.id, name: registration.name, email: registration.email },
    event: copy.event,
    exhibits,
  };
}

/** A refused pass offline, in the shape of the server's answer. */
export const offlineRefusal = (reason: 'invalid' | 'not_found', message: string): ScanResult => ({
  isValid: false,
  registration: null,
  exhibits: [],
  reason,
  message,
});

/** Where an offline admission stands: waiting in the queue, taken by the server, or refused by it. */
export type OfflineAdmissionStatus = 'waiting' | 'synced' | 'refused';

/**
 * What an "Admitted (offline)" panel says under the visitor's name, kept true while it stays on screen
 * (issue 29 item 12): it syncs when the server answers, then that it has synced, or that the server
 * did not take it (listed under "Not admitted after sync").
 */
export function offlineAdmissionText(t: TFunction, exhibitName: string, status: OfflineAdmissionStatus): string {
  if (status === 'synced') return t('door:offline.synced', { exhibit: exhibitName });
  if (status === 'refused') return t('door:offline.refused', { exhibit: exhibitName });
  return t('door:offline.waiting', { exhibit: exhibitName });
}

/** Where the offline admission `requestId` stands, from the queue and the conflicts on the device. */
export function offlineAdmissionStatus(
  requestId: string,
  queued: ReadonlySet<string>,
  conflicts: readonly { requestId: string }[],
): OfflineAdmissionStatus {
  if (queued.has(requestId)) return 'waiting';
  return conflicts.some((conflict) => conflict.requestId === requestId) ? 'refused' : 'synced';
}

/**
 * The places left shown after an admission made offline (issue 29 item 12): what the copy says is
 * left, but never more than one fewer than the door showed before it (the live counts may have known
 * of admissions the copy does not). An admission never frees a place. Null: no capacity.
 */
export function placesAfterOfflineAdmit(shownBefore: number | null, fromCopy: number | null): number | null {
  if (fromCopy === null) return null;
  return shownBefore === null ? fromCopy : Math.max(0, Math.min(fromCopy, shownBefore - 1));
}
