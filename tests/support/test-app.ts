/**
 * Boots the real app on loopback with a fresh database, as a test's server. Settings come from the
 * same config module as production, with test defaults (no rate limits, quiet logs).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type App, type AppOptions, createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type DatabaseHandle, openDatabase } from '../../server/platform/db/client.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { freePort } from './ports.ts';

export const ADMIN_PASSWORD = 'organiser-password';

export interface TestApp {
  app: App;
  baseUrl: string;
  dataDir: string;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * `wrapDatabase` lets a test see the app's queries: it gets the fresh test database and returns the
 * handle the app uses (e.g. the same client with a query-counting logger).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: AppOptions = {},
  wrapDatabase: (handle: DatabaseHandle) => DatabaseHandle = (handle) => handle,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-test-'));
  const database = await createTestDatabase();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    // Sign-ins at a thousandth of scrypt's real cost; the tests of its cost set 16 (tests/api/sign-in-hardening).
    PASSWORD_HASH_COST: '10',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    APP_TIMEZONE: 'UTC',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  const app = await createApp(config, {
    database: wrapDatabase(database.handle),
    logger: false,
    webDir: path.join(dataDir, 'no-web'),
    ...options,
  });
  await app.server.listen({ port, host: '127.0.0.1' });
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    database,
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
      failOnContractViolations(app);
    },
  };
}

export interface SecondInstance {
  app: App;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Another instance of the app on the first one's PostgreSQL database (and data directory), as a
 * deployment of several instances runs: same secret, its own port and PUBLIC_URL.
 */
export async function startSecondInstance(
  first: TestApp,
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<SecondInstance> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: first.dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    // Sign-ins at a thousandth of scrypt's real cost; the tests of its cost set 16 (tests/api/sign-in-hardening).
    PASSWORD_HASH_COST: '10',
    LOG_LEVEL: 'silent',
    APP_TIMEZONE: 'UTC',
    PUBLIC_URL: baseUrl,
    ...env,
  });
  const database = await openDatabase({ databaseUrl: first.database.url!, dataDir: first.dataDir });
  const app = await createApp(config, { database, logger: false, webDir: '/nonexistent', ...options });
  await app.server.listen({ port, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    async close() {
      await app.close();
      await app.database.close();
      failOnContractViolations(app);
    },
  };
}

/**
 * Every answer the app gave in the tests kept to its call's contract (common/contracts/; the app checks
 * them with NODE_ENV=test): else the suite fails at its end, listing what was answered off contract.
 */
export function failOnContractViolations(app: App): void {
  const { violations } = app.server.contractReport;
  if (violations.length > 0) {
    throw new Error(`Answers off their contract (common/contracts/):\n${[...new Set(violations)].join('\n')}`);
  }
}
