/**
 * One contract per API call (issue 27; common/contracts/): every route the server has is its
 * contract's, the permission table is the contracts' roles, and an answer off its contract is caught.
 */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiPaths } from '../../common/api-paths.ts';
import { callKey, defineCall } from '../../common/contracts/contract.ts';
import { allCalls } from '../../common/contracts/index.ts';
import { errorResponse } from '../../common/responses.ts';
import { STAFF_ROLES } from '../../common/roles.ts';
import { mayCall, PERMISSIONS } from '../../server/modules/admin-auth/permissions.ts';
import { registerContractChecks, schemaOf } from '../../server/platform/http/contract-route.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { servedRoutes } from '../support/server-routes.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const sample = defineCall({
  method: 'GET',
  route: '/api/sample',
  roles: 'public',
  responses: { 200: z.object({ name: z.string() }), 404: errorResponse },
});

let t: TestApp;
let admin: AdminClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
});
afterAll(() => t?.close());

describe('the contracts', () => {
  it('cover every API route the server has, each registered with its contract, and name no route that is gone', () => {
    expect(t.app.server.contractReport.uncovered).toEqual([]);
    const served = servedRoutes(t.app.server)
      .filter(({ route }) => route.startsWith('/api/') || route === '/healthz' || route === '/readyz')
      .map((route) => `${route.method} ${route.route}`);
    expect(allCalls.map(callKey).sort()).toEqual([...new Set(served)].sort());
    expect(new Set(allCalls.map(callKey)).size).toBe(allCalls.length);
  });

  it('are the permission table: every staff call with its roles, no public call in it', () => {
    const staffCalls = allCalls.filter((call) => call.roles !== 'public');
    expect(Object.keys(PERMISSIONS).sort()).toEqual(staffCalls.map(callKey).sort());
    for (const call of allCalls) {
      for (const role of STAFF_ROLES) {
        const allowed = call.roles !== 'public' && call.roles.includes(role);
        expect(mayCall(role, call.method, call.route), `${role} ${callKey(call)}`).toBe(allowed);
      }
    }
    // Every admin route but the sign-in is a staff call; every other route is public.
    for (const call of allCalls) {
      const staff = call.route.startsWith('/api/admin/') && call.route !== apiPaths.admin.login.route;
      expect(call.roles !== 'public', callKey(call)).toBe(staff);
    }
  });

  it('declare the errors every call can give: 400 (a control character refused anywhere), 401 and 403 on staff calls', () => {
    for (const call of allCalls) {
      const statuses = Object.keys(call.responses).map(Number);
      expect(statuses, callKey(call)).toEqual(expect.arrayContaining([400, 500, 503]));
      if (call.roles !== 'public') expect(statuses, callKey(call)).toEqual(expect.arrayContaining([401, 403]));
      expect(
        statuses.some((status) => status >= 200 && status < 400),
        callKey(call),
      ).toBe(true);
    }
  });

  it('answer on contract in the running app, errors included', async () => {
    const report = t.app.server.contractReport;
    const before = report.violations.length;
    // Answers on contract, errors included: nothing is recorded.
    expect((await call(t.baseUrl, 'GET', apiPaths.admin.me.path)).status).toBe(401);
    expect((await admin.call('GET', apiPaths.admin.event.path({ id: 'none' }))).status).toBe(404);
    expect((await admin.call('POST', apiPaths.admin.events.path, { name: '' })).status).toBe(400);
    expect(report.violations.length).toBe(before);
  });

  it('catch a route without a contract, and an undeclared status or a body its schema refuses', async () => {
    const server = Fastify().withTypeProvider<ZodTypeProvider>();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    const report = registerContractChecks(server, [sample], { checkAnswers: true });
    let answer: { status: number; body: unknown } = { status: 200, body: { name: 'ok' } };
    // Sent as is (no serializer): what a handler that strays from its contract would answer.
    server.get(sample.route, schemaOf(sample), async (_request, reply) =>
      reply
        .status(answer.status as 200)
        .type('application/json')
        .serializer(JSON.stringify)
        .send(answer.body as never),
    );
    server.get('/api/sample/other', async () => ({}));
    server.post(sample.route, async () => ({}));
    await server.ready();
    expect(report.uncovered).toEqual(['GET /api/sample/other: no contract', 'POST /api/sample: no contract']);

    expect((await server.inject({ method: 'GET', url: sample.path })).statusCode).toBe(200);
    answer = { status: 404, body: { code: 'not_here', message: 'Not here.' } };
    await server.inject({ method: 'GET', url: sample.path });
    expect(report.violations).toEqual([]);
    answer = { status: 418, body: { message: 'I am a teapot' } };
    await server.inject({ method: 'GET', url: sample.path });
    answer = { status: 200, body: { name: 1 } };
    await server.inject({ method: 'GET', url: sample.path });
    expect(report.violations).toHaveLength(2);
    expect(report.violations[0]).toBe('GET /api/sample → 418: the contract declares no such answer');
    expect(report.violations[1]).toMatch(/^GET \/api\/sample → 200: \{"name":1\}/);
    await server.close();
  });
});
