import type { PageData } from '@common/page-data';
import type { WebI18n } from '@/lib/i18n';
import { I18nProvider } from '@/lib/i18n-react';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/**
 * `pageData`: what the server rendered the page from, when it did (common/page-data.ts); `i18n`: the
 * translations, started in the reader's locale (web/src/lib/i18n.ts).
 */
export function App({ pageData, i18n }: { pageData?: PageData | null; i18n: WebI18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <AppProvider pageData={pageData}>
        <AppRouter />
      </AppProvider>
    </I18nProvider>
  );
}
