/**
 * Why an admission can be refused (door, admit on scan, public check-in): the one list both the
 * request/answer schemas and the web app's texts use. Documented in docs/architecture.md (design notes).
 */
export const admissionReasons = [
  'invalid',
  'not_found',
  'wrong_event',
  'exhibit_inactive',
  'event_ended',
  'already_checked_in',
  'capacity_full',
  'not_today',
  'not_open',
  // Issue 30: the registration is on the event's waiting list, so it has no place (and no pass).
  'waiting_list',
  // Issue 30 item 2: the visitor cancelled the registration ("Registration cancelled on 3 March, 14:05").
  'cancelled',
  // Issue 32: an entry of someone inside ("Already inside since 14:05"), a re-entry where none is
  // allowed, an exit of someone not inside.
  'already_inside',
  'no_reentry',
  'not_inside',
] as const;
export type AdmissionReason = (typeof admissionReasons)[number];

/**
 * Why the server refuses an admission a door device made offline and sends up later
 * (`POST /api/admin/door/sync`, decision 027): every reason above, and the device's time out of
 * bounds: `clock_ahead` (dated in the future beyond the allowed skew), `too_old` (made more than a
 * day before it reached the server), `clock_behind` (dated before the syncing session took its copy of
 * the door, which it cannot have admitted from: issue 28 item 3).
 */
export const syncRefusalReasons = [...admissionReasons, 'clock_ahead', 'too_old', 'clock_behind'] as const;
export type SyncRefusalReason = (typeof syncRefusalReasons)[number];
