/**
 * A signed-in organiser changes their own password (issue 20, item 7): the current password is
 * asked for, the new one follows the rule (10 characters or more, without the username in it), and every
 * other session of the account ends while this one carries on.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ADMIN_PASSWORD_FILE } from '../../server/modules/admin-auth/first-admin-notice.ts';
import { type AdminClient, call, passwordSignIn, signIn } from '../support/http.ts';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../support/test-app.ts';

// A username long enough for the "without the username" rule to be reached after the length rule.
const USERNAME = 'organiser-one';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_USERNAME: USERNAME });
});
afterAll(() => t.close());

/** The generated password, as the file in the data directory holds it (its second line). */
const firstAdminPassword = async (dataDir: string) =>
  (await readFile(path.join(dataDir, FIRST_ADMIN_PASSWORD_FILE), 'utf8')).split('\n')[1]!;

const change = (client: AdminClient, body: unknown) => client.call('POST', '/api/admin/me/password', body);
const signInStatus = async (password: string) => (await passwordSignIn(t.baseUrl, USERNAME, password)).status;

describe("changing one's own password", () => {
  it('refuses a wrong current password or a new one that breaks the rule, and changes nothing', async () => {
    const admin = await signIn(t.baseUrl, USERNAME);
    const cases: [unknown, string, string][] = [
      [
        { currentPassword: 'not-the-password', newPassword: 'a-long-new-password' },
        'currentPassword',
        'The current password is not correct.',
      ],
      [
        { currentPassword: ADMIN_PASSWORD, newPassword: 'too-short' },
        'newPassword',
        'The new password must be at least 10 characters.',
      ],
      [
        { currentPassword: ADMIN_PASSWORD, newPassword: ' Organiser-One ' },
        'newPassword',
        'The new password must not contain your username.',
      ],
      [
        { currentPassword: ADMIN_PASSWORD, newPassword: 'x'.repeat(1001) },
        'newPassword',
        'Must be at most 1000 characters',
      ],
      [{ currentPassword: '', newPassword: 'a-long-new-password' }, 'currentPassword', 'Current password is required'],
      [{ currentPassword: ADMIN_PASSWORD }, 'newPassword', 'New password is required'],
    ];
    for (const [body, path, message] of cases) {
      const response = await change(admin, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.issues).toMatchObject([{ path, message }]);
    }
    expect((await admin.call('GET', '/api/admin/me')).status).toBe(200);
    expect(await signInStatus(ADMIN_PASSWORD)).toBe(200);
  });

  it('is refused signed out (401) and from another site (403)', async () => {
    const body = { currentPassword: ADMIN_PASSWORD, newPassword: 'a-long-new-password' };
    const signedOut = await call(t.baseUrl, 'POST', '/api/admin/me/password', body, { origin: t.baseUrl });
    expect(signedOut.status).toBe(401);
    const admin = await signIn(t.baseUrl, USERNAME);
    const foreign = await call(t.baseUrl, 'POST', '/api/admin/me/password', body, {
      cookie: admin.cookie,
      origin: 'https://elsewhere.example',
    });
    expect(foreign.status).toBe(403);
    expect(await signInStatus(ADMIN_PASSWORD)).toBe(200);
  });

  it('sets the new password, ends the other sessions and carries on in a new one', async () => {
    const here = await signIn(t.baseUrl, USERNAME);
    const elsewhere = await signIn(t.baseUrl, USERNAME);
    const newPassword = 'correct horse battery staple';
    const response = await change(here, { currentPassword: ADMIN_PASSWORD, newPassword });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Password changed. Your other sessions have ended.');
    expect(response.body.otherSessionsEnded).toBeGreaterThanOrEqual(1);

    expect((await elsewhere.call('GET', '/api/admin/me')).status).toBe(401);
    expect((await here.call('GET', '/api/admin/me')).status).toBe(401);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    const carriedOn = await call(t.baseUrl, 'GET', '/api/admin/me', undefined, { cookie });
    expect(carriedOn.status).toBe(200);
    expect(carriedOn.body.username).toBe(USERNAME);

    expect(await signInStatus(ADMIN_PASSWORD)).toBe(401);
    expect(await signInStatus(newPassword)).toBe(200);
  });
});

describe('the password the app generated for the first owner', () => {
  it('is to be changed: the account says so until its owner has chosen one', async () => {
    const fresh = await startTestApp({ ADMIN_PASSWORD: undefined as unknown as string });
    try {
      const generated = await firstAdminPassword(fresh.dataDir);
      const login = await passwordSignIn(fresh.baseUrl, 'admin', generated);
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ username: 'admin', passwordGenerated: true });
      const owner = await signIn(fresh.baseUrl, 'admin', generated);
      expect((await owner.call('GET', '/api/admin/me')).body).toMatchObject({ passwordGenerated: true });
      const changed = await owner.call('POST', '/api/admin/me/password', {
        currentPassword: generated,
        newPassword: 'my-own-long-password',
      });
      expect(changed.status).toBe(200);
      const again = await signIn(fresh.baseUrl, 'admin', 'my-own-long-password');
      expect((await again.call('GET', '/api/admin/me')).body).toMatchObject({ passwordGenerated: false });
    } finally {
      await fresh.close();
    }
  });

  it('is not asked of an account whose password was set with ADMIN_PASSWORD', async () => {
    const configured = await startTestApp();
    try {
      const admin = await signIn(configured.baseUrl);
      expect((await admin.call('GET', '/api/admin/me')).body).toMatchObject({ passwordGenerated: false });
    } finally {
      await configured.close();
    }
  });
});
