import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, passwordSignIn } from '../support/http.ts';
import { startOidcApp } from '../support/oidc-app.ts';
import { CookieJar, signInThrough, type TestProvider } from '../support/oidc-provider.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let provider: TestProvider;

beforeAll(async () => {
  ({ provider, t } = await startOidcApp());
  const accounts: [string, string, boolean][] = [
    ['staff', 'ann@org.example', true],
    ['staff-upper', 'Bob@ORG.EXAMPLE', true],
    ['chief', 'chief@elsewhere.example', true],
    ['outsider', 'eve@other.example', true],
    ['unverified', 'mallory@org.example', false],
    ['lookalike-suffix', 'x@org.example.evil.com', true],
    ['lookalike-prefix', 'x@evilorg.example', true],
  ];
  for (const [id, email, verified] of accounts) provider.accounts.set(id, { email, email_verified: verified });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const session = (jar: CookieJar) => jar.get(t.baseUrl, 'idevent_session');
const me = (jar: CookieJar) => call(t.baseUrl, 'GET', '/api/admin/me', undefined, { cookie: jar.header(t.baseUrl) });

describe('sign-in with the identity provider', () => {
  it('tells the login page that the provider is offered', async () => {
    expect((await call(t.baseUrl, 'GET', '/api/auth/providers')).body).toEqual({ oidc: true, local: true });
  });

  it('gives a session to a verified e-mail of the organisation domain, in any case', async () => {
    for (const account of ['staff', 'staff-upper']) {
      const result = await signInThrough(t.baseUrl, account);
      expect(result.finalLocation).toBe('/admin/dashboard');
      expect(session(result.jar)).toBeDefined();
      const response = await me(result.jar);
      expect(response.status).toBe(200);
      expect(response.body.username).toBe(account === 'staff' ? 'ann@org.example' : 'bob@org.example');
    }
  });

  it('records the sign-in and a refused one in the audit trail', async () => {
    const chief = await signInThrough(t.baseUrl, 'chief');
    const trail = async (action: string) =>
      (
        await call(t.baseUrl, 'GET', `/api/admin/audit?action=${action}&limit=1`, undefined, {
          cookie: chief.jar.header(t.baseUrl),
        })
      ).body.items[0];
    expect(await trail('auth.sign_in')).toMatchObject({
      actor: 'chief@elsewhere.example',
      targetName: 'chief@elsewhere.example',
      reason: 'identity provider',
    });
    await signInThrough(t.baseUrl, 'outsider');
    expect(await trail('auth.sign_in_failed')).toMatchObject({
      actor: null,
      reason: 'identity provider: address not allowed',
    });
  });

  it('gives a session to the super admin', async () => {
    const result = await signInThrough(t.baseUrl, 'chief');
    expect(result.finalLocation).toBe('/admin/dashboard');
    expect((await me(result.jar)).body.username).toBe('chief@elsewhere.example');
  });

  it('returns to the admin page asked for (?next=), and never to another site', async () => {
    const deepLink = '/admin/events/4f7c2a9e-1b2c-4d3e-8f90-123456789abc?tab=exhibits';
    const result = await signInThrough(t.baseUrl, 'staff', { loginQuery: `?next=${encodeURIComponent(deepLink)}` });
    expect(result.finalLocation).toBe(deepLink);
    expect((await me(result.jar)).status).toBe(200);
    for (const next of ['https://evil.example/admin/', '//evil.example/admin/', '/admin/../my-pass', '/my-pass']) {
      const elsewhere = await signInThrough(t.baseUrl, 'staff', { loginQuery: `?next=${encodeURIComponent(next)}` });
      expect(elsewhere.finalLocation, next).toBe('/admin/dashboard');
    }
  });

  it('sends everyone else to the login page with error=unauthorized and no session', async () => {
    for (const account of ['outsider', 'unverified', 'lookalike-suffix', 'lookalike-prefix']) {
      const result = await signInThrough(t.baseUrl, account);
      expect(result.finalLocation, account).toBe('/admin/login?error=unauthorized');
      expect(session(result.jar)).toBeUndefined();
      expect((await me(result.jar)).status).toBe(401);
    }
  });

  it('refuses an altered state', async () => {
    const result = await signInThrough(t.baseUrl, 'staff', {
      alterCallback: (url) => {
        url.searchParams.set('state', 'forged-state');
        return url;
      },
    });
    expect(result.finalLocation).toBe('/admin/login?error=signin_failed');
    expect(session(result.jar)).toBeUndefined();
  });

  it('refuses a replayed callback', async () => {
    const first = await signInThrough(t.baseUrl, 'staff');
    expect(first.finalLocation).toBe('/admin/dashboard');
    const replay = new CookieJar();
    const response = await fetch(first.callbackUrl, {
      redirect: 'manual',
      headers: { cookie: replay.header(t.baseUrl) },
    });
    expect(response.headers.get('location')).toBe('/admin/login?error=signin_failed');
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('idevent_session='))).toBe(false);
  });

  it('refuses a callback without the PKCE verifier (flow cookie missing or forged)', async () => {
    const missing = await signInThrough(t.baseUrl, 'staff', {
      beforeCallback: (jar) => jar.set(t.baseUrl, 'idevent_oidc', undefined),
    });
    expect(missing.finalLocation).toBe('/admin/login?error=signin_failed');
    expect(session(missing.jar)).toBeUndefined();
    const forged = await signInThrough(t.baseUrl, 'staff', {
      beforeCallback: (jar) =>
        jar.set(
          t.baseUrl,
          'idevent_oidc',
          encodeURIComponent(JSON.stringify({ verifier: 'x', state: 'y', nonce: 'z' })),
        ),
    });
    expect(forged.finalLocation).toBe('/admin/login?error=signin_failed');
    expect(session(forged.jar)).toBeUndefined();
  });

  it('does not let an identity-provider account sign in with a password', async () => {
    const response = await passwordSignIn(t.baseUrl, 'ann@org.example', '');
    expect(response.status).toBe(400);
    const guess = await passwordSignIn(t.baseUrl, 'ann@org.example', 'guess');
    expect(guess.status).toBe(401);
  });
});

describe('without identity-provider settings', () => {
  it('does not offer the provider and sends /api/auth/login back to the login page', async () => {
    const plain = await startTestApp();
    try {
      expect((await call(plain.baseUrl, 'GET', '/api/auth/providers')).body).toEqual({ oidc: false, local: true });
      const response = await fetch(`${plain.baseUrl}/api/auth/login`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/admin/login?error=oidc_not_configured');
    } finally {
      await plain.close();
    }
  });
});
