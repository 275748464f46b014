/**
 * Organiser sign-in under pressure and its cookie: a burst of sign-ins cannot stall the server, an
 * account can be signed out everywhere, and behind HTTPS the cookie carries the `__Host-` prefix.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/modules/admin-auth/users.ts';
import { call, passwordSignIn, signIn } from '../support/http.ts';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  // A built web app's shape: static files are read through libuv's thread pool, as scrypt runs.
  webDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>ID Event</title>');
  await writeFile(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1);\n'.repeat(4000));
  t = await startTestApp({ PASSWORD_HASH_COST: '16' }, { webDir });
  await createUser(t.app.database.db, 'bob', 'bob-password-123');
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

const BUSY = 'Too many sign-in attempts right now. Please try again in a moment.';

describe('a burst of sign-ins', () => {
  it('checks a few passwords at a time, refuses the excess at once, and leaves the site responsive', async () => {
    const started = performance.now();
    const attempts = Array.from({ length: 16 }, async () => {
      const response = await passwordSignIn(t.baseUrl, 'admin', 'wrong-guess');
      return { ...response, ms: performance.now() - started };
    });
    // Meanwhile a visitor loads the site: a static file and the health check.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const asset = fetch(`${t.baseUrl}/assets/app-1234.js`).then(async (response) => ({
      status: response.status,
      bytes: (await response.arrayBuffer()).byteLength,
      ms: performance.now() - started,
    }));
    const health = call(t.baseUrl, 'GET', '/healthz').then((response) => ({
      status: response.status,
      ms: performance.now() - started,
    }));
    const answers = await Promise.all(attempts);

    const checked = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(checked.length + refused.length).toBe(16);
    // Two at once and four waiting were checked; the other ten were told to come back.
    expect(checked).toHaveLength(6);
    for (const answer of refused) {
      expect(answer.body).toEqual({ code: 'sign_in_busy', message: BUSY });
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    // Refused at once: before the first password check (a third of a second of scrypt) ended.
    const firstChecked = Math.min(...checked.map((answer) => answer.ms));
    expect(Math.max(...refused.map((answer) => answer.ms))).toBeLessThan(firstChecked);
    // The static file and the health check did not wait for the password checks.
    const file = await asset;
    expect(file).toMatchObject({ status: 200, bytes: 16 * 4000 });
    expect(file.ms).toBeLessThan(firstChecked);
    expect((await health).ms).toBeLessThan(firstChecked);

    // Once the burst is over, sign-in works as before.
    expect((await signIn(t.baseUrl)).cookie).toMatch(/^idevent_session=/);
  });
});

describe('sign out everywhere', () => {
  it("ends every session of the signed-in account, and no one else's", async () => {
    const laptop = await signIn(t.baseUrl);
    const phone = await signIn(t.baseUrl);
    const bob = await signIn(t.baseUrl, 'bob', 'bob-password-123');
    for (const client of [laptop, phone, bob]) expect((await client.call('GET', '/api/admin/me')).status).toBe(200);

    const response = await phone.call('POST', '/api/admin/sessions/end-all');
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Signed out everywhere.');
    // The two above, and the one the burst's test left.
    expect(response.body.ended).toBeGreaterThanOrEqual(2);
    expect(response.headers.get('set-cookie')).toMatch(/^idevent_session=;/);
    expect(response.headers.get('cache-control')).toBe('no-store');

    expect((await laptop.call('GET', '/api/admin/me')).status).toBe(401);
    expect((await phone.call('GET', '/api/admin/me')).status).toBe(401);
    expect((await bob.call('GET', '/api/admin/me')).status).toBe(200);
    expect((await signIn(t.baseUrl)).cookie).toMatch(/^idevent_session=/);
  });

  it('needs a session and a request from the admin pages', async () => {
    const admin = await signIn(t.baseUrl);
    expect(
      (await call(t.baseUrl, 'POST', '/api/admin/sessions/end-all', undefined, { origin: t.baseUrl })).status,
    ).toBe(401);
    const foreign = await call(t.baseUrl, 'POST', '/api/admin/sessions/end-all', undefined, {
      cookie: admin.cookie,
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect((await admin.call('GET', '/api/admin/me')).status).toBe(200);
  });
});

describe('the session cookie behind HTTPS', () => {
  let secure: TestApp;
  const publicUrl = 'https://events.example.org';
  beforeAll(async () => {
    secure = await startTestApp({ PUBLIC_URL: publicUrl });
  });
  afterAll(() => secure?.close());

  const login = () => passwordSignIn(secure.baseUrl, 'admin', ADMIN_PASSWORD, publicUrl);

  it('is named __Host-…, Secure, for the whole site and no domain', async () => {
    const response = await login();
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-idevent_session=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookie).not.toMatch(/domain=/i);
  });

  it('is read under that name only: a plain-named cookie (one planted from elsewhere) is ignored', async () => {
    const token = /^__Host-idevent_session=([^;]+)/.exec((await login()).headers.get('set-cookie') ?? '')![1];
    const me = (cookie: string) => call(secure.baseUrl, 'GET', '/api/admin/me', undefined, { cookie });
    expect((await me(`__Host-idevent_session=${token}`)).status).toBe(200);
    expect((await me(`idevent_session=${token}`)).status).toBe(401);
    const logout = await call(secure.baseUrl, 'POST', '/api/admin/logout', undefined, {
      cookie: `__Host-idevent_session=${token}`,
      origin: publicUrl,
    });
    expect(logout.headers.get('set-cookie')).toMatch(/^__Host-idevent_session=;.*Path=\/;.*Secure/);
    expect((await me(`__Host-idevent_session=${token}`)).status).toBe(401);
  });
});
