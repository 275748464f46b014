import { paths } from '@common/paths';
import { LayoutDashboard, type LucideIcon, ScanLine } from 'lucide-react';

export interface AdminNavLink {
  href: string;
  label: string;
  /** The bottom bar's shorter label (SPEC: 'Overview' and 'Scan'). */
  shortLabel: string;
  icon: LucideIcon;
}

export const adminNavLinks: readonly AdminNavLink[] = [
  { href: paths.adminDashboard, label: 'Overview', shortLabel: 'Overview', icon: LayoutDashboard },
  { href: paths.adminScan, label: 'Scan QR Code', shortLabel: 'Scan', icon: ScanLine },
];

/** The dashboard link stays current on an event's page, which is reached from it. */
export function isCurrentAdminLink(href: string, location: string): boolean {
  if (href === paths.adminDashboard) return location === href || location.startsWith('/admin/events/');
  return location === href;
}
