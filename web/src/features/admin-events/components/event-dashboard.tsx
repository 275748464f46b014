import type { AdminEvent } from '@common/schemas';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardSkeleton } from '@/components/ui/card-state';
import { useErrorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n-react';
import { useEventList } from '../api/admin-events';
import { type EventPhase, sortOngoing, sortPast, sortUpcoming } from '../utils/event-groups';
import { AdminEventCard, phaseBadges } from './admin-event-card';
import { EventFormDialog } from './event-form-dialog';

/** A section's words are catalogue keys (admin namespace). */
interface SectionSpec {
  phase: EventPhase;
  title: string;
  empty: string;
  loading: string;
  failed: string;
  sort: (events: readonly AdminEvent[]) => AdminEvent[];
}

const sections: Record<EventPhase, SectionSpec> = {
  ongoing: {
    phase: 'ongoing',
    title: 'admin:dashboard.ongoing',
    empty: 'admin:dashboard.ongoingEmpty',
    loading: 'admin:dashboard.ongoingLoading',
    failed: 'admin:dashboard.ongoingFailed',
    sort: sortOngoing,
  },
  upcoming: {
    phase: 'upcoming',
    title: 'admin:dashboard.upcoming',
    empty: 'admin:dashboard.upcomingEmpty',
    loading: 'admin:dashboard.upcomingLoading',
    failed: 'admin:dashboard.upcomingFailed',
    sort: sortUpcoming,
  },
  past: {
    phase: 'past',
    title: 'admin:dashboard.past',
    empty: 'admin:dashboard.pastEmpty',
    loading: 'admin:dashboard.pastLoading',
    failed: 'admin:dashboard.pastFailed',
    sort: sortPast,
  },
};

function EventSection({
  spec,
  action,
  emptyAction,
}: {
  spec: SectionSpec;
  action?: ReactNode;
  emptyAction?: ReactNode;
}) {
  const list = useEventList(spec.phase);
  const headingId = `section-${spec.phase}`;
  const events = list.data ? spec.sort(list.data) : [];
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight sm:text-xl">
            {t(spec.title)}
          </h2>
          <Badge variant={phaseBadges[spec.phase].variant}>{t(phaseBadges[spec.phase].label)}</Badge>
          {list.data ? (
            <span className="whitespace-nowrap text-sm text-muted-foreground">
              {t('admin:dashboard.count', { count: events.length })}
            </span>
          ) : null}
        </div>
        {events.length > 0 ? action : null}
      </div>
      {list.isPending ? (
        <CardSkeleton
          label={t(spec.loading)}
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          blocks={['h-48 rounded-card', 'hidden h-48 rounded-card md:block']}
        />
      ) : list.isError ? (
        <Card role="alert" className="p-6 text-sm text-destructive">
          {t(spec.failed, { reason: errorText(list.error, t('admin:hint.tryAgain')) })}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void list.refetch()}>
            {t('admin:dashboard.retry')}
          </Button>
        </Card>
      ) : events.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 border-dashed p-8 text-center shadow-none">
          <p className="text-muted-foreground">{t(spec.empty)}</p>
          {emptyAction}
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {events.map((event) => (
            <li key={event.id}>
              <AdminEventCard event={event} phase={spec.phase} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'Event Management Dashboard': ongoing, upcoming and past events, and the event creation modal. */
/** `canEdit`: false for a viewer, who sees the events without the buttons that change them. */
export function EventDashboard({ canEdit = true }: { canEdit?: boolean }) {
  const [creating, setCreating] = useState(false);
  const { t } = useTranslation('admin');
  const createButton = (label: string, variant: 'default' | 'outline' = 'default') =>
    canEdit ? (
      <Button variant={variant} onClick={() => setCreating(true)}>
        <Plus aria-hidden="true" />
        {label}
      </Button>
    ) : null;
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('admin:dashboard.pageTitle')}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('admin:dashboard.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('admin:dashboard.subtitle')}</p>
        </div>
        {createButton(t('admin:dashboard.createNew'))}
      </div>
      <EventSection spec={sections.ongoing} />
      <EventSection
        spec={sections.upcoming}
        action={createButton(t('admin:dashboard.create'), 'outline')}
        emptyAction={createButton(t('admin:dashboard.create'), 'outline')}
      />
      <EventSection spec={sections.past} />
      <EventFormDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
