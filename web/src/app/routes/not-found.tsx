import { paths } from '@common/paths';
import { Compass, House } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n-react';

export default function NotFoundRoute() {
  const { t } = useTranslation('public');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <title>{t('public:notFound.documentTitle')}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-primary">{t('public:notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('public:notFound.title')}</h1>
      <p className="mt-4 text-muted-foreground">{t('public:notFound.text')}</p>
      <Link href={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        <House aria-hidden="true" />
        {t('public:notFound.home')}
      </Link>
    </div>
  );
}
