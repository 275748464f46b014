/**
 * Which admin pages each staff role is offered (issue 14), read from the calls' contracts
 * (common/contracts/, whose roles the server enforces): a page is offered to a role that may make its
 * main read call, and a role may change what it sees when it may change an event. So a door account
 * sees only the scan page, and only owners see the Staff screen.
 */
import { auditCalls } from '@common/contracts/audit';
import type { AnyCall } from '@common/contracts/contract';
import { doorCalls } from '@common/contracts/door';
import { eventCalls } from '@common/contracts/events';
import { staffCalls } from '@common/contracts/staff';
import { waitingListCalls } from '@common/contracts/waiting-list';
import { type PageNameIn, paths } from '@common/paths';

export type AdminPage = PageNameIn<'admin'>;

/** The call each page opens with: a role that may not make it is not offered the page. */
const mainRead: Record<AdminPage, AnyCall> = {
  adminDashboard: eventCalls.list,
  adminEvent: eventCalls.get,
  adminScan: doorCalls.validateQr,
  adminStaff: staffCalls.list,
  adminActivity: auditCalls.page,
  adminEventActivity: auditCalls.page,
};

const allows = (call: AnyCall, role: string) =>
  call.roles !== 'public' && (call.roles as readonly string[]).includes(role);

/** While the role is not known yet (the session loading), the pages are those of an organiser. */
export function mayOpenPage(role: string | undefined, page: AdminPage): boolean {
  return allows(mainRead[page], role ?? 'organiser');
}

/** Where a role lands when signed in, or when it opens a page it is not offered. */
export const homePageOf = (role: string | undefined): string =>
  mayOpenPage(role, 'adminDashboard') ? paths.adminDashboard : paths.adminScan;

/** Whether the role may change what it sees (the viewer only reads). */
export const mayEdit = (role: string | undefined): boolean => role !== undefined && allows(eventCalls.update, role);

/** Whether the role may admit at the door (and resend a pass): a viewer looks passes up only. */
export const mayAdmit = (role: string | undefined): boolean => role !== undefined && allows(doorCalls.admit, role);

/** Whether the role may offer a place now and remove someone from a waiting list (issue 30 item 3). */
export const mayRunWaitingList = (role: string | undefined): boolean =>
  role !== undefined && allows(waitingListCalls.offer, role) && allows(waitingListCalls.remove, role);
