/**
 * The one table of the web app's pages. The web router builds its routes from it (web/src/app/router.tsx
 * and routes/admin/admin-area.tsx: a page without a component there does not typecheck), and the server
 * answers any other path with its 404 status (`isKnownPage`). Adding a page is one line here.
 */
import { patternSource } from './route-pattern.ts';

/**
 * public: a visitor's page, in the public layout. admin: a page of the admin area (its own lazily
 * loaded chunk) behind a session; admin-sign-in: in that chunk too, but open to all (the login screen).
 */
export type PageArea = 'public' | 'admin-sign-in' | 'admin';

interface Page<Pattern extends string, Area extends PageArea, Link> {
  /** The route, in wouter's syntax: `:name` is one path segment. */
  pattern: Pattern;
  area: Area;
  /** The address to link to: the pattern itself, or a builder for a page that takes arguments. */
  link: Link;
}

function page<Pattern extends string, Area extends PageArea>(
  pattern: Pattern,
  area: Area,
): Page<Pattern, Area, Pattern>;
function page<Pattern extends string, Area extends PageArea, Link extends (...args: never[]) => string>(
  pattern: Pattern,
  area: Area,
  link: Link,
): Page<Pattern, Area, Link>;
function page(pattern: string, area: PageArea, link?: unknown): Page<string, PageArea, unknown> {
  return { pattern, area, link: link ?? pattern };
}

export const pages = {
  home: page('/', 'public'),
  register: page('/register', 'public', (eventId: string) => `/register?eventId=${encodeURIComponent(eventId)}`),
  myPass: page('/my-pass', 'public'),
  /** A visitor's own page, from the link in every e-mail of their registration (issue 30 item 2). */
  myRegistration: page(
    '/my-registration/:token',
    'public',
    (token: string) => `/my-registration/${encodeURIComponent(token)}`,
  ),
  exhibits: page('/exhibits', 'public'),
  admin: page('/admin', 'admin-sign-in'),
  adminLogin: page('/admin/login', 'admin-sign-in'),
  adminDashboard: page('/admin/dashboard', 'admin'),
  adminEvent: page('/admin/events/:id', 'admin', (id: string) => `/admin/events/${encodeURIComponent(id)}`),
  adminScan: page('/admin/scan', 'admin'),
  adminStaff: page('/admin/staff', 'admin'),
  adminActivity: page('/admin/activity', 'admin'),
  adminEventActivity: page(
    '/admin/events/:id/activity',
    'admin',
    (id: string) => `/admin/events/${encodeURIComponent(id)}/activity`,
  ),
};

export type PageName = keyof typeof pages;

/** The names of the pages of the given areas. */
export type PageNameIn<Area extends PageArea> = {
  [Name in PageName]: (typeof pages)[Name]['area'] extends Area ? Name : never;
}[PageName];

/** Where each page is: `paths.myPass`, `paths.adminEvent(id)`. */
export const paths = Object.fromEntries(Object.entries(pages).map(([name, entry]) => [name, entry.link])) as {
  readonly [Name in PageName]: (typeof pages)[Name]['link'];
};

/** The names of the pages of the given areas, in the table's order. */
export function pageNames<Area extends PageArea>(...areas: Area[]): PageNameIn<Area>[] {
  const names = Object.keys(pages) as PageName[];
  return names.filter((name): name is PageNameIn<Area> => (areas as PageArea[]).includes(pages[name].area));
}

/** A RegExp matching exactly the given pages' paths (case-sensitive, without a trailing slash). */
export function pagesPattern(names: readonly PageName[]): RegExp {
  return new RegExp(`^(?:${names.map((name) => patternSource(pages[name].pattern)).join('|')})$`);
}

// Made on first use: the web app never asks, and its first page should not carry the work.
let knownPages: RegExp | undefined;

export function isKnownPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  knownPages ??= pagesPattern(Object.keys(pages) as PageName[]);
  return knownPages.test(path);
}
