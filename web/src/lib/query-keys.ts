/**
 * Every query key of the app. Keys are prefixes of each other on purpose: invalidating
 * `queryKeys.admin.events.all` refreshes every event list, detail and stats query, and everything an
 * organiser sees starts with `queryKeys.admin.all`, so signing out can drop it all at once.
 */
import type { QueryKey } from '@tanstack/react-query';

const adminEvents = ['admin', 'events'] as const;
const sheets = ['admin', 'sheets'] as const;

export const queryKeys = {
  activeEvents: ['events', 'active'],
  activeExhibits: ['exhibits', 'active'],
  kioskDevice: ['kiosk', 'device'],
  registration: (email: string) => ['registration', email] as const,
  passByLink: (token: string) => ['pass', 'link', token] as const,
  authProviders: ['auth', 'providers'],
  admin: {
    all: ['admin'],
    me: ['admin', 'me'],
    events: {
      all: adminEvents,
      lists: [...adminEvents, 'list'],
      list: (phase: string) => [...adminEvents, 'list', phase] as const,
      detail: (id: string) => [...adminEvents, 'detail', id] as const,
      allStats: [...adminEvents, 'stats'],
      stats: (id: string) => [...adminEvents, 'stats', id] as const,
    },
    exhibits: ['admin', 'exhibits'],
    registrations: ['admin', 'registrations'],
    registrationPage: (eventId: string, cursor: string, q: string) =>
      ['admin', 'registrations', 'page', eventId, cursor, q] as const,
    undeliveredPasses: ['admin', 'pass-emails', 'undelivered'],
    supportEmail: ['admin', 'config', 'support-email'],
    staff: ['admin', 'users'],
    audit: (filter: Record<string, string>) => ['admin', 'audit', filter] as const,
    sheets: {
      serviceAccount: [...sheets, 'service-account'],
      link: (eventId: string) => [...sheets, 'link', eventId] as const,
      check: (sheetsUrl: string) => [...sheets, 'check', sheetsUrl] as const,
    },
  },
} as const;

/** The session query (`queryKeys.admin.me`): a 401 there means signed out, not a failure to report. */
export const isSessionQuery = (queryKey: QueryKey): boolean =>
  queryKey[0] === queryKeys.admin.me[0] && queryKey[1] === queryKeys.admin.me[1];
