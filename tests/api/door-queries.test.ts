/**
 * The door's cost in queries: a scan (validate-qr) and an admit each take a small, fixed number of
 * queries, whatever the number of exhibits: no query per exhibit (N+1). The organiser's session is
 * known from earlier calls, so it costs none (sessions are kept in memory).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createExhibit, visitor } from '../support/factories.ts';
import { type AdminClient, call, signIn } from '../support/http.ts';
import { decodeQr } from '../support/qr-decode.ts';
import { queryCounter } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

const counter = queryCounter();
let t: TestApp;
let admin: AdminClient;
let registered = 0;

beforeAll(async () => {
  t = await startTestApp({}, {}, counter.wrap);
  admin = await signIn(t.baseUrl);
});
afterAll(() => t.close());

async function eventWithExhibits(exhibitCount: number, overrides: Record<string, unknown> = {}) {
  const event = await createEvent(admin);
  const exhibits = [];
  for (let i = 0; i < exhibitCount; i++) exhibits.push(await createExhibit(admin, event.id, overrides));
  const person = visitor();
  expect((await call(t.baseUrl, 'POST', '/api/register', { ...person, eventId: event.id })).status).toBe(201);
  // The pass e-mail's job runs queries too: let it finish (its .eml file appears) before counting.
  registered++;
  await waitFor(async () => (await readdir(path.join(t.dataDir, 'mail')).catch(() => [])).length >= registered);
  const lookup = await call(t.baseUrl, 'GET', `/api/registration/${encodeURIComponent(person.email)}`);
  const token = decodeQr(lookup.body.qrCode);
  return { exhibits, token, registrationId: token.split('.')[1]! };
}

async function doorQueries(exhibitCount: number) {
  const { exhibits, token, registrationId } = await eventWithExhibits(exhibitCount);
  const scan = await counter.during(async () => {
    const response = await admin.call('POST', '/api/admin/validate-qr', { qrCode: token });
    expect(response.body.exhibits).toHaveLength(exhibitCount);
  });
  const admit = await counter.during(async () => {
    const response = await admin.call('POST', '/api/admin/admit', { registrationId, exhibitId: exhibits[0]!.id });
    expect(response.status).toBe(200);
  });
  return { scan, admit };
}

describe('queries per door request', () => {
  it('scans with 2 queries and admits with 2, the known session costing none', async () => {
    const { scan, admit } = await doorQueries(3);
    expect(scan.length, scan.join('\n')).toBeLessThanOrEqual(2);
    expect(admit.length, admit.join('\n')).toBeLessThanOrEqual(2);
  });

  it('costs the same with 1 exhibit as with 8 (no query per exhibit)', async () => {
    const one = await doorQueries(1);
    const eight = await doorQueries(8);
    expect(eight.scan.length).toBe(one.scan.length);
    expect(eight.admit.length).toBe(one.admit.length);
  });

  it('keeps a capacity exhibit within a few queries (lock, count, insert in one transaction)', async () => {
    const { exhibits, registrationId, token } = await eventWithExhibits(2, { maxCapacity: 10 });
    const scan = await counter.during(() => admin.call('POST', '/api/admin/validate-qr', { qrCode: token }));
    const admit = await counter.during(async () => {
      const response = await admin.call('POST', '/api/admin/admit', { registrationId, exhibitId: exhibits[1]!.id });
      expect(response.status).toBe(200);
    });
    expect(scan.length, scan.join('\n')).toBeLessThanOrEqual(4);
    expect(admit.length, admit.join('\n')).toBeLessThanOrEqual(8);
  });
});
