import { type AttendanceLine, attendanceAfter } from '@common/attendance';
import type { AdminEvent } from '@common/schemas';
import { BarChart3, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardIconTitle } from '@/components/ui/card';
import { type CardSkeletonProps, CardState } from '@/components/ui/card-state';
import { useTranslation } from '@/lib/i18n-react';
import { eventCsvPath, useEventStats } from '../api/admin-events';
import { hasEnded } from '../utils/event-groups';
import { showsWaitingList } from '../utils/waiting-list';

const attendanceSkeleton: Omit<CardSkeletonProps, 'label'> = {
  className: 'grid grid-cols-2 gap-3',
  blocks: ['h-20 rounded-xl', 'h-20 rounded-xl'],
};

/**
 * The event's numbers from the reports API (registered of its places, the waiting list and the places
 * offered from it, when it has places), and the CSV of its registrations with check-ins.
 * `live`: shown by the title (the page keeps the numbers live and says so).
 */
export function EventStatsCard({ event, live }: { event: AdminEvent; live?: ReactNode }) {
  const stats = useEventStats(event.id);
  // Registered / places / waiting / offered (issue 30) for an event with places, or with people still
  // waiting or offered a place.
  const withPlaces = showsWaitingList(event.capacity, stats.data);
  const { t } = useTranslation('admin');
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 p-5 sm:p-6">
        <CardIconTitle icon={BarChart3}>{t('admin:stats.title')}</CardIconTitle>
        {live}
        <a href={eventCsvPath(event.id)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" />
          {t('admin:stats.download')}
        </a>
      </div>
      <CardContent>
        <CardState
          query={stats}
          skeleton={{ ...attendanceSkeleton, label: t('admin:stats.loading') }}
          failed={t('admin:stats.failed')}
          hint={t('admin:hint.tryAgain')}
        >
          {(numbers) => (
            <div className="grid gap-4">
              <dl
                className={
                  withPlaces ? 'grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-2' : 'grid grid-cols-2 gap-3'
                }
              >
                <div className="rounded-xl bg-secondary p-4">
                  <dt className="text-sm text-secondary-foreground">{t('admin:stats.registered')}</dt>
                  <dd className="mt-1 text-2xl font-bold">
                    {numbers.registered}
                    {event.capacity === null ? null : (
                      <span className="text-base font-medium text-secondary-foreground">
                        {' '}
                        {t('admin:stats.ofPlaces', { count: event.capacity })}
                      </span>
                    )}
                  </dd>
                </div>
                {withPlaces ? (
                  <>
                    <div className="rounded-xl bg-muted p-4">
                      <dt className="text-sm text-muted-foreground">{t('admin:stats.waiting')}</dt>
                      <dd className="mt-1 text-2xl font-bold">{numbers.waiting}</dd>
                    </div>
                    <div className="rounded-xl bg-warning-soft p-4">
                      <dt className="text-sm text-warning">{t('admin:stats.offered')}</dt>
                      <dd className="mt-1 text-2xl font-bold">{numbers.offered}</dd>
                    </div>
                  </>
                ) : null}
                <div className="rounded-xl bg-success-soft p-4">
                  <dt className="text-sm text-success">{t('admin:stats.checkedIn')}</dt>
                  <dd className="mt-1 text-2xl font-bold">{numbers.checkedIn}</dd>
                </div>
              </dl>
              {hasEnded(event, new Date()) ? <AfterTheEvent numbers={numbers} /> : null}
              {numbers.exhibits.length > 0 ? (
                <div>
                  <h3 className="text-sm font-semibold">{t('admin:stats.perExhibit')}</h3>
                  <ul className="mt-2 divide-y divide-border text-sm">
                    {numbers.exhibits.map((exhibit) => (
                      <li key={exhibit.id} className="flex items-center justify-between gap-3 py-2">
                        <span className="min-w-0 break-words">{exhibit.name}</span>
                        <span className="shrink-0 font-semibold tabular-nums">
                          {exhibit.checkedIn}
                          {exhibit.maxCapacity ? ` / ${exhibit.maxCapacity}` : ''}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          )}
        </CardState>
      </CardContent>
    </Card>
  );
}

/** After the event (issue 30 item 5): who had a place, came, did not come, and cancelled, with shares. */
function AfterTheEvent({ numbers }: { numbers: { registered: number; checkedIn: number; cancelled: number } }) {
  const { t } = useTranslation('admin');
  const labels: Record<AttendanceLine['label'], string> = {
    Registered: t('admin:stats.after.registered'),
    Came: t('admin:stats.after.came'),
    'No-shows': t('admin:stats.after.noShows'),
    Cancelled: t('admin:stats.after.cancelled'),
  };
  return (
    <div>
      <h3 className="text-sm font-semibold">{t('admin:stats.afterTitle')}</h3>
      <dl className="mt-2 divide-y divide-border text-sm">
        {attendanceAfter(numbers).map((line) => (
          <div key={line.label} className="flex items-center justify-between gap-3 py-2">
            <dt>{labels[line.label]}</dt>
            <dd className="font-semibold tabular-nums">
              {line.count}
              {line.percent === null ? null : (
                <span className="font-normal text-muted-foreground"> ({line.percent}%)</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
