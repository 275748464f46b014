/**
 * Where a registration stands (issue 30): `registered` has a place and a pass; `waiting` is on the
 * event's waiting list, with a place in line and no pass (the door refuses it, `waiting_list`). `cancelled`
 * (issue 30 item 2, migration 0020): the visitor cancelled from their own page; kept for the records
 * with `cancelled_at`, no place, and the door refuses its pass (`cancelled`). `offered` (issue 30 item 3,
 * migration 0022): a freed place offered to the first in line, held for them until `offered_until`;
 * claimed, it becomes `registered`; unclaimed, `cancelled` by the system. The door refuses it as
 * waiting (`waiting_list`): it has no pass until claimed.
 */
export const REGISTRATION_STATUSES = ['registered', 'waiting', 'offered', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** Who cancelled a registration (migration 0022): the visitor, an organiser, or the system (an offer unclaimed in time). */
export const CANCELLED_BY = ['visitor', 'organiser', 'system'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];
