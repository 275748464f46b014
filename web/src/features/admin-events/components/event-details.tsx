import { paths } from '@common/paths';
import type { AdminEvent } from '@common/schemas';
import { ArrowLeft, BellRing, Building2, CalendarDays, Lock, Pencil, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatEventDays, formatLocale } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { reminderText } from '../utils/event-form';
import type { EventPhase } from '../utils/event-groups';
import { phaseBadges } from './admin-event-card';
import { DeleteEventButton } from './delete-event-dialog';
import { EventFormDialog } from './event-form-dialog';

export function BackToDashboard() {
  const { t } = useTranslation('admin');
  return (
    <Link
      href={paths.adminDashboard}
      className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {t('admin:details.back')}
    </Link>
  );
}

/**
 * The event's name, description and period, with its edit control while it has not ended and its
 * delete control (for an ended event, after a confirmation that says what goes with it).
 */
/** `canEdit`: false for a viewer (no Edit and Delete buttons; the server refuses them anyway). */
export function EventDetails({
  event,
  phase,
  canEdit = true,
  actions,
}: {
  event: AdminEvent;
  phase: EventPhase;
  canEdit?: boolean;
  /** More links beside the buttons (the event's Activity). */
  actions?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const ended = phase === 'past';
  const badge = phaseBadges[phase];
  const { t } = useTranslation('admin');
  const companyField = {
    required: t('admin:companyField.required'),
    optional: t('admin:companyField.optional'),
    hidden: t('admin:companyField.hidden'),
  }[event.companyField];
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{event.name}</h1>
            <Badge variant={badge.variant}>{t(badge.label)}</Badge>
          </div>
          {event.description ? (
            <p className="mt-2 max-w-3xl whitespace-pre-line text-muted-foreground break-words">{event.description}</p>
          ) : null}
          <p className="mt-3 flex items-start gap-2 text-sm font-medium">
            <CalendarDays className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              <span className="sr-only">{t('admin:details.period')} </span>
              {formatEventDays(event.startDate, event.endDate)}
            </span>
          </p>
          <p className="mt-2 flex items-start gap-2 text-sm text-muted-foreground">
            <Building2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{t('admin:details.companyField', { value: companyField })}</span>
          </p>
          <p className="mt-2 flex items-start gap-2 text-sm text-muted-foreground">
            <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {t('admin:details.places', {
                value:
                  event.capacity === null ? t('admin:details.noLimit') : event.capacity.toLocaleString(formatLocale()),
              })}
            </span>
          </p>
          <p className="mt-2 flex items-start gap-2 text-sm text-muted-foreground">
            <BellRing className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{t('admin:details.reminder', { value: reminderText(t, event.reminderHours) })}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {actions}
          {ended || !canEdit ? null : (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('admin:details.edit')}
            </Button>
          )}
          {canEdit ? <DeleteEventButton event={event} ended={ended} /> : null}
        </div>
      </div>
      {ended ? (
        <p className="mt-4 flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          {t('admin:details.readOnly')}
        </p>
      ) : null}
      <EventFormDialog open={editing} onOpenChange={setEditing} event={event} />
    </Card>
  );
}

export function EventDetailsSkeleton() {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-6" role="status" aria-label={t('admin:details.loading')}>
      <Card className="grid gap-3 p-6">
        <Skeleton className="h-8 w-2/3 max-w-md" />
        <Skeleton className="h-4 w-full max-w-2xl" />
        <Skeleton className="h-4 w-1/2 max-w-sm" />
      </Card>
      <Card className="grid gap-4 p-6">
        <Skeleton className="h-6 w-40" />
        <div className="flex gap-6 overflow-hidden">
          <Skeleton className="h-44 w-[280px] shrink-0 rounded-xl" />
          <Skeleton className="h-44 w-[280px] shrink-0 rounded-xl" />
          <Skeleton className="h-44 w-[280px] shrink-0 rounded-xl" />
        </div>
      </Card>
      <Card className="grid gap-3 p-6">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </Card>
    </div>
  );
}
