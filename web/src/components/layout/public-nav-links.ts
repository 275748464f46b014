import { paths } from '@common/paths';
import { LogIn, Ticket } from 'lucide-react';

export const publicNavLinks = [
  { href: paths.myPass, label: 'My Pass', icon: Ticket },
  { href: paths.adminLogin, label: 'Staff Login', icon: LogIn },
] as const;
