import { placesLeftNotice } from '@common/event-capacity';
import { eventImageFor } from '@common/event-image';
import { paths } from '@common/paths';
import type { ActiveEvent } from '@common/schemas';
import { ArrowRight, CalendarDays, CircleCheck, Hourglass, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatEventDays } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useDisplayTimeZone, useInlineImage } from '@/lib/server-rendered';

export function EventCard({ event }: { event: ActiveEvent }) {
  const image = useInlineImage(eventImageFor(event.id));
  const timeZone = useDisplayTimeZone();
  const { t } = useTranslation('public');
  // "N places left" when few are, "Full: join the waiting list" when none (issue 30).
  const notice = placesLeftNotice(event.capacity, event.placesLeft);
  const full = notice === 'full';
  return (
    <Card className="group flex w-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/9] overflow-hidden bg-muted">
        <img
          src={image}
          alt=""
          width={640}
          height={360}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <Badge variant="overlay" className="absolute start-3 top-3">
          {full ? <Hourglass aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
          {full ? t('public:places.full') : t('public:events.available')}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <h3 className="text-xl font-semibold leading-snug tracking-tight break-words">{event.name}</h3>
        {event.description ? (
          <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground break-words">{event.description}</p>
        ) : null}
        <p className="flex items-center gap-2 text-sm font-medium text-foreground">
          <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <time dateTime={event.startDate}>{formatEventDays(event.startDate, event.endDate, timeZone)}</time>
        </p>
        {notice && !full ? (
          <p className="flex items-center gap-2 text-sm font-semibold text-foreground">
            <Users className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {t('public:places.left', { count: notice })}
          </p>
        ) : null}
        <div className="mt-auto pt-2">
          <Link
            href={paths.register(event.id)}
            className={buttonVariants({ size: 'lg', className: 'w-full' })}
            aria-label={t('public:events.registerFor', { name: event.name })}
          >
            {t('public:events.register')}
            <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </Card>
  );
}
