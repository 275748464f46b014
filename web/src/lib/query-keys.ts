/**
 * Every query key of the app. Keys are prefixes of each other on purpose: invalidating
 * `queryKeys.admin.events.all` refreshes every event list, detail and stats query, and everything an
 * organiser sees starts with `queryKeys.admin.all`, so signing out can drop it all at once.
 */
import type { QueryKey } from '@tanstack/react-query';

export const queryKeys = {
  activeEvents: ['events', 'active'],
  activeExhibits: ['exhibits', 'active'],
  kioskDevice: ['kiosk', 'device'],
  registration: (email: string) => ['registration', email] as const,
  passByLink: (token: string) => ['pass', 'link', token] as const,
  myRegistration: (token: string) => ['my-registration', token] as const,
  authProviders: ['auth', 'providers'],
  /** Everything an organiser sees starts with this; the rest of the admin keys: admin-query-keys.ts. */
  admin: {
    all: ['admin'],
    me: ['admin', 'me'],
  },
} as const;

/** The session query (`queryKeys.admin.me`): a 401 there means signed out, not a failure to report. */
export const isSessionQuery = (queryKey: QueryKey): boolean =>
  queryKey[0] === queryKeys.admin.me[0] && queryKey[1] === queryKeys.admin.me[1];
