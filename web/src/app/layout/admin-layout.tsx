import { type ReactNode, useEffect } from 'react';
import { preloadToaster } from '@/components/ui/toaster-deferred';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useTranslation } from '@/lib/i18n-react';
import { AdminBottomBar, AdminHeader } from './admin-header';
import { GeneratedPasswordBanner } from './generated-password-banner';

/** Every admin page but the login screen: header, content, and the phone's bottom bar. */
export function AdminLayout({ children }: { children: ReactNode }) {
  // Nearly every admin action ends with a toast: have the toast area ready.
  useEffect(preloadToaster, []);
  const { t } = useTranslation('common');
  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col bg-background">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:shadow-lg"
        >
          {t('common:layout.skip')}
        </a>
        <AdminHeader />
        <GeneratedPasswordBanner />
        <main id="main" tabIndex={-1} className="flex-1 pb-20 outline-none md:pb-0">
          {children}
        </main>
        <AdminBottomBar />
      </div>
    </TooltipProvider>
  );
}
