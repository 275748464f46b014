/**
 * The query cache of every page but the landing page, with the SPEC's query defaults (section 7):
 * no refetch on focus or interval, never stale, no retries. Its own chunk, loaded with the first page
 * that needs it: the landing page reads its one list without it (features/events/api), which keeps
 * the query library out of the landing page's first load (its 90 KB JavaScript budget, issue 31).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { activeEventsQueryOptions } from '@/features/events/api/get-active-events';
import { landingEventsRead } from '@/features/events/api/landing-events';
import { LOCALE_CHANGED_EVENT } from '@/lib/i18n';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

// One cache for the whole visit: moving between pages keeps what was read.
let client: QueryClient | undefined;

export default function QueryProvider({ children }: { children: ReactNode }) {
  if (!client) {
    client = createQueryClient();
    // The events the landing page read: the registration page shows them without asking again.
    const events = landingEventsRead();
    if (events) client.setQueryData(activeEventsQueryOptions().queryKey, events);
    // Another language: the answers that carry event texts in the reader's language are read again.
    const queries = client;
    window.addEventListener(LOCALE_CHANGED_EVENT, () => void queries.invalidateQueries());
  }
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
