import { paths } from '@common/paths';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAdminSession } from '../api/get-admin-session';

/**
 * Shows its children to a signed-in organiser only: 'Checking authentication...' while the session is
 * checked, and a redirect to the login page when there is none (SPEC section 2, protected routes).
 */
export function AdminSessionGate({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const [, navigate] = useLocation();
  const signedOut = session.error instanceof ApiError && session.error.status === 401;

  useEffect(() => {
    if (signedOut) navigate(paths.adminLogin, { replace: true });
  }, [signedOut, navigate]);

  if (session.isPending || signedOut) {
    return (
      <div className="py-24">
        <Spinner label="Checking authentication..." />
      </div>
    );
  }
  if (session.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 px-6 py-24 text-center">
        <p className="text-muted-foreground">Your session could not be checked. Please try again.</p>
        <Button variant="outline" onClick={() => void session.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
  return children;
}
