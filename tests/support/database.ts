/**
 * A fresh database per test file: PGlite by default (loaded from a migrated template made once per
 * run by the global setup), or a new database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, pgliteHandle } from '../../server/platform/db/client.ts';

export const templatePath = path.resolve('tests/.tmp/pglite-template.tar.gz');
export const postgresUrl = process.env.TEST_DATABASE_URL;

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection URL on PostgreSQL (to start a second instance on the same database). */
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (postgresUrl) return createPostgresDatabase(postgresUrl);
  const { PGlite } = await import('@electric-sql/pglite');
  const template = new Blob([await readFile(templatePath)]);
  const handle = await pgliteHandle(await PGlite.create({ loadDataDir: template }));
  return { handle, drop: () => handle.close() };
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `idevent_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 20 });
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close().catch(() => {});
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The database of a server started as a child process: a fresh PostgreSQL database (its URL) when
 * TEST_DATABASE_URL is set, else '' so the process uses PGlite under its own DATA_DIR.
 */
export async function createProcessDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresUrl) return { url: '', drop: async () => {} };
  const database = await createPostgresDatabase(postgresUrl);
  await database.handle.close();
  return { url: database.url!, drop: () => database.drop() };
}
