/**
 * Every route the server answers, in one object shared by the server and the web app. Each entry has:
 * - `route`: the Fastify pattern, for registering it (`app.get(apiPaths.admin.event.route, ...)`);
 * - `path`: what a client calls: the same string for a route without parameters, and for one with
 *   `:params` a function filling them in, URI-encoded (`apiPaths.admin.event.path({ id })`).
 * The comment on each entry names the methods the server answers there. (Named `apiPaths`, not `api`:
 * the web app's fetch helpers are `api.get` and `api.post`, imported beside it.)
 */
import { fillPattern, type RouteParams } from './route-pattern.ts';

export interface FixedRoute<Route extends string> {
  route: Route;
  path: Route;
}

export interface ParamRoute<Route extends string> {
  route: Route;
  path: (params: Record<RouteParams<Route>, string>) => string;
}

const fixed = <Route extends string>(route: Route): FixedRoute<Route> => ({ route, path: route });

const withParams = <Route extends `${string}:${string}`>(route: Route): ParamRoute<Route> => ({
  route,
  path: (params) => fillPattern(route, params),
});

export const apiPaths = {
  /** GET: the process is up. */
  healthz: fixed('/healthz'),
  /** GET: the database answers. */
  readyz: fixed('/readyz'),
  /** GET: the API described (OpenAPI 3.1, from the routes' schemas). */
  openapi: fixed('/api/openapi.json'),
  auth: {
    /** GET: which sign-in methods the server offers. */
    providers: fixed('/api/auth/providers'),
    /** GET: a navigation to the identity provider, not a fetch. */
    login: fixed('/api/auth/login'),
    /** GET: where the identity provider sends the browser back. */
    callback: fixed('/api/auth/callback'),
  },
  events: {
    /** GET */
    active: fixed('/api/events/active'),
  },
  exhibits: {
    /** GET */
    active: fixed('/api/exhibits/active'),
  },
  /** POST */
  register: fixed('/api/register'),
  registration: {
    /** GET */
    byEmail: withParams('/api/registration/:email'),
    /** POST */
    resend: fixed('/api/registration/resend'),
  },
  /** POST */
  checkin: fixed('/api/checkin'),
  admin: {
    /** POST */
    login: fixed('/api/admin/login'),
    /** POST */
    logout: fixed('/api/admin/logout'),
    /** GET */
    me: fixed('/api/admin/me'),
    /** GET: every event; POST: create one. */
    events: fixed('/api/admin/events'),
    /** GET: the events of one phase (web/src/features/admin-events/utils/event-groups.ts). */
    eventsByPhase: {
      ongoing: fixed('/api/admin/events/ongoing'),
      upcoming: fixed('/api/admin/events/upcoming'),
      past: fixed('/api/admin/events/past'),
    },
    /** GET, PUT, DELETE */
    event: withParams('/api/admin/events/:id'),
    /** GET */
    eventStats: withParams('/api/admin/events/:id/stats'),
    /** GET: a download, not a fetch. */
    eventCsv: withParams('/api/admin/events/:id/registrations.csv'),
    /** GET, PUT */
    eventSheetsUrl: withParams('/api/admin/events/:id/sheets-url'),
    /** POST */
    eventSheetsSync: withParams('/api/admin/events/:id/sheets-sync'),
    /** GET: every exhibit; POST: create one. */
    exhibits: fixed('/api/admin/exhibits'),
    /** PUT, DELETE */
    exhibit: withParams('/api/admin/exhibits/:id'),
    /** GET */
    registrations: fixed('/api/admin/registrations'),
    /** GET */
    undeliveredPasses: fixed('/api/admin/pass-emails/undelivered'),
    /** POST */
    resendPasses: fixed('/api/admin/pass-emails/resend'),
    /** GET, PUT */
    supportEmail: fixed('/api/admin/config/support-email'),
    /** GET */
    serviceAccount: fixed('/api/admin/config/service-account'),
    /** GET, with the link in `?sheetsUrl=` */
    sheetsTest: fixed('/api/admin/config/sheets-test'),
    /** POST */
    validateQr: fixed('/api/admin/validate-qr'),
    /** POST */
    lookupUser: fixed('/api/admin/lookup-user'),
    /** POST */
    admit: fixed('/api/admin/admit'),
    /** POST */
    resendQr: fixed('/api/admin/resend-qr'),
  },
} as const;
