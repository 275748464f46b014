import type { I18n } from '@common/i18n/translator';
import type { PageData } from '@common/page-data';
import { I18nextProvider } from 'react-i18next';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/**
 * `pageData`: what the server rendered the page from, when it did (common/page-data.ts); `i18n`: the
 * translations, started in the reader's locale (web/src/lib/i18n.ts).
 */
export function App({ pageData, i18n }: { pageData?: PageData | null; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppProvider pageData={pageData}>
        <AppRouter />
      </AppProvider>
    </I18nextProvider>
  );
}
