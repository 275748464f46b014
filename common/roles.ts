/**
 * The staff roles (issue 14): which calls each may make is written in each call's contract
 * (common/contracts/) and enforced on the server.
 */
export const STAFF_ROLES = ['owner', 'organiser', 'door', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** The message of a call the signed-in account's role does not allow (403). */
export const roleRefusal = (role: string) => `Your role (${role}) cannot do this.`;
