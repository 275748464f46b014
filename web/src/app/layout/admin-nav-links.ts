import { paths } from '@common/paths';
import { History, LayoutDashboard, type LucideIcon, ScanLine, UsersRound } from 'lucide-react';
import { type AdminPage, mayOpenPage } from './role-pages';

export interface AdminNavLink {
  href: string;
  label: string;
  /** The bottom bar's shorter label (SPEC: 'Overview' and 'Scan'). */
  shortLabel: string;
  icon: LucideIcon;
  page: AdminPage;
}

export const adminNavLinks: readonly AdminNavLink[] = [
  {
    href: paths.adminDashboard,
    label: 'Overview',
    shortLabel: 'Overview',
    icon: LayoutDashboard,
    page: 'adminDashboard',
  },
  { href: paths.adminScan, label: 'Scan QR Code', shortLabel: 'Scan', icon: ScanLine, page: 'adminScan' },
  { href: paths.adminActivity, label: 'Activity', shortLabel: 'Activity', icon: History, page: 'adminActivity' },
  { href: paths.adminStaff, label: 'Staff', shortLabel: 'Staff', icon: UsersRound, page: 'adminStaff' },
];

/** The links the signed-in account's role is offered. */
export const adminNavLinksFor = (role: string | undefined) =>
  adminNavLinks.filter((link) => mayOpenPage(role, link.page));

/** The dashboard link stays current on an event's page, which is reached from it. */
export function isCurrentAdminLink(href: string, location: string): boolean {
  if (href === paths.adminDashboard) return location === href || location.startsWith('/admin/events/');
  return location === href;
}
