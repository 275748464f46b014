import { CalendarX2 } from 'lucide-react';
import { ListState } from '@/components/ui/list-state';
import { useActiveEvents } from '../api/get-active-events';
import { EventCard } from './event-card';

const noEvents = {
  icon: CalendarX2,
  title: 'No Upcoming Events',
  description: 'There are no events available for registration at this time. Check back soon!',
};

/** The landing page's 'Available Events' section: loading, empty, or a grid of cards. */
export function AvailableEvents() {
  const events = useActiveEvents();

  return (
    <section aria-labelledby="available-events" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h2 id="available-events" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Available Events
      </h2>
      <div className="mt-8">
        <ListState query={events} noun="events" empty={noEvents}>
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
