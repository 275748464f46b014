import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { isSessionQuery, queryKeys } from '@/lib/query-keys';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * When any admin call answers 401 (the session expired or was ended elsewhere), the session is
 * marked gone, so the protected pages send the organiser to the login page instead of showing errors.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const signedOut = () => queryClient.setQueryData(queryKeys.admin.me, null);
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || isSessionQuery(event.query.queryKey)) return;
      if (event.action.type === 'error' && isUnauthorized(event.action.error)) signedOut();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || !event.mutation) return;
      if (event.action.type === 'error' && isUnauthorized(event.action.error)) signedOut();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
