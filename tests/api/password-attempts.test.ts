/**
 * Wrong passwords lock no one out (issue 28 item 5, decision 033): they count per account and
 * address, and an address that gave an account 10 in 15 minutes is refused; the account's other
 * addresses only wait a little (up to 3 s) while it has many recent failures. Wrong current passwords
 * on "Change password" count alike. Owners see both in the audit trail. The clients' addresses are
 * the ones a trusted proxy names (X-Forwarded-For, TRUST_PROXY=127.0.0.1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api-paths.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let owner: AdminClient;
const PASSWORD = 'a-long-enough-password';
const WRONG = 'Incorrect username or password.';
const REFUSED = 'Too many failed sign-ins for this account from this address. Try again in 15 minutes.';
/** The account's delay once it has 9 or more failures in 15 minutes (password-attempts.ts). */
const FULL_DELAY_MS = 3000;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
  owner = await signIn(t.baseUrl);
});
afterAll(() => t?.close());

async function addStaff(username: string) {
  const response = await owner.call('POST', apiPaths.admin.users.path, {
    username,
    role: 'organiser',
    password: PASSWORD,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

/** A sign-in from `address`, and how long its answer took. */
async function signInFrom(address: string, username: string, password: string) {
  const started = performance.now();
  const response = await call(
    t.baseUrl,
    'POST',
    apiPaths.admin.login.path,
    { username, password },
    { origin: t.baseUrl, 'x-forwarded-for': address },
  );
  return { ...response, ms: performance.now() - started };
}

interface Entry {
  action: string;
  actor: string | null;
  targetName: string | null;
  reason: string | null;
  ip: string | null;
}

/** The audit entries of one action about one account, newest first, as the Activity screen reads them. */
async function trail(action: string, account: string): Promise<Entry[]> {
  const response = await owner.call('GET', `${apiPaths.admin.audit.path}?action=${action}&limit=200`);
  expect(response.status).toBe(200);
  return (response.body.items as Entry[]).filter((entry) => entry.targetName === account);
}

// The cases use accounts of their own and run side by side: each waits out its account's delays
// (about 10 s) and checks a dozen passwords (scrypt, a third of a second each, two at a time).
const SLOW = { timeout: 120_000 };

describe.concurrent('wrong passwords for an account', SLOW, () => {
  it('from 10 addresses do not keep the right password out from a new one (the reviewer’s request)', async () => {
    await addStaff('reviewed');
    for (let i = 1; i <= 10; i++) {
      const wrong = await signInFrom(`198.51.100.${i}`, 'reviewed', `guess-number-${i}`);
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ code: 'wrong_credentials', message: WRONG });
    }
    // The right password from an address that never failed: let in, after the account's delay.
    const right = await signInFrom('203.0.113.50', 'reviewed', PASSWORD);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body).toMatchObject({ username: 'reviewed' });
    expect(right.headers.get('set-cookie')).toMatch(/^idevent_session=/);
    expect(right.ms).toBeGreaterThanOrEqual(FULL_DELAY_MS - 50);
    // Each failure is in the audit trail with the address it came from.
    const failures = await trail('auth.sign_in_failed', 'reviewed');
    expect(failures).toHaveLength(10);
    expect(new Set(failures.map((entry) => entry.ip))).toEqual(
      new Set(Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}`)),
    );
    expect(failures.every((entry) => entry.actor === null && entry.reason === 'wrong password')).toBe(true);
  });

  it('from one address refuse that address only, even with the right password', async () => {
    await addStaff('one-address');
    for (let i = 0; i < 10; i++) expect((await signInFrom('198.51.100.77', 'one-address', 'not-it')).status).toBe(401);
    const refused = await signInFrom('198.51.100.77', 'one-address', PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'sign_in_address_wait', message: REFUSED, minutes: 15 });
    expect(refused.headers.get('retry-after')).toBe('900');
    // Refused before any wait or password check.
    expect(refused.ms).toBeLessThan(FULL_DELAY_MS);
    // The same address may still sign in to another account.
    expect((await signInFrom('198.51.100.77', 'admin', ADMIN_PASSWORD)).status).toBe(200);
    // Another address is let in.
    expect((await signInFrom('198.51.100.78', 'one-address', PASSWORD)).status).toBe(200);
    const [latest] = await trail('auth.sign_in_failed', 'one-address');
    expect(latest).toMatchObject({ actor: null, reason: 'too many failures from this address', ip: '198.51.100.77' });
  });

  it('that name no account are counted and recorded alike', async () => {
    for (let i = 0; i < 10; i++) expect((await signInFrom('198.51.100.90', 'nobody-here', 'guess')).status).toBe(401);
    const refused = await signInFrom('198.51.100.90', 'Nobody-Here ', 'guess');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'sign_in_address_wait', message: REFUSED, minutes: 15 });
    const failures = await trail('auth.sign_in_failed', 'nobody-here');
    expect(failures).toHaveLength(11);
    expect(failures.slice(1).every((entry) => entry.reason === 'no such account')).toBe(true);
  });

  it('with the right password of a disabled account are counted as wrong ones: the answers tell nothing', async () => {
    await addStaff('disabled-one');
    const accounts = (await owner.call('GET', apiPaths.admin.users.path)).body as { id: string; username: string }[];
    const { id } = accounts.find((account) => account.username === 'disabled-one')!;
    expect((await owner.call('PATCH', apiPaths.admin.user.path({ id }), { disabled: true })).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const answer = await signInFrom('198.51.100.95', 'disabled-one', `guess-${i}`);
      expect([answer.status, answer.body]).toEqual([401, { code: 'wrong_credentials', message: WRONG }]);
    }
    for (let i = 0; i < 5; i++) {
      const answer = await signInFrom('198.51.100.95', 'disabled-one', PASSWORD);
      expect([answer.status, answer.body]).toEqual([401, { code: 'wrong_credentials', message: WRONG }]);
    }
    expect((await signInFrom('198.51.100.95', 'disabled-one', PASSWORD)).status).toBe(429);
    const reasons = (await trail('auth.sign_in_failed', 'disabled-one')).map((entry) => entry.reason);
    expect(reasons).toEqual([
      'too many failures from this address',
      ...Array(5).fill('account disabled'),
      ...Array(5).fill('wrong password'),
    ]);
  });
});

describe('a wrong current password on "Change password"', SLOW, () => {
  it('is audited and counted: the 11th from the address is refused, as its sign-ins are', async () => {
    await addStaff('changer');
    const changer = await signIn(t.baseUrl, 'changer', PASSWORD);
    const change = (currentPassword: string) =>
      changer.call('POST', apiPaths.admin.mePassword.path, { currentPassword, newPassword: 'a-brand-new-password' });

    const wrong = await change('not-my-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The current password is not correct.');
    const [entry] = await trail('auth.password_change_failed', 'changer');
    expect(entry).toMatchObject({ actor: 'changer', reason: 'wrong current password', ip: '127.0.0.1' });

    for (let i = 1; i < 10; i++) expect((await change(`not-my-password-${i}`)).status).toBe(400);
    const refused = await change(PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'sign_in_address_wait', message: REFUSED, minutes: 15 });
    expect(refused.headers.get('retry-after')).toBe('900');
    // The same count as the sign-in's: this address may not sign in to the account either.
    const signInHere = await call(
      t.baseUrl,
      'POST',
      apiPaths.admin.login.path,
      { username: 'changer', password: PASSWORD },
      { origin: t.baseUrl },
    );
    expect(signInHere.status).toBe(429);
    const entries = await trail('auth.password_change_failed', 'changer');
    expect(entries.map((item) => item.reason)).toEqual([
      'too many failures from this address',
      ...Array(10).fill('wrong current password'),
    ]);
    // The session carries on, and another address signs in.
    expect((await changer.call('GET', apiPaths.admin.me.path)).status).toBe(200);
    expect((await signInFrom('203.0.113.9', 'changer', PASSWORD)).status).toBe(200);
  });

  it('can be filtered in the audit trail, and the filter lists it', async () => {
    const response = await owner.call('GET', `${apiPaths.admin.audit.path}?action=auth.password_change_failed`);
    expect(response.status).toBe(200);
    const refused = await owner.call('GET', `${apiPaths.admin.audit.path}?action=auth.password_change_nope`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('auth.password_change_failed');
  });
});
