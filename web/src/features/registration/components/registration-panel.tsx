import { placesLeftNotice } from '@common/event-capacity';
import type { ActiveEvent } from '@common/schemas';
import { CalendarClock, CircleCheck, Hourglass, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatEventDays } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { type Registration, RegistrationForm } from './registration-form';
import { RegistrationSuccess } from './registration-success';

/** The registration form for one event, replaced by the success view once registered. */
export function RegistrationPanel({ event }: { event: ActiveEvent }) {
  const [registered, setRegistered] = useState<Registration | null>(null);
  const { t } = useTranslation('public');

  if (registered) return <RegistrationSuccess {...registered} />;
  // "N places left" when few are, "Full: join the waiting list" when none (issue 30).
  const notice = placesLeftNotice(event.capacity, event.placesLeft);
  const full = notice === 'full';

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 lg:grid-cols-[1fr_1.1fr] lg:items-start">
      <section
        aria-labelledby="event-name"
        className="rounded-card bg-gradient-to-br from-indigo-600 to-violet-700 p-6 text-white shadow-sm sm:p-8"
      >
        <Badge variant="inverse">
          {full ? <Hourglass aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
          {full ? t('public:places.full') : t('public:register.available')}
        </Badge>
        <h1 id="event-name" className="mt-4 text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {event.name}
        </h1>
        {event.description ? (
          <p className="mt-3 leading-relaxed text-indigo-100 break-words">{event.description}</p>
        ) : null}
        <p className="mt-6 flex items-start gap-2 text-sm font-medium">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {/* An event starts at the start of its first day: the day, not '12:00 AM'. */}
          <time dateTime={event.startDate}>{formatEventDays(event.startDate, event.endDate)}</time>
        </p>
        {notice && !full ? (
          <p className="mt-2 flex items-start gap-2 text-sm font-semibold">
            <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('public:places.left', { count: notice })}
          </p>
        ) : null}
      </section>
      <Card className="p-6 sm:p-8">
        <h2 className="text-xl font-semibold tracking-tight">{t('public:register.details')}</h2>
        <p className="mt-1 mb-6 text-sm text-muted-foreground">
          {full ? t('public:register.fullIntro') : t('public:register.intro')}
        </p>
        <RegistrationForm
          eventId={event.id}
          companyField={event.companyField}
          full={full}
          onRegistered={setRegistered}
        />
      </Card>
    </div>
  );
}
