/**
 * Same-origin JSON calls (SPEC section 7): cookies are always sent, bodies go as JSON, and any non-ok
 * response is raised as an ApiError whose message is `{status}: {body text or status text}`.
 */

export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    /** The `message` field of a JSON error body, when there is one: the words meant for people. */
    readonly serverMessage: string | undefined,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }
}

function messageOf(bodyText: string): string | undefined {
  if (!bodyText) return undefined;
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
      return body.message;
    }
  } catch {
    // not JSON: there is no server message to show
  }
  return undefined;
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
 * What a person reads about a failure: the server's own message, else the screen's fallback text.
 * Errors raised in the browser (not network failures) carry their own message.
 */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
