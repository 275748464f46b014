import { paths } from '@common/paths';
import type { AdminEvent } from '@common/schemas';
import { ArrowRight, CalendarDays, Eye, UserCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMediumDate, isOneDay } from '@/lib/format';
import { useLiveEvent } from '@/lib/live-event';
import { useEventStats } from '../api/admin-events';
import type { EventPhase } from '../utils/event-groups';

export const phaseBadges: Record<EventPhase, { label: string; variant: 'success' | 'default' | 'muted' }> = {
  ongoing: { label: 'Live', variant: 'success' },
  upcoming: { label: 'Upcoming', variant: 'default' },
  past: { label: 'Ended', variant: 'muted' },
};

export function AdminEventCard({ event, phase }: { event: AdminEvent; phase: EventPhase }) {
  const badge = phaseBadges[phase];
  const ended = phase === 'past';
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold leading-snug break-words">{event.name}</h3>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      {event.description ? (
        <p className="mt-2 line-clamp-3 text-sm text-muted-foreground break-words">{event.description}</p>
      ) : null}
      <dl className="mt-4 grid gap-1 text-sm">
        {isOneDay(event.startDate, event.endDate) ? (
          <div className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <dt className="text-muted-foreground">On</dt>
            <dd className="font-medium">{formatMediumDate(event.startDate)}</dd>
          </div>
        ) : (
          <>
            <div className="flex items-center gap-2">
              <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <dt className="text-muted-foreground">Starts</dt>
              <dd className="font-medium">{formatMediumDate(event.startDate)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <dt className="text-muted-foreground">Ends</dt>
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
          aria-label={`${ended ? 'View' : 'Manage'} ${event.name}`}
        >
          {ended ? <Eye aria-hidden="true" /> : null}
          {ended ? 'View' : 'Manage'}
          {ended ? null : <ArrowRight aria-hidden="true" />}
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
        <span className="font-semibold" data-testid="card-checked-in">
          {stats.data.checkedIn}
        </span>{' '}
        checked in / <span className="font-semibold">{stats.data.registered}</span> registered
      </span>
    </p>
  );
}
