/**
 * Staff roles (issue 14): every admin route × every role answers as the permission table says, the
 * owner manages staff accounts with clear refusals. Failed sign-ins: tests/api/password-attempts.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api-paths.ts';
import { roleRefusal, STAFF_ROLES, type StaffRole } from '../../common/roles.ts';
import { mayCall, PERMISSIONS } from '../../server/modules/admin-auth/permissions.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { servedRoutes } from '../support/server-routes.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let owner: AdminClient;
const PASSWORD = 'a-long-enough-password';

beforeAll(async () => {
  t = await startTestApp();
  owner = await signIn(t.baseUrl);
});
afterAll(() => t?.close());

async function addStaff(username: string, role: StaffRole) {
  const response = await owner.call('POST', apiPaths.admin.users.path, { username, role, password: PASSWORD });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; username: string; role: string };
}

describe('every admin route for every role', () => {
  it('answers as the permission table says: refused with 403 naming the role, or let through', async () => {
    // Accounts of their own: the matrix ends their sessions (sign out everywhere) at the end.
    const clients = {} as Record<StaffRole, AdminClient>;
    for (const role of STAFF_ROLES) {
      await addStaff(`matrix-${role}`, role);
      clients[role] = await signIn(t.baseUrl, `matrix-${role}`, PASSWORD);
    }
    const routes = servedRoutes(t.app.server).filter(
      ({ route }) => route.startsWith('/api/admin/') && route !== apiPaths.admin.login.route,
    );
    expect(routes.length).toBeGreaterThan(35);
    // A new admin route needs its line in the permission table; no line names a route that is gone.
    const served = routes.map(({ method, route }) => `${method} ${route}`);
    for (const key of served) expect(PERMISSIONS[key], `${key} has no permission entry`).toBeDefined();
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...served].sort());

    // Calls that end the account's sessions come last, each with a session of its own.
    const ending = new Set<string>([apiPaths.admin.logout.route, apiPaths.admin.endAllSessions.route]);
    const unexpected: string[] = [];
    for (const role of STAFF_ROLES) {
      const ordered = [
        ...routes.filter(({ route }) => !ending.has(route)),
        ...routes.filter(({ route }) => ending.has(route)),
      ];
      for (const { method, route } of ordered) {
        const path = route.replace(/:\w+/g, randomUUID());
        const body = method === 'GET' || method === 'DELETE' ? undefined : {};
        const client = ending.has(route) ? await signIn(t.baseUrl, `matrix-${role}`, PASSWORD) : clients[role];
        const response = await client.call(method, path, body);
        const allowed = mayCall(role, method, route);
        const ok = allowed
          ? response.status !== 401 && response.status !== 403 && response.status < 500
          : response.status === 403 && response.body?.message === roleRefusal(role);
        if (!ok) unexpected.push(`${role} ${method} ${route}: ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    expect(unexpected).toEqual([]);
    // The other tests count on the first account being the only enabled owner.
    const accounts = (await owner.call('GET', apiPaths.admin.users.path)).body as { id: string; username: string }[];
    const matrixOwner = accounts.find((account) => account.username === 'matrix-owner')!;
    expect(
      (await owner.call('PATCH', apiPaths.admin.user.path({ id: matrixOwner.id }), { disabled: true })).status,
    ).toBe(200);
  });

  it('lets the door read the exhibits and the ongoing events, and nothing else of the admin area', async () => {
    await addStaff('door-reads', 'door');
    const door = await signIn(t.baseUrl, 'door-reads', PASSWORD);
    expect((await door.call('GET', apiPaths.admin.exhibits.path)).status).toBe(200);
    expect((await door.call('GET', apiPaths.admin.eventsByPhase.ongoing.path)).status).toBe(200);
    const refused = await door.call('GET', apiPaths.admin.events.path);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'role_refused', message: 'Your role (door) cannot do this.', role: 'door' });
    expect((await door.call('GET', apiPaths.admin.me.path)).body).toMatchObject({
      username: 'door-reads',
      role: 'door',
    });
  });

  it('lets owners, organisers and viewers read the audit trail and its CSV, and not the door', async () => {
    const expected: Record<StaffRole, number> = { owner: 200, organiser: 200, viewer: 200, door: 403 };
    for (const role of STAFF_ROLES) {
      if (role !== 'owner') await addStaff(`audit-${role}`, role);
      const client = role === 'owner' ? owner : await signIn(t.baseUrl, `audit-${role}`, PASSWORD);
      for (const path of [apiPaths.admin.audit.path, apiPaths.admin.auditCsv.path]) {
        const response = await client.call('GET', path);
        expect(response.status, `${role} GET ${path}`).toBe(expected[role]);
        if (expected[role] === 403)
          expect(response.body).toEqual({ code: 'role_refused', message: roleRefusal(role), role });
      }
    }
  });

  it('lets a viewer read every screen and the CSV but change nothing', async () => {
    await addStaff('viewer-reads', 'viewer');
    const viewer = await signIn(t.baseUrl, 'viewer-reads', PASSWORD);
    const event = await owner.call('POST', apiPaths.admin.events.path, {
      name: 'Viewer Day',
      startDate: new Date().toISOString().slice(0, 10),
      endDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    });
    expect(event.status).toBe(201);
    expect((await viewer.call('GET', apiPaths.admin.events.path)).status).toBe(200);
    expect((await viewer.call('GET', apiPaths.admin.eventCsv.path({ id: event.body.id }))).status).toBe(200);
    const refused = await viewer.call('DELETE', `${apiPaths.admin.event.path({ id: event.body.id })}?confirm=ended`);
    expect(refused).toMatchObject({ status: 403, body: { message: 'Your role (viewer) cannot do this.' } });
    expect((await owner.call('GET', apiPaths.admin.event.path({ id: event.body.id }))).status).toBe(200);
  });
});

describe('staff accounts', () => {
  const list = async () => (await owner.call('GET', apiPaths.admin.users.path)).body as { username: string }[];

  it('starts with the first account as an owner', async () => {
    expect((await owner.call('GET', apiPaths.admin.me.path)).body).toMatchObject({ username: 'admin', role: 'owner' });
    expect((await list()).find((account) => account.username === 'admin')).toMatchObject({
      role: 'owner',
      disabled: false,
      signIn: 'password',
    });
  });

  it('refuses unknown roles, weak passwords and duplicate names clearly, and changes nothing', async () => {
    const before = await list();
    const cases: [object, number, string][] = [
      [
        { username: 'zed', role: 'admin', password: PASSWORD },
        400,
        'Role must be one of: owner, organiser, door, viewer',
      ],
      [{ username: 'zed', role: 'door', password: 'short' }, 400, 'The new password must be at least 10 characters.'],
      [
        { username: 'zed-is-long', role: 'door', password: 'Zed-Is-Long' },
        400,
        'The new password must not contain your username.',
      ],
      [
        { username: 'door1', role: 'door', password: 'door1door1' },
        400,
        'The new password must not contain your username.',
      ],
      [{ username: 'admin', role: 'door', password: PASSWORD }, 409, 'There is already an account named "admin".'],
      [{ email: 'not-an-email', role: 'door' }, 400, 'Enter a valid email address'],
      [{ role: 'door' }, 400, 'Give a username (with a password) or an email'],
    ];
    for (const [body, status, message] of cases) {
      const response = await owner.call('POST', apiPaths.admin.users.path, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(`${response.body.message} ${JSON.stringify(response.body.issues ?? [])}`, JSON.stringify(body)).toContain(
        message,
      );
    }
    expect(await list()).toEqual(before);
  });

  it('refuses to demote or disable the last enabled owner (409), and changes nothing', async () => {
    const me = (await owner.call('GET', apiPaths.admin.me.path)).body;
    for (const change of [{ role: 'organiser' }, { disabled: true }]) {
      const response = await owner.call('PATCH', apiPaths.admin.user.path({ id: me.id }), change);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(
        'This is the last enabled owner: make another account an owner before demoting or disabling this one.',
      );
    }
    expect((await owner.call('GET', apiPaths.admin.me.path)).body.role).toBe('owner');
    const bad = await owner.call('PATCH', apiPaths.admin.user.path({ id: me.id }), { role: 'superuser' });
    expect(bad.status).toBe(400);
    expect((await owner.call('PATCH', apiPaths.admin.user.path({ id: randomUUID() }), { role: 'door' })).status).toBe(
      404,
    );
    expect((await owner.call('PATCH', apiPaths.admin.user.path({ id: me.id }), {})).status).toBe(400);
  });

  it('ends the sessions of an account whose role changes or that is disabled; a disabled account cannot sign in', async () => {
    const ann = await addStaff('ann-staff', 'organiser');
    const session = await signIn(t.baseUrl, 'ann-staff', PASSWORD);
    expect((await session.call('GET', apiPaths.admin.events.path)).status).toBe(200);

    const demoted = await owner.call('PATCH', apiPaths.admin.user.path({ id: ann.id }), { role: 'door' });
    expect(demoted.body).toMatchObject({ role: 'door', disabled: false });
    expect((await session.call('GET', apiPaths.admin.me.path)).status).toBe(401);
    const again = await signIn(t.baseUrl, 'ann-staff', PASSWORD);
    expect((await again.call('GET', apiPaths.admin.me.path)).body.role).toBe('door');
    expect((await again.call('GET', apiPaths.admin.events.path)).status).toBe(403);

    expect(
      (await owner.call('PATCH', apiPaths.admin.user.path({ id: ann.id }), { disabled: true })).body.disabled,
    ).toBe(true);
    expect((await again.call('GET', apiPaths.admin.me.path)).status).toBe(401);
    const refused = await call(
      t.baseUrl,
      'POST',
      apiPaths.admin.login.path,
      { username: 'ann-staff', password: PASSWORD },
      {
        origin: t.baseUrl,
      },
    );
    // The same answer as a wrong password (issue 28 item 11): the right password confirms nothing.
    expect(refused).toMatchObject({ status: 401, body: { message: 'Incorrect username or password.' } });

    await owner.call('PATCH', apiPaths.admin.user.path({ id: ann.id }), {
      disabled: false,
      password: 'another-long-password',
    });
    expect((await signIn(t.baseUrl, 'ann-staff', 'another-long-password')).cookie).toBeTruthy();
  });

  it('adds an identity-provider account with its role, which has no password to set', async () => {
    const created = await owner.call('POST', apiPaths.admin.users.path, { email: 'Vic@Org.Example', role: 'viewer' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: 'vic@org.example', role: 'viewer', signIn: 'identity-provider' });
    const response = await owner.call('PATCH', apiPaths.admin.user.path({ id: created.body.id }), {
      password: PASSWORD,
    });
    expect(response.status).toBe(400);
    const duplicate = await owner.call('POST', apiPaths.admin.users.path, { email: 'vic@org.example', role: 'door' });
    expect(duplicate.status).toBe(409);
  });

  it('lets a second owner be made, after which the first may step down', async () => {
    const second = await addStaff('second-owner', 'owner');
    const me = (await owner.call('GET', apiPaths.admin.me.path)).body;
    const secondSession = await signIn(t.baseUrl, 'second-owner', PASSWORD);
    expect(
      (await secondSession.call('PATCH', apiPaths.admin.user.path({ id: me.id }), { role: 'organiser' })).status,
    ).toBe(200);
    expect(
      (await secondSession.call('PATCH', apiPaths.admin.user.path({ id: second.id }), { role: 'door' })).status,
    ).toBe(409);
    expect((await secondSession.call('PATCH', apiPaths.admin.user.path({ id: me.id }), { role: 'owner' })).status).toBe(
      200,
    );
    owner = await signIn(t.baseUrl);
  });
});
