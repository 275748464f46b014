/**
 * Which staff roles may make each admin call (issue 14; docs/decisions/023-roles-and-staff.md).
 * The one table of it: the admin guard asks `mayCall` for every admin request, and a route missing
 * here is refused to everyone (tests/api/roles-matrix.test.ts fails on it first).
 */
import { apiPaths } from '../../../common/api-paths.ts';
import { STAFF_ROLES, type StaffRole } from '../../../common/roles.ts';

const admin = apiPaths.admin;
const everyone = STAFF_ROLES;
const readers: readonly StaffRole[] = ['owner', 'organiser', 'viewer'];
const organisers: readonly StaffRole[] = ['owner', 'organiser'];
const atTheDoor: readonly StaffRole[] = ['owner', 'organiser', 'door'];
/** The door page reads the ongoing events and the exhibits; a viewer reads them too. */
const doorReads: readonly StaffRole[] = ['owner', 'organiser', 'door', 'viewer'];
const owners: readonly StaffRole[] = ['owner'];

/** `METHOD route` (the route as registered, `:id` and all) → the roles allowed. */
export const PERMISSIONS: Readonly<Record<string, readonly StaffRole[]>> = {
  // One's own session and password.
  [`GET ${admin.me.route}`]: everyone,
  [`POST ${admin.logout.route}`]: everyone,
  [`POST ${admin.endAllSessions.route}`]: everyone,
  [`POST ${admin.mePassword.route}`]: everyone,
  // Events.
  [`GET ${admin.events.route}`]: readers,
  [`POST ${admin.events.route}`]: organisers,
  [`GET ${admin.eventsByPhase.ongoing.route}`]: doorReads,
  [`GET ${admin.eventsByPhase.upcoming.route}`]: readers,
  [`GET ${admin.eventsByPhase.past.route}`]: readers,
  [`GET ${admin.event.route}`]: readers,
  [`PUT ${admin.event.route}`]: organisers,
  [`DELETE ${admin.event.route}`]: organisers,
  [`GET ${admin.eventStats.route}`]: readers,
  [`GET ${admin.eventLive.route}`]: readers,
  // The live numbers (issue 15): any signed-in role, the door's phones too.
  [`GET ${admin.eventLive.route}`]: everyone,
  [`GET ${admin.eventCsv.route}`]: readers,
  [`GET ${admin.eventSheetsUrl.route}`]: readers,
  [`PUT ${admin.eventSheetsUrl.route}`]: organisers,
  [`POST ${admin.eventSheetsSync.route}`]: organisers,
  // Exhibits.
  [`GET ${admin.exhibits.route}`]: doorReads,
  [`POST ${admin.exhibits.route}`]: organisers,
  [`PUT ${admin.exhibit.route}`]: organisers,
  [`DELETE ${admin.exhibit.route}`]: organisers,
  // Registrations and pass e-mails.
  [`GET ${admin.registrations.route}`]: readers,
  [`GET ${admin.eventRegistrations.route}`]: readers,
  [`GET ${admin.undeliveredPasses.route}`]: readers,
  [`POST ${admin.resendPasses.route}`]: organisers,
  [`POST ${admin.dismissPasses.route}`]: organisers,
  // Settings and Sheets.
  [`GET ${admin.supportEmail.route}`]: readers,
  [`PUT ${admin.supportEmail.route}`]: organisers,
  [`GET ${admin.serviceAccount.route}`]: readers,
  [`GET ${admin.sheetsTest.route}`]: readers,
  // The door: checking a pass and finding a registration change nothing, so a viewer may too.
  [`POST ${admin.validateQr.route}`]: doorReads,
  [`POST ${admin.lookupUser.route}`]: doorReads,
  [`POST ${admin.admit.route}`]: atTheDoor,
  [`POST ${admin.admitPass.route}`]: atTheDoor,
  [`POST ${admin.resendQr.route}`]: atTheDoor,
  // The door offline (decision 027): a viewer reads every GET, the copy too; only the door admits.
  [`GET ${admin.doorPasses.route}`]: doorReads,
  [`POST ${admin.doorSync.route}`]: atTheDoor,
  // The public check-in's enrolled tablets: setting up the venue.
  [`GET ${admin.kioskDevices.route}`]: readers,
  [`POST ${admin.kioskDevices.route}`]: organisers,
  [`DELETE ${admin.kioskDevice.route}`]: organisers,
  // Staff accounts.
  [`GET ${admin.users.route}`]: owners,
  [`POST ${admin.users.route}`]: owners,
  [`PATCH ${admin.user.route}`]: owners,
  // The audit trail (read only: nothing can change it).
  [`GET ${admin.audit.route}`]: readers,
  [`GET ${admin.auditCsv.route}`]: readers,
};

/** Whether `role` may call `method` on the registered `route` (HEAD as its GET). */
export function mayCall(role: string, method: string, route: string): boolean {
  const allowed = PERMISSIONS[`${method === 'HEAD' ? 'GET' : method} ${route}`];
  return allowed !== undefined && (allowed as readonly string[]).includes(role);
}
