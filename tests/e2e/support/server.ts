/**
 * Starts the built server (`node dist/node/server/main.js`) as a child process on a free loopback
 * port with a fresh data directory, and stops it afterwards. E-mails land as .eml files in
 * <dataDir>/mail because SMTP_URL is not set.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../../../server/platform/db/client.ts';
import { createProcessDatabase } from '../../support/database.ts';
import { patient } from '../../support/patience.ts';
import { freePort } from '../../support/ports.ts';

export interface E2eServer {
  /** http://localhost:<port>: the app's public URL and the origin admin calls must send. */
  baseUrl: string;
  dataDir: string;
  adminPassword: string;
  /** What the server printed, for failure messages. */
  output(): string;
  /**
   * Changes the server's data directly, for what the API refuses (an event that has already ended,
   * say). On PGlite the server stops meanwhile (it holds the data directory) and starts again on the
   * same address; its sessions are in the database, so signed-in clients stay signed in.
   */
  withDatabase(change: (db: Database) => Promise<unknown>): Promise<void>;
  /** A real outage: the server is stopped while `during` runs, then started again at the same address. */
  outage<T>(during: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

const serverEntry = path.resolve('dist/node/server/main.js');

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string, limitMs = 60_000) {
  const timeoutMs = patient(limitMs);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms:\n${output()}`);
}

/** `extraEnv` adds settings (a Sheets key and API root, say); a value of undefined leaves one out. */
export async function startServer(extraEnv: Record<string, string | undefined> = {}): Promise<E2eServer> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`);
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-e2e-'));
  const adminPassword = randomBytes(12).toString('hex');
  // With TEST_DATABASE_URL (CI), a fresh PostgreSQL database of its own; else PGlite under dataDir.
  const database = await createProcessDatabase();
  const baseUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: process.env.TZ,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    RATE_LIMIT_PER_MINUTE: '0',
    PASSWORD_HASH_COST: '10',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'warn',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...extraEnv,
  };
  let log = '';
  const output = () => log.slice(-4000);
  const launch = () => {
    const started = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    started.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    started.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    return started;
  };
  let child = launch();

  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const stop = async () => {
    await halt();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };

  const withDatabase = async (change: (db: Database) => Promise<unknown>) => {
    const databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) await halt();
    const handle = await openDatabase({ databaseUrl, dataDir, skipMigrations: true, poolSize: 1 });
    try {
      await change(handle.db);
    } finally {
      await handle.close();
    }
    if (!databaseUrl) {
      child = launch();
      await waitUntilReady(`http://127.0.0.1:${port}`, child, output);
    }
  };

  const outage = async <T>(during: () => Promise<T>): Promise<T> => {
    await halt();
    try {
      return await during();
    } finally {
      child = launch();
      await waitUntilReady(`http://127.0.0.1:${port}`, child, output);
    }
  };

  try {
    await waitUntilReady(`http://127.0.0.1:${port}`, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, adminPassword, output, withDatabase, outage, stop };
}
