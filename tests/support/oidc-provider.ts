/**
 * A real OpenID provider (oidc-provider) on loopback for sign-in tests, with one client and
 * accounts whose claims the test sets. `signInThrough` drives a browser-like sign-in with fetch:
 * the app's login redirect, the provider's login and consent forms, and back to the app's callback.
 */
import Provider from 'oidc-provider';
import { freePort } from './ports.ts';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, { email?: unknown; email_verified?: unknown }>;
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUri: string): Promise<TestProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const accounts: TestProvider['accounts'] = new Map();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'idevent-test',
        client_secret: 'idevent-test-secret-which-is-long-enough',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, ...(accounts.get(id) ?? {}) }),
    }),
  });
  const server = provider.listen(port);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    issuer,
    clientId: 'idevent-test',
    clientSecret: 'idevent-test-secret-which-is-long-enough',
    accounts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Cookies per host:port, as a browser keeps them (enough for these flows). */
export class CookieJar {
  private readonly jars = new Map<string, Map<string, string>>();
  header(url: string): string {
    const jar = this.jars.get(new URL(url).host);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }
  store(url: string, response: Response): void {
    const host = new URL(url).host;
    const jar = this.jars.get(host) ?? new Map<string, string>();
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    this.jars.set(host, jar);
  }
  get(url: string, name: string): string | undefined {
    return this.jars.get(new URL(url).host)?.get(name);
  }
  set(url: string, name: string, value: string | undefined): void {
    const host = new URL(url).host;
    const jar = this.jars.get(host) ?? new Map<string, string>();
    if (value === undefined) jar.delete(name);
    else jar.set(name, value);
    this.jars.set(host, jar);
  }
}

export interface SignInOptions {
  /** Change the callback URL before the app receives it (tampering tests). */
  alterCallback?: (url: URL) => URL;
  /** Runs just before the callback is sent, with the jar (to drop cookies, say). */
  beforeCallback?: (jar: CookieJar) => void;
  /** The query of the app's `/api/auth/login` (`?next=/admin/…`, say). */
  loginQuery?: string;
}

export interface SignInResult {
  /** Where the app sent the browser after its callback. */
  finalLocation: string;
  callbackUrl: string;
  jar: CookieJar;
}

/** Signs in as `accountId` through the provider, starting at the app's `/api/auth/login`. */
export async function signInThrough(
  appBase: string,
  accountId: string,
  options: SignInOptions = {},
  jar = new CookieJar(),
): Promise<SignInResult> {
  let url = `${appBase}/api/auth/login${options.loginQuery ?? ''}`;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const isCallback = url.startsWith(`${appBase}/api/auth/callback`);
    if (isCallback) {
      if (options.alterCallback) url = options.alterCallback(new URL(url)).href;
      options.beforeCallback?.(jar);
    }
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: { cookie: jar.header(url), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    jar.store(url, response);
    if (isCallback) return { finalLocation: response.headers.get('location') ?? '', callbackUrl: url, jar };
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url).href;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await response.text();
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
    if (!form) throw new Error(`no form at ${url} (${response.status}): ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const input of form[2]!.matchAll(/<input[^>]*>/gi)) {
      const name = /name="([^"]+)"/.exec(input[0])?.[1];
      if (!name) continue;
      const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
      fields.set(name, name === 'login' ? accountId : name === 'password' ? 'any-password' : value);
    }
    url = new URL(form[1]!.replace(/&amp;/g, '&'), url).href;
    method = 'POST';
    body = fields;
  }
  throw new Error('sign-in did not finish');
}
