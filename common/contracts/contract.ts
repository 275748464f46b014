/**
 * One API call, declared once (issue 27): its method and route, its inputs, every answer it can give
 * (errors included) and the staff roles allowed. The server registers its route schema from it
 * (server/platform/http/contract-route.ts), the permission table and the API paths are read from it,
 * the OpenAPI document comes from the route schemas, and the web app calls it through `callApi`
 * (web/src/lib/api-client.ts). Adding a call is one `defineCall` plus its handler.
 *
 * The answers every call shares are added here, not written on each call: 400 (a bad input, or a
 * control character anywhere in the address, query string or body, which every route refuses:
 * common/control-characters.ts), 500 (a fault) and 503 (the database is out, or the server is
 * stopping) on every call; 413 and 415 on a call with a body; 401 and 403 on a staff call (no
 * session; a role it does not allow, or a state-changing call from another site) and 429 on a staff
 * call that changes something (its session's write limit). A call lists its own others (404, 409...).
 */
import { z } from 'zod';
import { errorResponse } from '../responses.ts';
import type { StaffRole } from '../roles.ts';
import { fillPattern, type RouteParams } from '../route-pattern.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may make a call: anyone, or the signed-in staff of these roles. */
export type Roles = 'public' | readonly StaffRole[];

/** An answer that is not JSON (a CSV file, an event stream): its media type, documented as text. */
export interface TextAnswer<Type extends string = string> {
  description?: string;
  content: Record<Type, { schema: z.ZodString }>;
}

export type Answer = z.ZodType | TextAnswer;
export type Answers = Readonly<Record<number, Answer>>;

export interface CallSpec<Route extends string = string> {
  method: Method;
  /** The Fastify pattern, `:param`s and all. */
  route: Route;
  /** One line for the API document. */
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The call's own answers: its successes and the errors only it gives (the common ones are added). */
  responses: Answers;
  roles: Roles;
}

/** What a client calls: the route itself, or for a route with `:params` a function filling them in. */
export type PathOf<Route extends string> = Route extends `${string}:${string}`
  ? (params: Record<RouteParams<Route>, string>) => string
  : Route;

type CommonErrors = { 400: typeof errorResponse; 500: typeof errorResponse; 503: typeof errorResponse };
type BodyErrors<Spec> = Spec extends { body: z.ZodType }
  ? { 413: typeof errorResponse; 415: typeof errorResponse }
  : unknown;
type StaffErrors<Spec> = Spec extends { roles: 'public' }
  ? unknown
  : { 401: typeof errorResponse; 403: typeof errorResponse };
type StaffWriteErrors<Spec> = Spec extends { roles: 'public' } | { method: 'GET' }
  ? unknown
  : { 429: typeof errorResponse };

/** Any call, as the server's checks and the permission table take them. */
export interface AnyCall extends Omit<CallSpec, 'responses'> {
  path: string | ((params: never) => string);
  responses: Answers;
}

export type Call<Spec extends CallSpec> = Omit<Spec, 'responses'> & {
  path: PathOf<Spec['route']>;
  responses: Spec['responses'] & CommonErrors & BodyErrors<Spec> & StaffErrors<Spec> & StaffWriteErrors<Spec>;
};

/** A CSV file or another text answer, documented under its media type. */
export const textAnswer = /* @__NO_SIDE_EFFECTS__ */ <Type extends string>(
  type: Type,
  description?: string,
): TextAnswer<Type> =>
  ({ ...(description && { description }), content: { [type]: { schema: z.string() } } }) as TextAnswer<Type>;

/** A redirect (its Location), no body. */
export const redirect = /* @__NO_SIDE_EFFECTS__ */ () => z.null().describe('A redirect (Location)');

export const isTextAnswer = (answer: Answer): answer is TextAnswer => 'content' in answer && !('_zod' in answer);

// Pure: a bundle keeps only the calls it uses.
export const defineCall = /* @__NO_SIDE_EFFECTS__ */ <const Spec extends CallSpec>(spec: Spec): Call<Spec> => {
  const errors: Record<number, Answer> = { 400: errorResponse, 500: errorResponse, 503: errorResponse };
  if (spec.body) Object.assign(errors, { 413: errorResponse, 415: errorResponse });
  if (spec.roles !== 'public') Object.assign(errors, { 401: errorResponse, 403: errorResponse });
  // A staff change can be one too many for its session (server/platform/http/session-limits.ts).
  if (spec.roles !== 'public' && spec.method !== 'GET') errors[429] = errorResponse;
  const route = spec.route;
  const path = route.includes(':') ? (params: Record<string, string>) => fillPattern(route, params as never) : route;
  return { ...spec, path, responses: { ...errors, ...spec.responses } } as unknown as Call<Spec>;
};

/** `GET /api/admin/events/:id`: how the permission table and the checks name a call. */
export const callKey = (call: { method: string; route: string }) => `${call.method} ${call.route}`;

/** The common route parameter: an id (an unknown one is a 404 from the call, not a 400). */
export const idParams = z.object({ id: z.string().max(100) });

/**
 * A page size in the query string, `?limit=`: a whole number from 1 to `max`, of at most `digits`
 * digits (a longer one is refused before it is read as a number).
 */
export const limitQuery = (max: number, digits: number) => {
  const message = `limit must be a whole number from 1 to ${max}.`;
  return z
    .string()
    .regex(new RegExp(`^\\d{1,${digits}}$`), message)
    .refine((value) => Number(value) >= 1 && Number(value) <= max, { message })
    .optional();
};

/** Role lists the contracts share (docs/decisions/023-roles-and-staff.md). */
export const everyone: readonly StaffRole[] = ['owner', 'organiser', 'door', 'viewer'];
export const readers: readonly StaffRole[] = ['owner', 'organiser', 'viewer'];
export const organisers: readonly StaffRole[] = ['owner', 'organiser'];
export const atTheDoor: readonly StaffRole[] = ['owner', 'organiser', 'door'];
/** The door page reads the ongoing events and the exhibits; a viewer reads them too. */
export const doorReads: readonly StaffRole[] = ['owner', 'organiser', 'door', 'viewer'];
export const owners: readonly StaffRole[] = ['owner'];

export { errorResponse };
