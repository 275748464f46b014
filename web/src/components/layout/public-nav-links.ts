import { paths } from '@common/paths';
import { LogIn, Ticket } from 'lucide-react';

export const publicNavLinks = [
  { href: paths.myPass, label: 'common:nav.myPass', icon: Ticket },
  { href: paths.adminLogin, label: 'common:nav.staffLogin', icon: LogIn },
] as const;
