/**
 * The server secret as deployments meet it: a short secret file refuses the start, a rotation keeps
 * the passes and cookies signed before it, and instances on one PostgreSQL database without
 * APP_SECRET sign alike (docs/decisions/018-durability-and-secrets.md).
 */
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sign } from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/platform/db/client.ts';
import { registrations } from '../../server/platform/db/schema.ts';
import { AppSecretError, deriveKey } from '../../server/platform/secrets.ts';
import { createTestDatabase } from '../support/database.ts';
import { createEvent, visitor } from '../support/factories.ts';
import { call, signIn } from '../support/http.ts';
import { freePort } from '../support/ports.ts';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../support/test-app.ts';

const OLD = 'the-secret-before-the-rotation-0123456789';
const NEW = 'the-secret-after-the-rotation-9876543210ab';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A second app on the test app's database, with its own settings. */
async function secondApp(first: TestApp, env: Record<string, string>) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'idevent-second-')),
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'silent',
    APP_TIMEZONE: 'UTC',
    PUBLIC_URL: baseUrl,
    ...env,
  });
  const database = first.database.url
    ? await openDatabase({ databaseUrl: first.database.url, dataDir: config.dataDir })
    : first.database.handle;
  const app: App = await createApp(config, { database, logger: false, webDir: '/nonexistent', workers: false });
  await app.server.listen({ port, host: '127.0.0.1' });
  cleanups.push(async () => {
    await app.close();
    if (database !== first.database.handle) await database.close();
  });
  return { app, baseUrl };
}

async function registerOn(t: TestApp) {
  const admin = await signIn(t.baseUrl);
  const event = await createEvent(admin);
  const response = await call(t.baseUrl, 'POST', '/api/register', { ...visitor(), eventId: event.id });
  expect(response.status).toBe(201);
  const [row] = await t.app.database.db
    .select({ id: registrations.id, qrCode: registrations.qrCode })
    .from(registrations)
    .where(eq(registrations.eventId, event.id));
  return row!;
}

const validate = async (baseUrl: string, qrCode: string) => {
  const admin = await signIn(baseUrl);
  return (await admin.call('POST', '/api/admin/validate-qr', { qrCode })).body as { isValid: boolean };
};

describe('the app secret', () => {
  it('refuses to start on an empty secret file', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-empty-secret-'));
    await writeFile(path.join(dataDir, 'app-secret'), '');
    const database = await createTestDatabase();
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      await expect(createApp(config, { database: database.handle, logger: false })).rejects.toThrow(AppSecretError);
    } finally {
      await database.drop();
    }
  });

  it.skipIf(onPostgres)(
    'says so and exits when started as a process on an empty secret file',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-empty-secret-'));
      await writeFile(path.join(dataDir, 'app-secret'), '');
      const child = spawn(process.execPath, ['server/main.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_SECRET: '', PORT: String(await freePort()) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(1);
      expect(output).toMatch(
        /The app secret in .*app-secret has nothing in it: a key that short lets anyone forge passes/,
      );
    },
    60_000,
  );

  it('after a rotation, still accepts the passes and cookies signed with the previous secret', async () => {
    const before = await startTestApp({ APP_SECRET: OLD });
    cleanups.push(() => before.close());
    const pass = await registerOn(before);
    expect(pass.qrCode).toMatch(/^v2\./);
    // A pass sent before keys were derived: v1, signed with the secret itself.
    const legacy = `v1.${pass.id}.${createHmac('sha256', OLD).update(`v1.${pass.id}`).digest('base64url')}`;

    const { app, baseUrl } = await secondApp(before, { APP_SECRET: NEW, APP_SECRET_PREVIOUS: OLD });
    expect(await validate(baseUrl, pass.qrCode)).toMatchObject({ isValid: true });
    expect(await validate(baseUrl, legacy)).toMatchObject({ isValid: true });

    const signedBefore = sign('flow', deriveKey(OLD, 'cookies'));
    expect(app.server.unsignCookie(signedBefore)).toMatchObject({ valid: true, renew: true, value: 'flow' });
    expect(app.server.signCookie('flow')).toBe(sign('flow', deriveKey(NEW, 'cookies')));
    // Cookies are signed with a key of their own: never with the secret itself, nor the passes' key.
    expect(app.server.unsignCookie(sign('flow', NEW)).valid).toBe(false);
    expect(app.server.unsignCookie(sign('flow', deriveKey(NEW, 'qr-pass'))).valid).toBe(false);

    // Without APP_SECRET_PREVIOUS, what the old secret signed no longer verifies.
    const { baseUrl: without } = await secondApp(before, { APP_SECRET: NEW });
    expect(await validate(without, pass.qrCode)).toMatchObject({ isValid: false });
  });

  it.skipIf(!onPostgres)(
    'is generated once per deployment on PostgreSQL: an instance verifies the passes another issued',
    async () => {
      const first = await startTestApp({ ADMIN_PASSWORD });
      cleanups.push(() => first.close());
      const pass = await registerOn(first);
      const { baseUrl } = await secondApp(first, {});
      expect(await validate(baseUrl, pass.qrCode)).toMatchObject({ isValid: true });
    },
  );
});
