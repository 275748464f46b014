import { CalendarX2, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useActiveEvents } from '../api/get-active-events';
import { EventCard } from './event-card';

/** The landing page's 'Available Events' section: loading, empty, or a grid of cards. */
export function AvailableEvents() {
  const events = useActiveEvents();

  return (
    <section aria-labelledby="available-events" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h2 id="available-events" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Available Events
      </h2>
      <div className="mt-8">
        {events.isPending ? (
          <div className="py-16">
            <Spinner label="Loading events..." />
          </div>
        ) : events.isError ? (
          <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-border bg-card px-6 py-14 text-center">
            <p className="text-muted-foreground">The events could not be loaded. Please try again.</p>
            <Button variant="outline" onClick={() => void events.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try Again
            </Button>
          </div>
        ) : events.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-border bg-card px-6 py-14 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
              <CalendarX2 className="size-7" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold">No Upcoming Events</h3>
            <p className="max-w-md text-muted-foreground">
              There are no events available for registration at this time. Check back soon!
            </p>
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {events.data.map((event) => (
              <li key={event.id} className="flex">
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
