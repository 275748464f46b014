import { QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AvailableEvents } from '@/features/events/components/available-events';
import { isKioskDevice } from '@/features/exhibits/lib/kiosk-marker';
import { useTranslation } from '@/lib/i18n-react';

function PassIllustration() {
  const { t } = useTranslation('public');
  return (
    <div aria-hidden="true" className="relative hidden md:block">
      <div className="absolute -inset-6 rounded-[2rem] bg-white/10 blur-2xl" />
      <div className="relative w-64 rotate-3 rounded-3xl bg-white p-5 text-foreground shadow-2xl">
        <div className="flex items-center justify-between">
          <span className="text-xs font-semibold uppercase tracking-widest text-primary">
            {t('public:landing.illustrationPass')}
          </span>
          <span className="size-2.5 rounded-full bg-amber-400" />
        </div>
        <div className="mt-4 flex aspect-square items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-50 to-violet-100">
          <QrCode className="size-28 text-indigo-700" strokeWidth={1.25} />
        </div>
        <div className="mt-4 h-2.5 w-3/4 rounded-full bg-slate-200" />
        <div className="mt-2 h-2.5 w-1/2 rounded-full bg-slate-100" />
      </div>
    </div>
  );
}

/**
 * The public check-in, linked only on a kiosk (a device where /exhibits offered check-in): on a
 * visitor's own phone it would be a page without a camera, or one saying the phone is not enrolled.
 * Read after hydration: the server renders one page for everyone.
 */
function KioskLink() {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(isKioskDevice()), []);
  const { t } = useTranslation('public');
  if (!shown) return null;
  return (
    <a href="/exhibits" className="mt-6 inline-block font-semibold underline underline-offset-4">
      {t('public:landing.kioskLink')}
    </a>
  );
}

export function LandingRoute() {
  const { t } = useTranslation('public');
  return (
    <>
      <title>{t('public:landing.documentTitle')}</title>
      <section className="relative overflow-hidden bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-700 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 opacity-20 [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:24px_24px]"
        />
        <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:py-24">
          <div className="max-w-2xl">
            <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {t('public:landing.title')}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-indigo-100 sm:text-xl">{t('public:landing.hero')}</p>
            <KioskLink />
          </div>
          <PassIllustration />
        </div>
      </section>
      <AvailableEvents />
    </>
  );
}
