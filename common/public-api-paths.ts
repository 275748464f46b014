/**
 * The public API's routes (see api-paths.ts); the public pages import only this file. Also the shape
 * of one route: its Fastify pattern (`route`) and what a client calls (`path`). The public calls'
 * contracts (common/contracts/*-public.ts) take their route from here: this file stays free of zod,
 * so the landing page's first script (90 KB budget, tests/e2e/empty-states.e2e.ts) can call
 * `/api/events/active` without carrying the schemas. The admin routes are read from their contracts
 * (admin-api-paths.ts).
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

// Pure: a bundle keeps only the objects it uses (the landing page must not carry the admin's paths).
export const fixed = /* @__NO_SIDE_EFFECTS__ */ <Route extends string>(route: Route): FixedRoute<Route> => ({
  route,
  path: route,
});

export const withParams = /* @__NO_SIDE_EFFECTS__ */ <Route extends `${string}:${string}`>(
  route: Route,
): ParamRoute<Route> => ({
  route,
  path: (params) => fillPattern(route, params),
});

/** The calls anyone may make (and the health checks): the public pages import only these. */
export const publicApiPaths = {
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
  pass: {
    /** GET: the pass an e-mailed link shows (PASS_LOOKUP=email). */
    byLink: withParams('/api/pass/:token'),
  },
  myRegistration: {
    /** GET: the visitor's own page (issue 30 item 2); PATCH: edit my details. */
    byLink: withParams('/api/my-registration/:token'),
    /** POST: cancel my registration (leave the waiting list, decline a place offered). */
    cancel: withParams('/api/my-registration/:token/cancel'),
    /** POST: claim the place offered from the waiting list (issue 30 item 3). */
    claim: withParams('/api/my-registration/:token/claim'),
    /** GET: the event's calendar file. */
    calendar: withParams('/api/my-registration/:token/calendar.ics'),
  },
  /** POST */
  checkin: fixed('/api/checkin'),
  kiosk: {
    /** GET: whether this device may use the public check-in (KIOSK_CHECKIN), and whether its organiser can enrol it. */
    device: fixed('/api/kiosk/device'),
  },
} as const;
