import { useEffect } from 'react';
import { preloadToaster } from '@/components/ui/toaster-deferred';
import { CurrentTime } from '@/features/exhibits/components/current-time';
import { ExhibitCheckin } from '@/features/exhibits/components/exhibit-checkin';

export default function ExhibitsRoute() {
  useEffect(preloadToaster, []);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <title>Today's Exhibits · ID Event</title>
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Today's Exhibits</h1>
        <CurrentTime className="mt-2 text-muted-foreground" />
      </div>
      <ExhibitCheckin />
    </div>
  );
}
