import { signInPath } from '@common/sign-in-return';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { userMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { useAdminMe } from '../api/get-admin-me';
import { useSessionExpiry } from '../api/session-expiry';

/**
 * Shows its children to a signed-in organiser; sends anyone else to the login page, which brings
 * them back to this page once signed in.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useAdminMe();
  const [location] = useLocation();
  const search = useSearch();
  useSessionExpiry();
  const { t } = useTranslation('staff');
  if (me.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center px-4">
        <Spinner label={t('staff:auth.checking')} />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-xl font-semibold">{t('staff:auth.checkFailed.title')}</h1>
        <p className="max-w-md text-muted-foreground">{userMessage(me.error, t('staff:auth.checkFailed.message'))}</p>
        <Button onClick={() => void me.refetch()}>{t('staff:auth.retry')}</Button>
      </div>
    );
  }
  if (!me.data) return <Redirect to={signInPath(search ? `${location}?${search}` : location)} replace />;
  return children;
}
