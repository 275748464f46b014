/**
 * Tells interested modules that an event's data changed (a registration, a check-in, an organiser's
 * edit), so they can react, e.g. the spreadsheet sync. Listeners run after the change is committed;
 * a failing listener is logged and never fails the request that made the change.
 */
export type EventChangeListener = (eventId: string) => void | Promise<void>;

export interface ChangeFeed {
  eventChanged(eventId: string): void;
  subscribe(listener: EventChangeListener): void;
}

export function createChangeFeed(log: { warn: (o: object, m: string) => void }): ChangeFeed {
  const listeners: EventChangeListener[] = [];
  return {
    eventChanged(eventId) {
      for (const listener of listeners) {
        Promise.resolve()
          .then(() => listener(eventId))
          .catch((error: unknown) => log.warn({ err: error, eventId }, 'event change listener failed'));
      }
    },
    subscribe(listener) {
      listeners.push(listener);
    },
  };
}
