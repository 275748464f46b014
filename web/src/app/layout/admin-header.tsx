import { paths } from '@common/paths';
import { ChevronDown, KeyRound, LogOut, Mail, MonitorSmartphone, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { LanguageMenu } from '@/components/layout/language-menu';
import { LogoMark } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';
import { useEndAllSessions } from '@/features/admin-auth/api/end-all-sessions';
import { useAdminMe } from '@/features/admin-auth/api/get-admin-me';
import { useLogout } from '@/features/admin-auth/api/logout';
import { ChangePasswordDialog } from '@/features/admin-auth/components/change-password-dialog';
import { SupportEmailDialog } from '@/features/admin-settings/components/support-email-dialog';
import { cn } from '@/lib/utils';
import { adminNavLinksFor, isCurrentAdminLink } from './admin-nav-links';
import { homePageOf, mayEdit } from './role-pages';

/** SPEC section 4: after logout the browser goes to the login page after 500 ms. */
export const LOGOUT_REDIRECT_DELAY_MS = 500;

function UserMenu() {
  const [, navigate] = useLocation();
  const [supportOpen, setSupportOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const logout = useLogout();
  const endAll = useEndAllSessions();
  const me = useAdminMe();
  const signingOut = logout.isPending || endAll.isPending;

  const onLogout = () => {
    logout.mutate(undefined, {
      onSuccess: ({ pending }) => {
        toast({
          title: 'Logged out successfully',
          description: pending
            ? 'Signed out on this device. The server is told as soon as it can be reached.'
            : 'You have been logged out of the admin panel.',
        });
        setTimeout(() => navigate(paths.adminLogin, { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
      },
      onError: () => {
        toast({
          variant: 'destructive',
          title: 'Logout failed',
          description: 'There was an error logging out. Please try again.',
        });
      },
    });
  };

  const onEndAll = () => {
    endAll.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: 'Signed out everywhere',
          description: 'Every session of your account has ended, on every device.',
        });
        setTimeout(() => navigate(paths.adminLogin, { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
      },
      onError: () => {
        toast({
          variant: 'destructive',
          title: 'Sign out everywhere failed',
          description: 'There was an error signing out everywhere. Please try again.',
        });
      },
    });
  };

  return (
    <>
      {/* Not modal: the rest of the page stays in the accessibility tree while the menu is open. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="gap-1.5 px-2 sm:px-3" aria-label="Account menu">
            <span className="flex size-8 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <UserRound className="size-4" aria-hidden="true" />
            </span>
            <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            <span className="block font-semibold">Logged in as Admin User</span>
            {me.data?.username ? (
              <span className="block truncate text-xs text-muted-foreground">{me.data.username}</span>
            ) : null}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {mayEdit(me.data?.role) ? (
            <DropdownMenuItem onSelect={() => setSupportOpen(true)}>
              <Mail aria-hidden="true" />
              Change Support Email
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => setPasswordOpen(true)}>
            <KeyRound aria-hidden="true" />
            Change password
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onLogout} disabled={signingOut}>
            <LogOut aria-hidden="true" />
            Logout
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onEndAll} disabled={signingOut}>
            <MonitorSmartphone aria-hidden="true" />
            Sign out everywhere
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SupportEmailDialog open={supportOpen} onOpenChange={setSupportOpen} />
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} username={me.data?.username ?? ''} />
    </>
  );
}

export function AdminHeader() {
  const [location] = useLocation();
  const role = useAdminMe().data?.role;
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href={homePageOf(role)}
          className="flex min-w-0 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-foreground"
        >
          <LogoMark />
          {/* A door account has no dashboard: its one page is the door (issue 29). */}
          <span className="truncate">{role === 'door' ? 'Door' : 'Admin Dashboard'}</span>
        </Link>
        <div className="flex items-center gap-2">
          <nav aria-label="Admin" className="hidden items-center gap-1 md:flex">
            {adminNavLinksFor(role).map(({ href, label, icon: Icon }) => {
              const current = isCurrentAdminLink(href, location);
              return (
                <Link
                  key={href}
                  href={href}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                    current && 'bg-secondary text-secondary-foreground',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </Link>
              );
            })}
          </nav>
          <LanguageMenu />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

/** As many columns as links (Tailwind needs each class written out). */
const BAR_COLUMNS = ['grid-cols-1', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4'] as const;

/** Below 768 px: the role's pages (Overview, Scan, Activity, Staff) in a bar fixed to the bottom of the screen. */
export function AdminBottomBar() {
  const [location] = useLocation();
  const links = adminNavLinksFor(useAdminMe().data?.role);
  return (
    <nav
      aria-label="Admin (bottom bar)"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className={cn('grid', BAR_COLUMNS[links.length] ?? 'grid-cols-4')}>
        {links.map(({ href, shortLabel, icon: Icon }) => {
          const current = isCurrentAdminLink(href, location);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium text-muted-foreground',
                  current && 'text-primary',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
                {shortLabel}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
