/**
 * Which admin pages each staff role is offered (issue 14). The server decides what each role may do
 * (server/modules/admin-auth/permissions.ts); the screens follow: a door account sees only the scan
 * page, and only owners see the Staff screen.
 */
import { type PageNameIn, paths } from '@common/paths';

export type AdminPage = PageNameIn<'admin'>;

export function mayOpenPage(role: string | undefined, page: AdminPage): boolean {
  if (page === 'adminStaff') return role === 'owner';
  if (role === 'door') return page === 'adminScan';
  // The audit trail: owners, organisers and viewers (the server says the same).
  return true;
}

/** Where a role lands when signed in, or when it opens a page it is not offered. */
export const homePageOf = (role: string | undefined): string =>
  role === 'door' ? paths.adminScan : paths.adminDashboard;

/** Whether the role may change what it sees (the viewer only reads). */
export const mayEdit = (role: string | undefined): boolean => role === 'owner' || role === 'organiser';
