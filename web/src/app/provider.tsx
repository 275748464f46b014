import type { PageData } from '@common/page-data';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DeferredToaster } from '@/components/ui/toaster-deferred';
import { activeEventsQueryOptions } from '@/features/events/api/get-active-events';
import { ServerRenderedProvider } from '@/lib/server-rendered';

/**
 * The SPEC's query defaults (section 7): no refetch on focus or interval, never stale, no retries.
 * A server-rendered page's data fills the cache, so hydration renders what the server did, unfetched.
 */
export function createQueryClient(pageData?: PageData | null): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  if (pageData) client.setQueryData(activeEventsQueryOptions().queryKey, pageData.activeEvents);
  return client;
}

export function AppProvider({ children, pageData }: { children: ReactNode; pageData?: PageData | null }) {
  const [queryClient] = useState(() => createQueryClient(pageData));
  return (
    <QueryClientProvider client={queryClient}>
      <ServerRenderedProvider value={pageData}>{children}</ServerRenderedProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
