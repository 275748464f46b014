import { paths } from '@common/paths';
import { ChevronDown, KeyRound, Languages, LogOut, Mail, MonitorSmartphone, UserRound } from 'lucide-react';
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
import { saveMyLocale } from '@/features/admin-auth/api/my-locale';
import { ChangePasswordDialog } from '@/features/admin-auth/components/change-password-dialog';
import { EventLanguagesDialog } from '@/features/admin-settings/components/event-languages-dialog';
import { SupportEmailDialog } from '@/features/admin-settings/components/support-email-dialog';
import { useTranslation } from '@/lib/i18n-react';
import { cn } from '@/lib/utils';
import { adminNavLinksFor, isCurrentAdminLink } from './admin-nav-links';
import { homePageOf, mayEdit } from './role-pages';

/** SPEC section 4: after logout the browser goes to the login page after 500 ms. */
export const LOGOUT_REDIRECT_DELAY_MS = 500;

function UserMenu() {
  const [, navigate] = useLocation();
  const [supportOpen, setSupportOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [languagesOpen, setLanguagesOpen] = useState(false);
  const logout = useLogout();
  const endAll = useEndAllSessions();
  const me = useAdminMe();
  const signingOut = logout.isPending || endAll.isPending;
  const { t } = useTranslation('admin');

  const onLogout = () => {
    logout.mutate(undefined, {
      onSuccess: ({ pending }) => {
        toast({
          title: t('admin:logout.done'),
          description: pending ? t('admin:logout.donePending') : t('admin:logout.doneText'),
        });
        setTimeout(() => navigate(paths.adminLogin, { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
      },
      onError: () => {
        toast({
          variant: 'destructive',
          title: t('admin:logout.failed'),
          description: t('admin:logout.failedText'),
        });
      },
    });
  };

  const onEndAll = () => {
    endAll.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: t('admin:signOutAll.done'),
          description: t('admin:signOutAll.doneText'),
        });
        setTimeout(() => navigate(paths.adminLogin, { replace: true }), LOGOUT_REDIRECT_DELAY_MS);
      },
      onError: () => {
        toast({
          variant: 'destructive',
          title: t('admin:signOutAll.failed'),
          description: t('admin:signOutAll.failedText'),
        });
      },
    });
  };

  return (
    <>
      {/* Not modal: the rest of the page stays in the accessibility tree while the menu is open. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="gap-1.5 px-2 sm:px-3" aria-label={t('admin:header.accountMenu')}>
            <span className="flex size-8 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <UserRound className="size-4" aria-hidden="true" />
            </span>
            <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            <span className="block font-semibold">{t('admin:header.loggedInAs')}</span>
            {me.data?.username ? (
              <span className="block truncate text-xs text-muted-foreground">{me.data.username}</span>
            ) : null}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {mayEdit(me.data?.role) ? (
            <DropdownMenuItem onSelect={() => setSupportOpen(true)}>
              <Mail aria-hidden="true" />
              {t('admin:header.changeSupportEmail')}
            </DropdownMenuItem>
          ) : null}
          {mayEdit(me.data?.role) ? (
            <DropdownMenuItem onSelect={() => setLanguagesOpen(true)}>
              <Languages aria-hidden="true" />
              {t('admin:header.eventLanguages')}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => setPasswordOpen(true)}>
            <KeyRound aria-hidden="true" />
            {t('admin:header.changePassword')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onLogout} disabled={signingOut}>
            <LogOut aria-hidden="true" />
            {t('admin:header.logout')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onEndAll} disabled={signingOut}>
            <MonitorSmartphone aria-hidden="true" />
            {t('admin:header.signOutEverywhere')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SupportEmailDialog open={supportOpen} onOpenChange={setSupportOpen} />
      <EventLanguagesDialog open={languagesOpen} onOpenChange={setLanguagesOpen} />
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} username={me.data?.username ?? ''} />
    </>
  );
}

export function AdminHeader() {
  const [location] = useLocation();
  const role = useAdminMe().data?.role;
  const { t } = useTranslation('admin');
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href={homePageOf(role)}
          className="flex min-w-0 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-foreground"
        >
          <LogoMark />
          {/* A door account has no dashboard: its one page is the door (issue 29). */}
          <span className="truncate">{role === 'door' ? t('admin:header.door') : t('admin:header.title')}</span>
        </Link>
        <div className="flex items-center gap-2">
          <nav aria-label={t('admin:header.nav')} className="hidden items-center gap-1 md:flex">
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
                  {t(label)}
                </Link>
              );
            })}
          </nav>
          <LanguageMenu onChosen={saveMyLocale} />
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
  const { t } = useTranslation('admin');
  return (
    <nav
      aria-label={t('admin:header.bottomBar')}
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
                {t(shortLabel)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
