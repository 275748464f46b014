/**
 * Which staff roles may make each admin call (issue 14; docs/decisions/023-roles-and-staff.md), read
 * from the calls' contracts (common/contracts/): the admin guard asks `mayCall` for every admin
 * request, and a route without a contract is refused to everyone (tests/api/contracts.test.ts and
 * tests/api/staff-roles.test.ts fail on it first).
 */
import { callKey } from '../../../common/contracts/contract.ts';
import { allCalls } from '../../../common/contracts/index.ts';
import type { StaffRole } from '../../../common/roles.ts';

/** `METHOD route` (the route as registered, `:id` and all) → the roles allowed. */
export const PERMISSIONS: Readonly<Record<string, readonly StaffRole[]>> = Object.fromEntries(
  allCalls.flatMap((call) => (call.roles === 'public' ? [] : [[callKey(call), call.roles]])),
);

/** Whether `role` may call `method` on the registered `route` (HEAD as its GET). */
export function mayCall(role: string, method: string, route: string): boolean {
  const allowed = PERMISSIONS[`${method === 'HEAD' ? 'GET' : method} ${route}`];
  return allowed !== undefined && (allowed as readonly string[]).includes(role);
}
