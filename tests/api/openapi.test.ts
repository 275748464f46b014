/**
 * The contract is declared: `GET /api/openapi.json` documents every API call with its success
 * answer, and what the server actually answers matches the document.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api-paths.ts';
import { allCalls } from '../../common/contracts/index.ts';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { decodeQr } from '../support/qr-decode.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Not about the database: the API document and that answers match it. (runs on PGlite only; vitest.config.ts)

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** The routes of Fastify's printRoutes tree: each line's depth is its indent, its path its parent's plus its own. */
function routesOf(tree: string) {
  const parents: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) return [];
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    return [{ path, methods: match[3]!.split(', ') }];
  });
}

describe('the API document', () => {
  let test: TestApp;
  let doc: Document;
  let admin: AdminClient;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);

  beforeAll(async () => {
    test = await startTestApp();
    const response = await call(test.baseUrl, 'GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    doc = response.body;
    admin = await signIn(test.baseUrl);
  });
  afterAll(() => test?.close());

  it('documents every route the server has under /api/, each with a success answer', () => {
    expect(doc.openapi).toBe('3.1.0');
    const routes = routesOf(test.app.server.printRoutes({ commonPrefix: false }))
      .filter((route) => route.path.startsWith('/api/') && route.path !== '/api/openapi.json')
      .flatMap(({ path, methods }) =>
        methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${path}`),
      )
      .map((route) => route.replace(/:(\w+)/g, '{$1}'));
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(routes.length).toBeGreaterThan(30);
    // The contracts (common/contracts/) list exactly what the server registers: adding a call is
    // one contract entry and its handler.
    const served = new Set(routes.map((route) => route.split(' ')[1]!.replace(/\{(\w+)\}/g, ':$1')));
    const contracted = new Set(allCalls.map((contract) => contract.route));
    contracted.delete(apiPaths.openapi.route);
    expect([...contracted].filter((route) => route.startsWith('/api/')).sort()).toEqual([...served].sort());
    expect(documented.sort()).toEqual([...new Set(routes)].sort());

    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]/.test(status));
        expect(success, `${method} ${path}`).not.toHaveLength(0);
        for (const [status, answer] of success) {
          if (status === '302') continue;
          expect(Object.values(answer.content ?? {}), `${method} ${path} ${status}`).not.toHaveLength(0);
        }
      }
    }
  });

  /** The documented schema of an answer, for the path pattern and method. */
  function schemaOf(method: string, path: string, status: number) {
    const operation = doc.paths[path]?.[method.toLowerCase()];
    const content = operation?.responses[String(status)]?.content;
    const schema = content?.['application/json']?.schema;
    if (!schema) throw new Error(`no documented ${status} answer for ${method} ${path}`);
    return schema;
  }

  async function expectDocumented(method: string, pattern: string, path: string, body?: unknown, expected = 200) {
    const response =
      pattern.startsWith('/api/admin/') || pattern === '/api/admin/me'
        ? await admin.call(method, path, body)
        : await call(test.baseUrl, method, path, body);
    expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(expected);
    const validate = ajv.compile(schemaOf(method, pattern, expected));
    expect(validate(response.body), `${method} ${path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    return response.body;
  }

  it('matches what the server answers, public calls and admin calls alike', async () => {
    const event = await createEvent(admin);
    const exhibit = await createExhibit(admin, event.id, { maxCapacity: 10 });
    const person = visitor();
    await expectDocumented('POST', '/api/register', '/api/register', { ...person, eventId: event.id }, 201);
    await expectDocumented('GET', '/api/events/active', '/api/events/active');
    await expectDocumented('GET', '/api/exhibits/active', '/api/exhibits/active');
    const lookup = await expectDocumented('GET', '/api/registration/{email}', `/api/registration/${person.email}`);
    await expectDocumented('POST', '/api/registration/resend', '/api/registration/resend', { email: person.email });
    await expectDocumented('GET', '/api/auth/providers', '/api/auth/providers');

    await expectDocumented('GET', '/api/admin/me', '/api/admin/me');
    await expectDocumented('GET', '/api/admin/events', '/api/admin/events');
    await expectDocumented('GET', '/api/admin/events/ongoing', '/api/admin/events/ongoing');
    await expectDocumented('GET', '/api/admin/events/{id}', `/api/admin/events/${event.id}`);
    await expectDocumented('GET', '/api/admin/exhibits', '/api/admin/exhibits');
    await expectDocumented('GET', '/api/admin/registrations', '/api/admin/registrations');
    const scan = await expectDocumented('POST', '/api/admin/validate-qr', '/api/admin/validate-qr', {
      qrCode: decodeQr(lookup.qrCode),
    });
    await expectDocumented('POST', '/api/admin/validate-qr', '/api/admin/validate-qr', { qrCode: 'forged' });
    await expectDocumented('POST', '/api/admin/lookup-user', '/api/admin/lookup-user', { emailOrPhone: person.email });
    await expectDocumented('POST', '/api/admin/admit', '/api/admin/admit', {
      registrationId: scan.registration.id,
      exhibitId: exhibit.id,
    });
    await expectDocumented('GET', '/api/admin/events/{id}/stats', `/api/admin/events/${event.id}/stats`);
    await expectDocumented('GET', '/api/admin/config/support-email', '/api/admin/config/support-email');
    await expectDocumented('GET', '/api/admin/pass-emails/undelivered', '/api/admin/pass-emails/undelivered');
    await expectDocumented('GET', '/api/admin/config/service-account', '/api/admin/config/service-account');
    await expectDocumented('GET', '/api/admin/events/{id}/sheets-url', `/api/admin/events/${event.id}/sheets-url`);
  });

  it('documents every answer of each call’s contract, errors included, and the errors as the server sends them', async () => {
    for (const call of allCalls) {
      if (call.route === apiPaths.openapi.route) continue;
      const operation = doc.paths[call.route.replace(/:(\w+)/g, '{$1}')]?.[call.method.toLowerCase()];
      expect(Object.keys(operation?.responses ?? {}).sort(), `${call.method} ${call.route}`).toEqual(
        Object.keys(call.responses).sort(),
      );
    }
    const event = await createEvent(admin);
    await expectDocumented('GET', '/api/admin/events/{id}', `/api/admin/events/${crypto.randomUUID()}`, undefined, 404);
    await expectDocumented('PUT', '/api/admin/events/{id}', `/api/admin/events/${event.id}`, { name: '' }, 400);
    await expectDocumented('POST', '/api/admin/validate-qr', '/api/admin/validate-qr', { qrCode: '' }, 400);
    const signedOut = await call(test.baseUrl, 'GET', '/api/admin/me');
    expect(signedOut.status).toBe(401);
    const validate = ajv.compile(schemaOf('GET', '/api/admin/me', 401));
    expect(validate(signedOut.body), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('sends no field the document does not list (no whole database rows)', async () => {
    const event = await createEvent(admin);
    const body = await expectDocumented('GET', '/api/admin/events/{id}', `/api/admin/events/${event.id}`);
    const documented = Object.keys(
      (schemaOf('GET', '/api/admin/events/{id}', 200) as { properties: object }).properties,
    );
    expect(Object.keys(body).sort()).toEqual(documented.sort());
  });
});
