import { paths } from '@common/paths';
import { History, LayoutDashboard, type LucideIcon, ScanLine, UsersRound } from 'lucide-react';
import { type AdminPage, mayOpenPage } from './role-pages';

export interface AdminNavLink {
  href: string;
  /** Catalogue keys (admin namespace): the link's label, and the bottom bar's shorter one (SPEC: 'Overview' and 'Scan'). */
  label: string;
  shortLabel: string;
  icon: LucideIcon;
  page: AdminPage;
}

export const adminNavLinks: readonly AdminNavLink[] = [
  {
    href: paths.adminDashboard,
    label: 'admin:nav.overview',
    shortLabel: 'admin:nav.overview',
    icon: LayoutDashboard,
    page: 'adminDashboard',
  },
  {
    href: paths.adminScan,
    label: 'admin:nav.scan',
    shortLabel: 'admin:nav.scanShort',
    icon: ScanLine,
    page: 'adminScan',
  },
  {
    href: paths.adminActivity,
    label: 'admin:nav.activity',
    shortLabel: 'admin:nav.activity',
    icon: History,
    page: 'adminActivity',
  },
  {
    href: paths.adminStaff,
    label: 'admin:nav.staff',
    shortLabel: 'admin:nav.staff',
    icon: UsersRound,
    page: 'adminStaff',
  },
];

/** The links the signed-in account's role is offered. */
export const adminNavLinksFor = (role: string | undefined) =>
  adminNavLinks.filter((link) => mayOpenPage(role, link.page));

/** The dashboard link stays current on an event's page, which is reached from it. */
export function isCurrentAdminLink(href: string, location: string): boolean {
  if (href === paths.adminDashboard) return location === href || location.startsWith('/admin/events/');
  return location === href;
}
