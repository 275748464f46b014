/**
 * Issue 28 item 8: a control character anywhere in a request (address, query string, body) is a 400
 * that names the field, on every call, never a 500. The reviewer's four requests replayed, then a
 * sweep over every contract's every input field: a NUL in each, one at a time.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyCall } from '../../common/contracts/contract.ts';
import { allCalls } from '../../common/contracts/index.ts';
import { defOf, unwrap } from '../../common/control-characters.ts';
import { fillPattern } from '../../common/route-pattern.ts';
import { createEvent, createExhibit, registerVisitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: AdminClient;
let eventId: string;
let exhibitId: string;
let pass: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.baseUrl);
  eventId = (await createEvent(admin)).id;
  exhibitId = (await createExhibit(admin, eventId)).id;
  pass = (await registerVisitor(t.baseUrl, eventId)).token;
});
afterAll(() => t.close());

/** Every table a request could change (the sessions aside: signing in makes one). */
async function snapshot(): Promise<string> {
  const tables = ['events', 'exhibits', 'registrations', 'checkins', 'config', 'users', 'kiosk_devices'];
  const parts: unknown[] = [];
  for (const table of tables) {
    const result = await t.app.database.db.execute(sql.raw(`select * from ${table} order by 1`));
    parts.push((result as { rows: unknown[] }).rows);
  }
  // The audit entries, not their seal (chain_seq and hash are set after the commit, decision 033).
  const audit = await t.app.database.db.execute(sql.raw('select id, action, target_id from audit_log order by id'));
  parts.push((audit as { rows: unknown[] }).rows);
  return JSON.stringify(parts);
}

const asOwner = (method: string, path: string, body?: unknown) =>
  call(t.baseUrl, method, path, body, { cookie: admin.cookie, origin: t.baseUrl });

describe("the reviewer's requests", () => {
  it('answers a NUL in admit-pass requestId, the registrations q and cursor, and the audit actor with 400, changing nothing', async () => {
    const before = await snapshot();
    const requests = [
      {
        send: () => asOwner('POST', '/api/admin/admit-pass', { qrCode: pass, exhibitId, requestId: 'r\u0000x' }),
        field: 'requestId',
      },
      { send: () => asOwner('GET', `/api/admin/events/${eventId}/registrations?q=a%00b`), field: 'q' },
      { send: () => asOwner('GET', `/api/admin/events/${eventId}/registrations?cursor=a%00b`), field: 'cursor' },
      { send: () => asOwner('GET', '/api/admin/audit?actor=a%00b'), field: 'actor' },
    ];
    for (const { send, field } of requests) {
      const response = await send();
      expect(response.status, field).toBe(400);
      expect(response.body).toEqual({
        code: 'control_characters',
        message: `${field} must not contain control characters.`,
        issues: [{ path: field, code: 'control_characters', message: 'Must not contain control characters' }],
      });
    }
    expect(await snapshot()).toBe(before);
    // The same admission without the NUL is let in: the refusal was the NUL's.
    const admitted = await asOwner('POST', '/api/admin/admit-pass', { qrCode: pass, exhibitId, requestId: 'rx' });
    expect(admitted.status).toBe(200);
  });

  it('lets line breaks through in a description only, and a NUL in none', async () => {
    const base = { name: 'Talks', startDate: new Date().toISOString(), endDate: new Date().toISOString() };
    const multiLine = await asOwner('POST', '/api/admin/events', { ...base, description: 'Line one\n\tLine two\r\n' });
    expect(multiLine.status).toBe(201);
    const before = await snapshot();
    const nul = await asOwner('POST', '/api/admin/events', { ...base, description: 'Line one\n\u0000' });
    expect(nul.status).toBe(400);
    expect(nul.body.issues).toEqual([
      { path: 'description', code: 'control_characters', message: 'Must not contain control characters' },
    ]);
    const tabInName = await asOwner('POST', '/api/admin/events', { ...base, name: 'Ta\tlks', description: '' });
    expect(tabInName.status).toBe(400);
    expect(tabInName.body).toEqual({
      code: 'line_breaks',
      message: 'name must not contain line breaks or other control characters.',
      issues: [
        { path: 'name', code: 'line_breaks', message: 'Must not contain line breaks or other control characters' },
      ],
    });
    expect(await snapshot()).toBe(before);
  });

  it('refuses a control character on the routes that are not calls too (a page, a file)', async () => {
    for (const path of ['/?q=a%00b', '/admin/scan?x=%01', '/assets/a%00b.js']) {
      const response = await call(t.baseUrl, 'GET', path);
      expect(response.status, path).toBe(400);
      expect(response.body.message, path).toMatch(/must not contain control characters/);
    }
  });
});

// ---------- The sweep: every input field of every call ----------

/** Every path to a value in a schema (object fields, array items), through its wrappers. */
function leafPaths(schema: z.ZodType): (string | number)[][] {
  const def = defOf(schema);
  if (def.type === 'object') {
    return Object.entries(def.shape!).flatMap(([key, field]) => leafPaths(field).map((path) => [key, ...path]));
  }
  if (def.type === 'array') return leafPaths(def.element!).map((path) => [0, ...path]);
  const inner = unwrap(schema);
  if (inner.length === 0) return [[]];
  const seen = new Set<string>();
  return inner.flatMap(leafPaths).filter((path) => !seen.has(path.join('.')) && seen.add(path.join('.')));
}

/** The value with `leaf` at `path`: `{ admits: [{ requestId: leaf }] }`. */
function valueAt(path: readonly (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [valueAt(rest, leaf)] : { [head!]: valueAt(rest, leaf) };
}

const NUL = 'a\u0000b';

interface Probe {
  label: string;
  method: string;
  path: string;
  body?: unknown;
  field: string;
}

/** One request per input field of the call, a NUL in that field alone. */
function probes(contract: AnyCall): Probe[] {
  const routeParams = [...contract.route.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const fill = (values: Record<string, string>) =>
    fillPattern(contract.route, Object.fromEntries(routeParams.map((name) => [name, values[name] ?? 'x'])) as never);
  const label = `${contract.method} ${contract.route}`;
  const list: Probe[] = [];
  for (const name of routeParams) {
    list.push({ label: `${label} :${name}`, method: contract.method, path: fill({ [name]: NUL }), field: name });
  }
  if (contract.query) {
    for (const path of leafPaths(contract.query)) {
      const key = String(path[0]);
      list.push({ label: `${label} ?${key}`, method: contract.method, path: `${fill({})}?${key}=a%00b`, field: key });
    }
  }
  if (contract.body) {
    for (const path of leafPaths(contract.body)) {
      list.push({
        label: `${label} body ${path.join('.')}`,
        method: contract.method,
        path: fill({}),
        body: valueAt(path, NUL),
        field: path.join('.'),
      });
    }
  }
  return list;
}

describe('every call refuses a NUL in each of its inputs', () => {
  const withInput = allCalls.filter((contract) => contract.params || contract.query || contract.body);

  it('covers the calls with an input, public and staff alike', () => {
    expect(withInput.length).toBeGreaterThan(30);
    expect(withInput.some((contract) => contract.roles === 'public')).toBe(true);
    expect(withInput.flatMap(probes).length).toBeGreaterThan(80);
  });

  it.each(withInput.map((contract) => [`${contract.method} ${contract.route}`, contract] as const))(
    '%s',
    async (_label, contract) => {
      const before = await snapshot();
      for (const probe of probes(contract)) {
        const response = await asOwner(probe.method, probe.path, probe.body);
        expect(response.status, `${probe.label}: ${JSON.stringify(response.body)}`).toBe(400);
        expect(response.body.issues, probe.label).toEqual([
          { path: probe.field, code: 'control_characters', message: 'Must not contain control characters' },
        ]);
      }
      expect(await snapshot()).toBe(before);
    },
  );
});
