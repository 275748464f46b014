import type { PageData } from '@common/page-data';
import type { ReactNode } from 'react';
import { DeferredToaster } from '@/components/ui/toaster-deferred';
import { ServerRenderedProvider } from '@/lib/server-rendered';

/**
 * What every page has: the data a server-rendered page was rendered from, and the toasts. The query
 * cache comes with the pages that use it (app/query-provider.tsx, wrapped in by the router).
 */
export function AppProvider({ children, pageData }: { children: ReactNode; pageData?: PageData | null }) {
  return (
    <>
      <ServerRenderedProvider value={pageData}>{children}</ServerRenderedProvider>
      <DeferredToaster />
    </>
  );
}
