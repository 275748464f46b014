import { paths } from '@common/paths';
import type { AdminEvent } from '@common/schemas';
import { ArrowRight, CalendarDays, Eye, UserCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMediumDate, isOneDay } from '@/lib/format';
import { Trans, useTranslation } from '@/lib/i18n-react';
import { useLiveEvent } from '@/lib/live-event';
import { useEventStats } from '../api/admin-events';
import type { EventPhase } from '../utils/event-groups';

/** Each phase's badge: its label (a catalogue key) and colour. */
export const phaseBadges: Record<EventPhase, { label: string; variant: 'success' | 'default' | 'muted' }> = {
  ongoing: { label: 'admin:phase.ongoing', variant: 'success' },
  upcoming: { label: 'admin:phase.upcoming', variant: 'default' },
  past: { label: 'admin:phase.past', variant: 'muted' },
};

export function AdminEventCard({ event, phase }: { event: AdminEvent; phase: EventPhase }) {
  const badge = phaseBadges[phase];
  const ended = phase === 'past';
  const { t } = useTranslation('admin');
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold leading-snug break-words">{event.name}</h3>
        <Badge variant={badge.variant}>{t(badge.label)}</Badge>
      </div>
      {event.description ? (
        <p className="mt-2 line-clamp-3 text-sm text-muted-foreground break-words">{event.description}</p>
      ) : null}
      <dl className="mt-4 grid gap-1 text-sm">
        {isOneDay(event.startDate, event.endDate) ? (
          <div className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <dt className="text-muted-foreground">{t('admin:card.on')}</dt>
            <dd className="font-medium">{formatMediumDate(event.startDate)}</dd>
          </div>
        ) : (
          <>
            <div className="flex items-center gap-2">
              <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <dt className="text-muted-foreground">{t('admin:card.starts')}</dt>
              <dd className="font-medium">{formatMediumDate(event.startDate)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <dt className="text-muted-foreground">{t('admin:card.ends')}</dt>
              <dd className="font-medium">{formatMediumDate(event.endDate)}</dd>
            </div>
          </>
        )}
      </dl>
      <EventCardNumbers eventId={event.id} live={phase === 'ongoing'} />
      <div className="mt-auto pt-5">
        <Link
          href={paths.adminEvent(event.id)}
          className={buttonVariants({ variant: ended ? 'outline' : 'default', className: 'w-full' })}
          aria-label={
            ended ? t('admin:card.viewNamed', { name: event.name }) : t('admin:card.manageNamed', { name: event.name })
          }
        >
          {ended ? <Eye aria-hidden="true" /> : null}
          {ended ? t('admin:card.view') : t('admin:card.manage')}
          {ended ? null : <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />}
        </Link>
      </div>
    </Card>
  );
}

/**
 * Checked in / registered on the card (issue 15): an ongoing event's follow its live stream (one per
 * ongoing event on the dashboard); the others are read once (maintained counts: one small read each).
 */
function EventCardNumbers({ eventId, live }: { eventId: string; live: boolean }) {
  const stats = useEventStats(eventId);
  useLiveEvent(live ? eventId : null);
  if (!stats.data) return null;
  return (
    <p className="mt-3 flex items-center gap-2 text-sm">
      <UserCheck className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>
        <Trans
          i18nKey="admin:card.numbers"
          values={{ checkedIn: stats.data.checkedIn, registered: stats.data.registered }}
          components={{
            c: <span className="font-semibold" data-testid="card-checked-in" />,
            b: <span className="font-semibold" />,
          }}
        />
      </span>
    </p>
  );
}
