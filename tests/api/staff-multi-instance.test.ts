/** Disabling a staff account on one instance ends its session on the other at once (two instances, one PostgreSQL). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api-paths.ts';
import { call, signIn } from '../support/http.ts';
import { type SecondInstance, startSecondInstance, startTestApp, type TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('staff accounts on two instances', () => {
  let first: TestApp;
  let second: SecondInstance;
  let secondUrl: string;
  const secret = 'shared-secret-of-the-deployment-0123456789';

  beforeAll(async () => {
    first = await startTestApp({ APP_SECRET: secret });
    second = await startSecondInstance(first, { APP_SECRET: secret });
    secondUrl = second.baseUrl;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('ends a disabled account session on the other instance, and a demoted one too', async () => {
    const owner = await signIn(first.baseUrl);
    const password = 'door-volunteer-password';
    const created = await owner.call('POST', apiPaths.admin.users.path, {
      username: 'volunteer',
      role: 'organiser',
      password,
    });
    expect(created.status).toBe(201);
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
    expect(login.status).toBe(403);
  });
});
