/** Disabling a staff account on one instance ends its session on the other at once (two instances, one PostgreSQL). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api-paths.ts';
import { dayEnd, dayStart } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { patient } from '../support/patience.ts';
import { type SecondInstance, startSecondInstance, startTestApp, type TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A new organiser account, made by the owner. */
async function addOrganiser(owner: AdminClient, username: string, password: string) {
  const created = await owner.call('POST', apiPaths.admin.users.path, { username, role: 'organiser', password });
  expect(created.status).toBe(201);
  return created;
}

describe.skipIf(!onPostgres)('staff accounts on two instances', () => {
  let first: TestApp;
  let second: SecondInstance;
  let secondUrl: string;
  const secret = 'shared-secret-of-the-deployment-0123456789';

  beforeAll(async () => {
    // scrypt at its real cost: a sign-in's third of a second is the window the races need.
    first = await startTestApp({ APP_SECRET: secret, PASSWORD_HASH_COST: '16' });
    second = await startSecondInstance(first, { APP_SECRET: secret, PASSWORD_HASH_COST: '16' });
    secondUrl = second.baseUrl;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('ends a disabled account session on the other instance, and a demoted one too', async () => {
    const owner = await signIn(first.baseUrl);
    const password = 'a-long-door-secret';
    const created = await addOrganiser(owner, 'volunteer', password);
    const volunteer = await signIn(secondUrl, 'volunteer', password);
    const onSecond = () => volunteer.call('GET', apiPaths.admin.events.path);
    // Read twice: the session is in the second instance's memory.
    expect((await onSecond()).status).toBe(200);
    expect((await onSecond()).status).toBe(200);

    await owner.call('PATCH', apiPaths.admin.user.path({ id: created.body.id }), { role: 'door' });
    // The other instance hears of it through PostgreSQL (notifications go out every 20 ms).
    await waitFor(async () => (await onSecond()).status === 401, 5000, 50);

    const again = await signIn(secondUrl, 'volunteer', password);
    expect((await again.call('GET', apiPaths.admin.exhibits.path)).status).toBe(200);
    expect((await again.call('GET', apiPaths.admin.exhibits.path)).status).toBe(200);
    expect(
      (await owner.call('PATCH', apiPaths.admin.user.path({ id: created.body.id }), { disabled: true })).status,
    ).toBe(200);
    await waitFor(async () => (await again.call('GET', apiPaths.admin.exhibits.path)).status === 401, 5000, 50);
    const login = await call(
      secondUrl,
      'POST',
      apiPaths.admin.login.path,
      { username: 'volunteer', password },
      {
        origin: secondUrl,
      },
    );
    expect(login).toMatchObject({ status: 401, body: { message: 'Incorrect username or password.' } });
  });

  it(
    'never leaves a sign-in that raced a disable or a demotion with the old rights (50 races, issue 28 item 1)',
    async () => {
      const owner = await signIn(first.baseUrl);
      const password = 'racing-volunteer-password';
      const created = await addOrganiser(owner, 'racer', password);
      const account = apiPaths.admin.user.path({ id: created.body.id });
      const outcomes = { signedIn: 0, refused: 0 };
      for (let race = 0; race < 50; race++) {
        expect((await owner.call('PATCH', account, { disabled: false, role: 'organiser' })).status).toBe(200);
        const change = race % 2 === 0 ? { disabled: true } : { role: 'viewer' };
        // The sign-in starts on the second instance; the owner's change lands on the first meanwhile.
        const login = call(
          secondUrl,
          'POST',
          apiPaths.admin.login.path,
          { username: 'racer', password },
          { origin: secondUrl },
        );
        await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 150)));
        expect((await owner.call('PATCH', account, change)).status).toBe(200);
        const answer = await login;
        if (answer.status !== 200) {
          outcomes.refused++;
          continue;
        }
        outcomes.signedIn++;
        // A session it made is the account's as changed: none for a disabled one, a viewer's for a demoted one.
        if (change.disabled) throw new Error(`race ${race}: a disabled account signed in (${answer.body.role})`);
        const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
        // Both instances have heard of the change (notifications go out every 20 ms).
        await new Promise((resolve) => setTimeout(resolve, 100));
        for (const baseUrl of [first.baseUrl, secondUrl]) {
          const write = await call(
            baseUrl,
            'POST',
            apiPaths.admin.events.path,
            { name: `Race ${race}`, description: 'x', startDate: dayStart(0), endDate: dayEnd(1) },
            { cookie, origin: baseUrl },
          );
          expect([401, 403], `race ${race} on ${baseUrl}: ${write.status}`).toContain(write.status);
        }
      }
      expect(outcomes.signedIn + outcomes.refused).toBe(50);
    },
    patient(240_000),
  );
});
