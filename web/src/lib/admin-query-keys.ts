/**
 * The admin area's query keys, apart from the public pages' (query-keys.ts) so that the landing page's
 * script does not carry them. Every key starts with `queryKeys.admin.all`: signing out drops them all.
 */
const adminEvents = ['admin', 'events'] as const;
const sheets = ['admin', 'sheets'] as const;

export const adminKeys = {
  all: ['admin'],
  me: ['admin', 'me'],
  events: {
    all: adminEvents,
    lists: [...adminEvents, 'list'],
    list: (phase: string) => [...adminEvents, 'list', phase] as const,
    detail: (id: string) => [...adminEvents, 'detail', id] as const,
    allStats: [...adminEvents, 'stats'],
    stats: (id: string) => [...adminEvents, 'stats', id] as const,
    waitingList: (id: string) => [...adminEvents, 'waiting-list', id] as const,
  },
  exhibits: ['admin', 'exhibits'],
  registrations: ['admin', 'registrations'],
  registrationPage: (eventId: string, start: string, q: string) =>
    ['admin', 'registrations', 'page', eventId, start, q] as const,
  undeliveredPasses: ['admin', 'pass-emails', 'undelivered'],
  supportEmail: ['admin', 'config', 'support-email'],
  eventLanguages: ['admin', 'config', 'event-languages'],
  staff: ['admin', 'users'],
  audit: (filter: Record<string, string>) => ['admin', 'audit', filter] as const,
  auditIntegrity: ['admin', 'audit-integrity'] as const,
  sheets: {
    serviceAccount: [...sheets, 'service-account'],
    link: (eventId: string) => [...sheets, 'link', eventId] as const,
    check: (sheetsUrl: string) => [...sheets, 'check', sheetsUrl] as const,
  },
} as const;
