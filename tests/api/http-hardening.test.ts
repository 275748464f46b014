import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, visitor } from '../support/factories.ts';
import { call, passwordSignIn, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Not about the database: the response headers and the HTTP parser's limits. (runs on PGlite only; vitest.config.ts)

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '6' });
});
afterAll(() => t.close());

describe('HTTP hardening', () => {
  it('sends security headers with a CSP that allows no inline scripts', async () => {
    const response = await fetch(`${t.baseUrl}/api/events/active`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('allows the camera to the app itself and no other device or sensor to anyone', async () => {
    for (const path of ['/api/events/active', '/admin/scan', '/healthz']) {
      const policy = (await fetch(`${t.baseUrl}${path}`)).headers.get('permissions-policy') ?? '';
      const features = new Map(policy.split(', ').map((entry) => entry.split('=') as [string, string]));
      expect(features.get('camera'), path).toBe('(self)');
      for (const feature of ['microphone', 'geolocation', 'payment', 'usb', 'display-capture']) {
        expect(features.get(feature), `${path} ${feature}`).toBe('()');
      }
    }
  });

  it('limits pass lookups per IP with 429, a Retry-After and a message', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call<{ message: string }>>> | undefined;
    for (let i = 0; i < 8; i++) {
      last = await call(t.baseUrl, 'GET', '/api/registration/someone%40example.com');
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 6)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(last!.body.message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
    // Reading the event list is not limited.
    expect((await call(t.baseUrl, 'GET', '/api/events/active')).status).toBe(200);
  });

  it('limits sign-in attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await passwordSignIn(t.baseUrl, 'admin', 'wrong-guess');
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it("answers an address too long for the router with Fastify's status and our message, not the path", async () => {
    const response = await call(t.baseUrl, 'GET', `/api/registration/${'a'.repeat(1000)}%40example.com`);
    expect(response.status).toBe(414);
    expect(response.body).toEqual({ code: 'address_too_long', message: 'The address is too long.' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await call(t.baseUrl, 'GET', '/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('No such call: GET /api/nothing-here');
  });
});

describe('resend limit per address', () => {
  it('sends a pass at most 5 times an hour per address', async () => {
    const app = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      const admin = await signIn(app.baseUrl);
      const event = await createEvent(admin);
      const person = visitor();
      await call(app.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await call(app.baseUrl, 'POST', '/api/registration/resend', { email: person.email })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('caching of API answers', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await startTestApp();
  });
  afterAll(() => open?.close());

  it('lets no browser or proxy store an API answer, personal data or not; health checks keep theirs', async () => {
    const admin = await signIn(open.baseUrl);
    const event = await createEvent(admin);
    const person = visitor();
    const answers = [
      await call(open.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id }),
      await call(open.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`),
      await call(open.baseUrl, 'GET', '/api/registration/nobody%40example.com'),
      await admin.call('GET', '/api/admin/registrations'),
      await admin.call('POST', '/api/admin/lookup-user', { emailOrPhone: person.email }),
      await admin.call('GET', '/api/admin/me'),
      await call(open.baseUrl, 'GET', '/api/events/active'),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await call(open.baseUrl, 'GET', '/healthz')).headers.get('cache-control')).toBeNull();
  });
});
