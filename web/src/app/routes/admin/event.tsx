import { paths } from '@common/paths';
import { CalendarX2, History } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'wouter';
import { mayEdit, mayRunWaitingList } from '@/app/layout/role-pages';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { useAdminMe } from '@/features/admin-auth/api/get-admin-me';
import { useEvent, useEventStats } from '@/features/admin-events/api/admin-events';
import { BackToDashboard, EventDetails, EventDetailsSkeleton } from '@/features/admin-events/components/event-details';
import { EventStatsCard } from '@/features/admin-events/components/event-stats-card';
import { WaitingListCard } from '@/features/admin-events/components/waiting-list-card';
import { eventPhase } from '@/features/admin-events/utils/event-groups';
import { ExhibitsCard } from '@/features/admin-exhibits/components/exhibits-card';
import { RegistrationsCard } from '@/features/admin-registrations/components/registrations-card';
import { SheetsCard } from '@/features/sheets/components/sheets-card';
import { ApiError } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n-react';
import { useLiveEvent } from '@/lib/live-event';

function EventUnavailable({ error }: { error: unknown }) {
  const missing = error instanceof ApiError && error.status === 404;
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  return (
    <Card role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 p-8 text-center">
      <CalendarX2 className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-xl font-bold">{missing ? t('admin:event.notFound') : t('admin:event.loadFailed')}</h1>
      <p className="text-muted-foreground">
        {missing ? t('admin:event.notFoundText') : errorText(error, t('admin:event.loadFailedHint'))}
      </p>
    </Card>
  );
}

/** Event management (/admin/events/{id}): details, exhibits, registrations, the waiting list and numbers. */
export default function EventRoute() {
  const { id = '' } = useParams<{ id: string }>();
  const event = useEvent(id);
  const { t } = useTranslation('admin');

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>
        {event.data ? t('admin:event.pageTitle', { name: event.data.name }) : t('admin:event.pageTitleLoading')}
      </title>
      <BackToDashboard />
      {event.isPending ? (
        <EventDetailsSkeleton />
      ) : event.isError ? (
        <EventUnavailable error={event.error} />
      ) : (
        <EventSections event={event.data} />
      )}
    </div>
  );
}

function EventSections({ event }: { event: NonNullable<ReturnType<typeof useEvent>['data']> }) {
  const phase = eventPhase(event, new Date());
  const role = useAdminMe().data?.role;
  const { t } = useTranslation('admin');
  const canEdit = mayEdit(role);
  // An ended event is read-only for everyone; every event is for a viewer.
  const readOnly = phase === 'past' || !canEdit;
  // The Attendance card's and the exhibit cards' numbers follow the event as it happens (issue 15).
  const live = useLiveEvent(event.id);
  const stats = useEventStats(event.id).data;
  const attendance = useMemo(
    () => (stats ? new Map(stats.exhibits.map(({ id, checkedIn, inside }) => [id, { checkedIn, inside }])) : undefined),
    [stats],
  );
  return (
    <>
      <EventDetails
        event={event}
        phase={phase}
        canEdit={canEdit}
        actions={
          <Link href={paths.adminEventActivity(event.id)} className={buttonVariants({ variant: 'outline' })}>
            <History aria-hidden="true" />
            {t('admin:nav.activity')}
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <ExhibitsCard event={event} readOnly={readOnly} attendance={attendance} />
          <RegistrationsCard
            eventId={event.id}
            eventName={event.name}
            readOnly={phase === 'past'}
            canEdit={canEdit}
            role={role}
          />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <EventStatsCard event={event} live={<LiveIndicator status={live} />} />
          <SheetsCard key={event.id} event={event} readOnly={phase === 'past'} canEdit={canEdit} />
        </div>
        {/* The whole width: its table has a column per fact and the row's buttons. */}
        <div className="grid min-w-0 grid-cols-1 lg:col-span-3">
          <WaitingListCard event={event} canAct={phase !== 'past' && mayRunWaitingList(role)} />
        </div>
      </div>
    </>
  );
}
