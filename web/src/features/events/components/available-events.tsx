import { CalendarX2 } from 'lucide-react';
import { ListState } from '@/components/ui/list-state';
import { useTranslation } from '@/lib/i18n-react';
import { useLandingEvents } from '../api/landing-events';
import { EventCard } from './event-card';

/** The landing page's 'Available Events' section: loading, empty, or a grid of cards. */
export function AvailableEvents() {
  const events = useLandingEvents();
  const { t } = useTranslation('public');
  const noEvents = {
    icon: CalendarX2,
    title: t('public:events.empty.title'),
    description: t('public:events.empty.text'),
  };

  return (
    <section aria-labelledby="available-events" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h2 id="available-events" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('public:events.title')}
      </h2>
      <div className="mt-8">
        <ListState
          query={events}
          loading={t('public:events.loading')}
          failed={t('public:events.failed')}
          empty={noEvents}
        >
          {(items) => (
            <ul className="grid gap-6 md:grid-cols-2">
              {items.map((event) => (
                <li key={event.id} className="flex">
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </div>
    </section>
  );
}
