import type { AdminEvent } from '@common/schemas';
import { BarChart3, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { userMessage } from '@/lib/api-client';
import { eventCsvPath, useEventStats } from '../api/admin-events';

/**
 * The event's numbers from the reports API, and the CSV of its registrations with check-ins.
 * `live`: shown by the title (the page keeps the numbers live and says so).
 */
export function EventStatsCard({ event, live }: { event: AdminEvent; live?: ReactNode }) {
  const stats = useEventStats(event.id);
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 p-5 sm:p-6">
        <CardTitle>
          <span className="flex items-center gap-2">
            <BarChart3 className="size-5 text-primary" aria-hidden="true" />
            Attendance
          </span>
        </CardTitle>
        {live}
        <a href={eventCsvPath(event.id)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" />
          Download CSV
        </a>
      </div>
      <CardContent>
        {stats.isPending ? (
          <div className="grid grid-cols-2 gap-3" role="status" aria-label="Loading attendance">
            <Skeleton className="h-20 rounded-xl" />
            <Skeleton className="h-20 rounded-xl" />
          </div>
        ) : stats.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the attendance: {userMessage(stats.error, 'please try again.')}
          </p>
        ) : (
          <div className="grid gap-4">
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-xl bg-secondary p-4">
                <dt className="text-sm text-secondary-foreground">Registered</dt>
                <dd className="mt-1 text-2xl font-bold">{stats.data.registered}</dd>
              </div>
              <div className="rounded-xl bg-success-soft p-4">
                <dt className="text-sm text-success">Checked in</dt>
                <dd className="mt-1 text-2xl font-bold">{stats.data.checkedIn}</dd>
              </div>
            </dl>
            {stats.data.exhibits.length > 0 ? (
              <div>
                <h3 className="text-sm font-semibold">Checked in per exhibit</h3>
                <ul className="mt-2 divide-y divide-border text-sm">
                  {stats.data.exhibits.map((exhibit) => (
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
      </CardContent>
    </Card>
  );
}
