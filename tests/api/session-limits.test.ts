/**
 * Issue 28 item 7: a per-session limit on admin writes and on the admissions a door syncs, answered
 * 429 with Retry-After and a message; sign-out never limited; RATE_LIMIT_PER_MINUTE=0 turns it off.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api-paths.ts';
import { ADMIN_WRITES_PER_MINUTE, DOOR_SYNC_ADMISSIONS_PER_MINUTE } from '../../server/platform/http/session-limits.ts';
import { createEvent, createExhibit } from '../support/factories.ts';
import { type AdminClient, signIn } from '../support/http.ts';
import { patient } from '../support/patience.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const PASSWORD = 'door-password-1';

/** `count` state-changing calls from the client, 25 at a time: a refused body (400) still counts. */
async function writes(client: AdminClient, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; ) {
    const batch = Math.min(25, count - sent);
    const answers = await Promise.all(
      Array.from({ length: batch }, () => client.call('POST', apiPaths.admin.validateQr.path, { qrCode: '' })),
    );
    statuses.push(...answers.map((answer) => answer.status));
    sent += batch;
  }
  return statuses;
}

const count = async (t: TestApp, table: 'events' | 'audit_log') => {
  const result = await t.app.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('with the limits on', () => {
  let t: TestApp;
  let admin: AdminClient;
  let door: AdminClient;
  let exhibitId: string;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000' });
    admin = await signIn(t.baseUrl);
    const made = await admin.call('POST', apiPaths.admin.users.path, {
      username: 'door-1',
      role: 'door',
      password: PASSWORD,
    });
    expect(made.status).toBe(201);
    door = await signIn(t.baseUrl, 'door-1', PASSWORD);
    const event = await createEvent(admin);
    exhibitId = (await createExhibit(admin, event.id)).id;
  });
  afterAll(() => t.close());

  it(
    `refuses a session's write past ${ADMIN_WRITES_PER_MINUTE} a minute with 429, Retry-After and what to do; other sessions go on; sign-out still works`,
    async () => {
      const busy = await signIn(t.baseUrl);
      const statuses = await writes(busy, ADMIN_WRITES_PER_MINUTE);
      expect(statuses.every((status) => status === 400)).toBe(true);
      const before = await count(t, 'events');
      const refused = await busy.call('POST', apiPaths.admin.events.path, {
        name: 'One too many',
        startDate: new Date().toISOString(),
        endDate: new Date().toISOString(),
      });
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual({
        code: 'admin_writes_too_many',
        max: 1200,
        seconds: wait,
        message: `Too many changes from this session: at most 1,200 a minute. Please wait ${wait} s and try again.`,
      });
      expect(await count(t, 'events')).toBe(before);
      // Reading goes on, and so does another session of the same account.
      expect((await busy.call('GET', apiPaths.admin.events.path)).status).toBe(200);
      expect((await admin.call('POST', apiPaths.admin.validateQr.path, { qrCode: '' })).status).toBe(400);
      // Signing out is never refused.
      expect((await busy.call('POST', apiPaths.admin.logout.path)).status).toBe(200);
    },
    patient(120_000),
  );

  it(
    `takes ${DOOR_SYNC_ADMISSIONS_PER_MINUTE} offline admissions a minute from one door session, then 429 until the window closes`,
    async () => {
      const batch = () =>
        Array.from({ length: 500 }, () => ({
          requestId: randomUUID(),
          registrationId: randomUUID(),
          exhibitId,
          admittedAt: new Date().toISOString(),
        }));
      const sync = (admits: object[]) =>
        door.call('POST', apiPaths.admin.doorSync.path, { deviceId: 'phone-limit-1', admits });
      expect((await sync(batch())).status).toBe(200);
      expect((await sync(batch())).status).toBe(200);
      const auditBefore = await count(t, 'audit_log');
      const refused = await sync(batch().slice(0, 1));
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(refused.body.message).toBe(
        `Too many offline admissions sent from this session: at most 1,000 a minute. The rest stay on the device and are sent again in ${wait} s.`,
      );
      expect(await count(t, 'audit_log')).toBe(auditBefore);
      // The door's own online admissions are writes of their own budget: not refused by the sync's.
      expect((await door.call('POST', apiPaths.admin.validateQr.path, { qrCode: '' })).status).toBe(400);
    },
    patient(120_000),
  );
});

describe('with RATE_LIMIT_PER_MINUTE=0 (load tests)', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it(
    'never refuses a session its writes',
    async () => {
      t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
      const admin = await signIn(t.baseUrl);
      const statuses = await writes(admin, ADMIN_WRITES_PER_MINUTE + 50);
      expect(statuses.every((status) => status === 400)).toBe(true);
    },
    patient(120_000),
  );
});
