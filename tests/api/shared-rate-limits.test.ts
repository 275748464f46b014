/**
 * On PostgreSQL the rate limits count in the shared database: two instances give a client one
 * budget, not two. A failing count lets requests through (with a log line) instead of turning them
 * into errors, and while the database is away the calls answer 503 as every other call does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/platform/db/client.ts';
import { call } from '../support/http.ts';
import { freePort } from '../support/ports.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Another instance on the first one's database (its URL, or the same database through a proxy). */
async function secondInstance(first: TestApp, databaseUrl: string, logLines: string[] = []) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: first.dataDir,
    RATE_LIMIT_PER_MINUTE: '5',
    LOG_LEVEL: 'warn',
    APP_TIMEZONE: 'UTC',
    PUBLIC_URL: baseUrl,
  });
  const database = await openDatabase({ databaseUrl, dataDir: first.dataDir });
  const app: App = await createApp(config, {
    database,
    webDir: '/nonexistent',
    workers: false,
    logStream: { write: (line) => logLines.push(line) },
  });
  await app.server.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const lookup = (baseUrl: string) => call(baseUrl, 'GET', '/api/registration/nobody%40example.com');

describe.skipIf(!onPostgres)('rate limits on several instances', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  const logLines: string[] = [];

  beforeAll(async () => {
    first = await startTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
    second = await secondInstance(first, first.database.url!, logLines);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('gives a client one budget across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await lookup(i % 2 === 0 ? first.baseUrl : second.baseUrl)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429]);
    const refused = await lookup(second.baseUrl);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
  });

  it('keeps the budgets of different calls apart', async () => {
    const register = await call(second.baseUrl, 'POST', '/api/register', {});
    expect(register.status).toBe(400);
  });

  it('lets requests through, with a log line, when the count cannot be kept', async () => {
    const admin = await first.database.handle.pool!.connect();
    try {
      await admin.query('alter table rate_limits rename to rate_limits_gone');
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await lookup(second.baseUrl)).status);
      expect(statuses).toEqual([404, 404, 404]);
      expect(logLines.join('\n')).toMatch(/rate limit store failed: requests are let through uncounted/);
    } finally {
      await admin.query('alter table rate_limits_gone rename to rate_limits');
      admin.release();
    }
    expect((await lookup(second.baseUrl)).status).toBe(429);
  });
});

describe.skipIf(!onPostgres)('rate limits while PostgreSQL is away', () => {
  let first: TestApp;
  let proxy: TcpProxy;
  let viaProxy: Awaited<ReturnType<typeof secondInstance>>;

  beforeAll(async () => {
    first = await startTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
    const target = new URL(first.database.url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const url = new URL(first.database.url!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    viaProxy = await secondInstance(first, url.toString());
  });
  afterAll(async () => {
    await proxy?.up();
    await viaProxy?.close();
    await proxy?.close();
    await first?.close();
  });

  it('answers a limited call 503 with a message, never 500, and counts again once it is back', async () => {
    expect((await lookup(viaProxy.baseUrl)).status).toBe(404);
    await proxy.down();
    const away = await lookup(viaProxy.baseUrl);
    expect(away.status).toBe(503);
    expect(away.body.message).toBe('The service is temporarily unavailable. Please try again in a moment.');
    await proxy.up();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await lookup(viaProxy.baseUrl)).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses).not.toContain(500);
  });
});
