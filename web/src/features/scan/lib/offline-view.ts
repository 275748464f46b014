/**
 * What the door shows offline (issue 16): the same view as the server's scan (admission-view.ts),
 * built from the device's copy with the shared offline rules (common/offline-admission.ts): every
 * exhibit of the visitor's event, with its check-in (the copy's, or this device's own admission the
 * copy does not show yet), whether it can admit now and why not, and the places left as far as this
 * device knows.
 */
import { decideOffline, type OwnAdmit } from '@common/offline-admission';
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
    const own = ownAdmits.find((admit) => admit.registrationId === registration.id && admit.exhibitId === exhibit.id);
    const checkedInAt = recorded?.checkedInAt ?? own?.admittedAt ?? null;
    const decision = decideOffline(
      { policy: copy.policy, registration, event: copy.event, exhibit, ownAdmits, now },
      { kind: 'registration' },
    );
    const ownHere = ownAdmits.filter((admit) => admit.exhibitId === exhibit.id).length;
    return {
      id: exhibit.id,
      name: exhibit.name,
      date: exhibit.date,
      startTime: exhibit.startTime,
      endTime: exhibit.endTime,
      hasCheckedIn: checkedInAt !== null,
      checkedInAt,
      canAdmit: decision.allowed,
      ...(decision.allowed ? {} : { reason: decision.reason, message: decision.message }),
      maxCapacity: exhibit.maxCapacity,
      remaining: exhibit.remaining === null ? null : Math.max(0, exhibit.remaining - ownHere),
    };
  });
  return {
    isValid: true,
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
