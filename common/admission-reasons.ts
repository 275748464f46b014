/**
 * Why an admission can be refused (door, admit on scan, public check-in): the one list both the
 * request/answer schemas and the web app's texts use. Documented in README's design notes.
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
] as const;
export type AdmissionReason = (typeof admissionReasons)[number];
