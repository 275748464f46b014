/**
 * Where a registration stands (issue 30): `registered` has a place and a pass; `waiting` is on the
 * event's waiting list, with a place in line and no pass (the door refuses it, `waiting_list`). Later
 * slices add `offered` (a freed place offered to the first in line) and `cancelled`.
 */
export const REGISTRATION_STATUSES = ['registered', 'waiting'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
