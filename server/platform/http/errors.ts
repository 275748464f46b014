/**
 * One error shape: a route throws an HttpError with a human message; the error handler turns it
 * into `{ message, ...extra }` with its status. Anything else becomes a 500 without details.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly extra: Record<string, unknown>;
  /** Response headers that go with it (a Retry-After, say). */
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.extra = extra;
    this.headers = headers;
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string, extra?: Record<string, unknown>) => new HttpError(404, message, extra);
export const conflict = (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, extra);
export const serviceUnavailable = (message: string, retryAfterSeconds?: number) =>
  new HttpError(503, message, {}, retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) });
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, {}, { 'retry-after': String(retryAfterSeconds) });
