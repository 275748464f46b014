/** Small HTTP helpers for API tests: JSON calls, and an organiser client that signs in and sends its Origin (the app's own). */
import { ADMIN_PASSWORD } from './test-app.ts';

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const send = () =>
    fetch(baseUrl + path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  // A reading call sent on a kept-alive connection the server closed at that very moment (its idle
  // time-out, or a process a test killed) fails with "other side closed"; a browser sends such a request
  // again on a new connection, and so does this. Writes are never sent twice.
  const response = await send().catch((error: unknown) => {
    const reason = String((error as { cause?: unknown })?.cause ?? '');
    if ((method === 'GET' || method === 'HEAD') && /other side closed|ECONNRESET|socket hang up/i.test(reason)) {
      return send();
    }
    throw error;
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export interface AdminClient {
  call<T = any>(method: string, path: string, body?: unknown): Promise<JsonResponse<T>>;
  cookie: string;
}

/** `origin`: the app's PUBLIC_URL when it is not the address the test calls (the Origin guard trusts only it). */
export async function signIn(
  baseUrl: string,
  username = 'admin',
  password = ADMIN_PASSWORD,
  origin = baseUrl,
): Promise<AdminClient> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return {
    cookie,
    call: (method, path, body) => call(baseUrl, method, path, body, { cookie, origin }),
  };
}

/**
 * One password sign-in as the sign-in page sends it (its Origin the app's own unless said), whatever
 * the answer: for the tests of refusals, limits and the audit of sign-ins.
 */
export function passwordSignIn(
  baseUrl: string,
  username: string,
  password: string,
  origin = baseUrl,
): Promise<JsonResponse> {
  return call(baseUrl, 'POST', '/api/admin/login', { username, password }, { origin });
}
