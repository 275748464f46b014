/** The one list of the web app's routes; the server uses it to answer unknown paths with 404. */
export const paths = {
  home: '/',
  register: (eventId: string) => `/register?eventId=${encodeURIComponent(eventId)}`,
  myPass: '/my-pass',
  exhibits: '/exhibits',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminEvent: (id: string) => `/admin/events/${encodeURIComponent(id)}`,
  adminScan: '/admin/scan',
} as const;

/** Patterns of every page the web app renders (anything else is its 404 page). */
export const pagePatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/register$/,
  /^\/my-pass$/,
  /^\/exhibits$/,
  /^\/admin$/,
  /^\/admin\/login$/,
  /^\/admin\/dashboard$/,
  /^\/admin\/events\/[^/]+$/,
  /^\/admin\/scan$/,
];

export function isKnownPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pagePatterns.some((pattern) => pattern.test(path));
}
