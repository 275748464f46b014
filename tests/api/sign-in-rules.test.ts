/**
 * Sign-in by the organisation's rules (issue 14): LOCAL_SIGN_IN=off leaves only the identity
 * provider; a first-time domain member gets DEFAULT_STAFF_ROLE, a pre-assigned address its own
 * role, and the super admin is always an owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api-paths.ts';
import { loadConfig } from '../../server/config.ts';
import {
  createIdentityAccount,
  createUser,
  findUserByUsername,
  updateUser,
} from '../../server/modules/admin-auth/users.ts';
import { call } from '../support/http.ts';
import { startOidcApp } from '../support/oidc-app.ts';
import { type CookieJar, signInThrough, type TestProvider } from '../support/oidc-provider.ts';
import { ADMIN_PASSWORD, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let provider: TestProvider;

beforeAll(async () => {
  ({ provider, t } = await startOidcApp({ LOCAL_SIGN_IN: 'off', DEFAULT_STAFF_ROLE: 'door' }));
  provider.accounts.set('newcomer', { email: 'new@org.example', email_verified: true });
  provider.accounts.set('assigned', { email: 'Vic@org.example', email_verified: true });
  provider.accounts.set('chief', { email: 'chief@elsewhere.example', email_verified: true });
  provider.accounts.set('gone', { email: 'gone@org.example', email_verified: true });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const me = (jar: CookieJar) =>
  call(t.baseUrl, 'GET', apiPaths.admin.me.path, undefined, { cookie: jar.header(t.baseUrl) });

describe('with LOCAL_SIGN_IN=off', () => {
  it('offers only the identity provider and refuses local sign-in with 403', async () => {
    expect((await call(t.baseUrl, 'GET', apiPaths.auth.providers.path)).body).toEqual({ oidc: true, local: false });
    const response = await call(
      t.baseUrl,
      'POST',
      apiPaths.admin.login.path,
      { username: 'admin', password: ADMIN_PASSWORD },
      { origin: t.baseUrl },
    );
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(
      "Sign-in with a username and password is turned off here: sign in with your organisation's account.",
    );
  });

  it('gives a first-time domain member DEFAULT_STAFF_ROLE, and the door lets them in', async () => {
    const result = await signInThrough(t.baseUrl, 'newcomer');
    expect(result.finalLocation).toBe('/admin/dashboard');
    expect((await me(result.jar)).body).toMatchObject({ username: 'new@org.example', role: 'door' });
  });

  it('gives a pre-assigned address its role at first sign-in, and keeps it later', async () => {
    const owner = await findUserByUsername(t.app.database.db, 'admin');
    expect(owner?.role).toBe('owner');
    // As POST /api/admin/users { email, role } makes it (the owner here signs in through the provider).
    await createIdentityAccount(t.app.database.db, 'vic@org.example', 'viewer');
    for (let time = 0; time < 2; time++) {
      const result = await signInThrough(t.baseUrl, 'assigned');
      expect((await me(result.jar)).body).toMatchObject({ username: 'vic@org.example', role: 'viewer' });
    }
  });

  it('always makes the super admin an owner', async () => {
    const first = await signInThrough(t.baseUrl, 'chief');
    expect((await me(first.jar)).body.role).toBe('owner');
    const chief = await findUserByUsername(t.app.database.db, 'chief@elsewhere.example');
    await updateUser(t.app.database.db, chief!.id, { role: 'viewer' });
    const again = await signInThrough(t.baseUrl, 'chief');
    expect((await me(again.jar)).body.role).toBe('owner');
  });

  it('sends a disabled account back to the login page without a session', async () => {
    const user = await createUser(t.app.database.db, 'gone@org.example', 'irrelevant-password', 'organiser');
    await updateUser(t.app.database.db, user.id, { disabled: true });
    const result = await signInThrough(t.baseUrl, 'gone');
    expect(result.finalLocation).toBe('/admin/login?error=account_disabled');
    expect((await me(result.jar)).status).toBe(401);
  });
});

describe('the settings', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/unused' };
  it('refuses LOCAL_SIGN_IN=off without an identity provider', () => {
    expect(() => loadConfig({ ...base, LOCAL_SIGN_IN: 'off' })).toThrow(
      /LOCAL_SIGN_IN: off needs an identity provider/,
    );
  });
  it('refuses an unknown DEFAULT_STAFF_ROLE and defaults to organiser', () => {
    expect(() => loadConfig({ ...base, DEFAULT_STAFF_ROLE: 'admin' })).toThrow(/DEFAULT_STAFF_ROLE/);
    expect(loadConfig(base).defaultStaffRole).toBe('organiser');
    expect(loadConfig(base).localSignIn).toBe(true);
  });
});
