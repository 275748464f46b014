import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useCurrentYear } from '@/lib/server-rendered';
import { PublicHeader } from './public-header';

export function PublicLayout({ children }: { children: ReactNode }) {
  const year = useCurrentYear();
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('common:layout.skip')}
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="border-t border-border bg-card">
        <div className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">
          {t('common:layout.footer', { year: String(year) })}
        </div>
      </footer>
    </div>
  );
}
