/**
 * Same-origin JSON calls (SPEC section 7): cookies are always sent, bodies go as JSON, and any non-ok
 * response is raised as an ApiError whose message is `{status}: {body text or status text}`.
 * `callApi` makes a call of a contract (common/contracts/): its method and path, and its answer's type.
 */
import type { AnyCall } from '@common/contracts/contract';
import type { RouteParams } from '@common/route-pattern';
import type { z } from 'zod';
import { i18n } from './i18n';

export class ApiError extends Error {
  override name = 'ApiError';
  /** The error's stable code (`event.not_found`), when the server gave one: the client shows `errors:<code>`. */
  readonly code: string | undefined;
  /** The JSON error body's fields: the values the code's message is written with. */
  readonly fields: Record<string, unknown>;

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    /** The `message` field of a JSON error body, when there is one: the words meant for people (English). */
    readonly serverMessage: string | undefined,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.fields = fieldsOf(bodyText);
    this.code = typeof this.fields.code === 'string' ? this.fields.code : undefined;
  }
}

function fieldsOf(bodyText: string): Record<string, unknown> {
  if (!bodyText) return {};
  try {
    const body: unknown = JSON.parse(bodyText);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function messageOf(bodyText: string): string | undefined {
  const message = fieldsOf(bodyText).message;
  return typeof message === 'string' && message ? message : undefined;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
  /** Give up after this long (a TimeoutError): the door, whose queue cannot wait on a failing network. */
  timeoutMs?: number,
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...extraHeaders,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const bodyText = await response.text().catch(() => '');
    throw new ApiError(response.status, bodyText, response.statusText, messageOf(bodyText));
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** The body a call's contract takes (as sent: the schema's input). */
export type BodyOf<Call> = Call extends { body: infer Body extends z.ZodType } ? z.input<Body> : undefined;
/** What a call answers when it succeeds: each 2xx answer's JSON, as sent. */
export type AnswerOf<Call extends { responses: object }> = {
  [Status in keyof Call['responses']]: Status extends 200 | 201 | 202
    ? Call['responses'][Status] extends z.ZodType
      ? z.input<Call['responses'][Status]>
      : never
    : never;
}[keyof Call['responses']];
type ParamsOf<Call extends { route: string }> = [RouteParams<Call['route']>] extends [never]
  ? { params?: undefined }
  : { params: Record<RouteParams<Call['route']>, string> };
type QueryOf<Call> = Call extends { query: infer Query extends z.ZodType }
  ? { query?: { [Key in keyof z.input<Query>]?: string | undefined } }
  : { query?: undefined };

export type CallInput<Call extends AnyCall> = ParamsOf<Call> &
  QueryOf<Call> & {
    body?: BodyOf<Call>;
    headers?: Record<string, string>;
    /** Give up after this long (a TimeoutError): the door, whose queue cannot wait on a failing network. */
    timeoutMs?: number;
  };

/** The address of a call: its path with the params filled in, and the query's defined values. */
export function callPath(
  call: AnyCall,
  input: { params?: object; query?: Record<string, string | undefined> } = {},
): string {
  const path = typeof call.path === 'function' ? (call.path as (params: unknown) => string)(input.params) : call.path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * One call of a contract: `callApi(eventCalls.get, { params: { id } })`. A call that takes a body
 * and is given none sends `{}` (as `api.post` does).
 */
export function callApi<Call extends AnyCall>(
  call: Call,
  ...[input]: [RouteParams<Call['route']>] extends [never] ? [CallInput<Call>?] : [CallInput<Call>]
): Promise<AnswerOf<Call>> {
  const given = (input ?? {}) as CallInput<AnyCall> & { params?: object; query?: Record<string, string | undefined> };
  const body = call.method === 'GET' || call.method === 'DELETE' ? undefined : (given.body ?? {});
  return apiRequest<AnswerOf<Call>>(call.method, callPath(call, given), body, given.headers, given.timeoutMs);
}

/**
 * The server did not answer: no network, a refused connection, no answer in time, or a proxy in front
 * of a server that is down (502-504). Not a refusal by the server itself.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 502 && error.status <= 504;
  if (error instanceof TypeError) return true;
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * What a person reads about a failure: the server's own message (by its code, in the reader's
 * language), else the screen's fallback text.
 * Errors raised in the browser (not network failures) carry their own message.
 */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const english = error.serverMessage ?? fallback;
    // In the reader's language when the server named its error (issue 31): `errors:<code>`.
    return error.code ? i18n.t(`errors:${error.code}`, { ...error.fields, defaultValue: english }) : english;
  }
  if (error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
