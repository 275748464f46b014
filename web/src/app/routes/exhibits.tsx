import { useEffect } from 'react';
import { preloadToaster } from '@/components/ui/toaster-deferred';
import { CurrentTime } from '@/features/exhibits/components/current-time';
import { ExhibitCheckin } from '@/features/exhibits/components/exhibit-checkin';
import { useTranslation } from '@/lib/i18n-react';

export default function ExhibitsRoute() {
  useEffect(preloadToaster, []);
  const { t } = useTranslation('public');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{t('public:exhibits.documentTitle')}</title>
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('public:exhibits.title')}</h1>
        <CurrentTime className="mt-2 text-muted-foreground" />
      </div>
      <ExhibitCheckin />
    </div>
  );
}
