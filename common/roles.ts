/** The staff roles (issue 14): what each may do is decided on the server (server/modules/admin-auth/permissions.ts). */
export const STAFF_ROLES = ['owner', 'organiser', 'door', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** The message of a call the signed-in account's role does not allow (403). */
export const roleRefusal = (role: string) => `Your role (${role}) cannot do this.`;
