/**
 * The change feed's record of an admission (platform/change-feed.ts): what the live screens show of it
 * (common/live-events.ts) and what tells the Sheets sync. One builder for every way in: the door
 * online, the public check-in, and the door's offline admissions when they sync.
 */
import type { Change } from '../../platform/change-feed.ts';
import type { CheckinResult } from './checkin.service.ts';

export type Admitted = Extract<CheckinResult, { ok: true }>;

/** `by`: the organiser's username; null at the public check-in. */
export function checkinChange(admitted: Admitted, by: string | null): Extract<Change, { kind: 'checkin' }> {
  return {
    kind: 'checkin',
    eventId: admitted.registration.eventId,
    registrationId: admitted.registration.id,
    exhibitId: admitted.exhibit.id,
    name: admitted.registration.name,
    exhibitName: admitted.exhibit.name,
    checkedInAt: admitted.checkedInAt.toISOString(),
    by,
    ...(admitted.exit ? { direction: 'exit' as const } : {}),
  };
}
