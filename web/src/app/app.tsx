import type { PageData } from '@common/page-data';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** `pageData`: what the server rendered the page from, when it did (common/page-data.ts). */
export function App({ pageData }: { pageData?: PageData | null }) {
  return (
    <AppProvider pageData={pageData}>
      <AppRouter />
    </AppProvider>
  );
}
