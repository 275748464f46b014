/**
 * An event's live numbers (`GET /api/admin/events/:id/live`, Server-Sent Events): the counts go
 * into the event's stats query, so every screen that shows them updates without a reload. The
 * browser's EventSource reconnects by itself and sends `Last-Event-ID`; the server replays what was
 * missed or sends fresh counts.
 */
import { adminApiPaths } from '@common/admin-api-paths';
import type { LiveCheckin, LiveCounts } from '@common/live-events';
import type { EventStats } from '@common/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { adminKeys } from '@/lib/admin-query-keys';

/** `connecting` until the first message; `reconnecting` while the connection is lost. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** The stats query's shape, from a counts message. */
export const statsOfCounts = (counts: LiveCounts): EventStats => ({
  registered: counts.registered,
  waiting: counts.waiting,
  offered: counts.offered,
  cancelled: counts.cancelled,
  checkedIn: counts.checkedIn,
  exhibits: counts.exhibits.map(({ id, name, checkedIn, capacity, inside, capacityMode }) => ({
    id,
    name,
    checkedIn,
    maxCapacity: capacity,
    inside,
    capacityMode,
  })),
});

const RETRY_MS = 5000;

/** What a screen does with the stream's messages besides the counts going into the stats query. */
export interface LiveListeners {
  onCounts?: (counts: LiveCounts) => void;
  onCheckin?: (checkin: LiveCheckin) => void;
}

/** `eventId` null: no stream (a screen with no event yet). */
export function useLiveEvent(eventId: string | null, listeners: LiveListeners = {}): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  // The latest listeners, without reconnecting when a screen passes new functions.
  const heard = useRef(listeners);
  heard.current = listeners;
  useEffect(() => {
    if (typeof EventSource === 'undefined' || eventId === null) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      source = new EventSource(adminApiPaths.eventLive.path({ id: eventId }));
      source.addEventListener('open', () => setStatus('live'));
      source.addEventListener('counts', (message) => {
        setStatus('live');
        const counts = JSON.parse((message as MessageEvent<string>).data) as LiveCounts;
        queryClient.setQueryData(adminKeys.events.stats(eventId), statsOfCounts(counts));
        heard.current.onCounts?.(counts);
      });
      source.addEventListener('checkin', (message) => {
        heard.current.onCheckin?.(JSON.parse((message as MessageEvent<string>).data) as LiveCheckin);
      });
      source.addEventListener('error', () => {
        setStatus('reconnecting');
        // The browser retries a dropped connection by itself, but not a refused one (the server
        // down behind a proxy, a 503, the session ended): try again in a while.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          retry = setTimeout(connect, RETRY_MS);
        }
      });
    };
    setStatus('connecting');
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [eventId, queryClient]);
  return status;
}
