import { paths } from '@common/paths';
import { ArrowLeft, CalendarX2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Redirect, useSearchParams } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { preloadToaster } from '@/components/ui/toaster-deferred';
import { useActiveEvents } from '@/features/events/api/get-active-events';
import { RegistrationPanel } from '@/features/registration/components/registration-panel';
import { useTranslation } from '@/lib/i18n-react';

function EventNotFound() {
  const { t } = useTranslation('public');
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center sm:p-10">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <CalendarX2 className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t('public:register.notFound.title')}</h1>
      <p className="text-muted-foreground">{t('public:register.notFound.text')}</p>
      <Link href={paths.home} className={buttonVariants({ className: 'mt-3' })}>
        <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
        {t('public:register.backToEvents')}
      </Link>
    </Card>
  );
}

export default function RegisterRoute() {
  useEffect(preloadToaster, []);
  const [searchParams] = useSearchParams();
  const eventId = searchParams.get('eventId')?.trim();
  const events = useActiveEvents();
  const { t } = useTranslation('public');

  if (!eventId) return <Redirect to={paths.home} replace />;

  const event = events.data?.find((candidate) => candidate.id === eventId);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <title>
        {event ? t('public:register.documentTitle', { name: event.name }) : t('public:register.documentTitleBare')}
      </title>
      {events.isPending ? (
        <div className="py-16">
          <Spinner label={t('public:register.loading')} />
        </div>
      ) : event ? (
        <>
          <Link
            href={paths.home}
            className="mb-6 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('public:register.allEvents')}
          </Link>
          <RegistrationPanel event={event} />
        </>
      ) : (
        <EventNotFound />
      )}
    </div>
  );
}
