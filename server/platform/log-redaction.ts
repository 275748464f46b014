/**
 * What the logs may say about a request or an error: no visitor's e-mail address, phone, name or
 * pass token. Fastify logs every request's URL, and the pass lookup carries the address in its path
 * (`/api/registration/<email>`); a failed query's error (drizzle's DrizzleQueryError) carries its
 * SQL parameters in its message and stack, a pg error its row values in `detail`, and an HTTP
 * client's error (gaxios, for Google Sheets) the request it made, headers and body included.
 *
 * So a request is logged with its path redacted, and an error with a fixed list of fields (type,
 * message, stack, code, status, and its cause when that is an error), query parameters dropped and
 * any address left in a message masked.
 */

const REDACTED = '[redacted]';

/**
 * A path segment that holds an address (`@`, encoded or not) or a token naming a registration (a
 * QR pass `v1.<id>.<mac>`, a pass link `l1.<id>.<expiry>.<mac>`).
 */
const PERSONAL_SEGMENT = /@|%40|^[a-z]\d\.[0-9a-f-]{36}\./i;
/**
 * Calls whose path ends with an address or a token, whatever it looks like: the pass lookup by
 * address, the pass by its e-mailed link. (Their other calls, such as the resend, are kept.)
 */
const PERSONAL_PREFIXES = ['/api/registration/', '/api/pass/'];
const KEPT_PATHS = new Set(['/api/registration/resend']);

/**
 * The URL as it may be logged: the lookup's address, the pass link's token, any segment holding an
 * address or a token, and every query value (sign-in codes, link tokens) replaced by `[redacted]`.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const prefix = PERSONAL_PREFIXES.find((start) => path.startsWith(start));
  let redactedPath: string;
  if (prefix && !KEPT_PATHS.has(path)) {
    redactedPath = `${prefix}${REDACTED}`;
  } else {
    redactedPath = path
      .split('/')
      .map((segment) => (PERSONAL_SEGMENT.test(segment) ? REDACTED : segment))
      .join('/');
  }
  if (queryStart === -1) return redactedPath;
  const names = url
    .slice(queryStart + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return PERSONAL_SEGMENT.test(name) || name.length > 40 ? REDACTED : `${name}=${REDACTED}`;
    });
  return `${redactedPath}?${names.join('&')}`;
}

/** An e-mail address anywhere in a text (not a scoped package path such as node_modules/@scope/x). */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

export const maskEmails = (text: string) => text.replace(EMAIL, '[email]');

interface RequestLike {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError;
}

const MAX_CAUSES = 4;

/** An error as it may be logged: a fixed set of fields, query parameters dropped, addresses masked. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an error]', stack: '' };
  let message = error.message;
  let stack = error.stack ?? '';
  const params = (error as { params?: unknown }).params;
  const query = (error as { query?: unknown }).query;
  if (Array.isArray(params) && typeof query === 'string' && message.startsWith('Failed query:')) {
    // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>".
    const kept = `Failed query: ${query}\nparams: ${REDACTED} (${params.length})`;
    stack = stack.replace(message, kept);
    message = kept;
  }
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message: maskEmails(message),
    stack: maskEmails(stack),
  };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (typeof code === 'string') logged.code = code;
  if (typeof statusCode === 'number') logged.statusCode = statusCode;
  if (error.cause instanceof Error && depth < MAX_CAUSES) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** The serializers for Fastify's (pino's) logger: `req` and `err` in every log line. */
export const logSerializers = {
  req: serializeRequest,
  err: (error: unknown) => serializeError(error),
};
