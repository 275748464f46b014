/**
 * Opens the database: a real PostgreSQL server through `pg` when DATABASE_URL is set, otherwise the
 * embedded PGlite under DATA_DIR. Both get the same drizzle schema and the same migrations.
 */
import { chmodSync, cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { syncPath, syncTree } from '../durable-files.ts';
import { type PgliteClient, withPreparedStatements } from '../library-internals/pglite-statements.ts';
import { durableNodeFs, durableStartParams } from '../library-internals/pglite-wal-sync.ts';
import { projectPath } from '../paths.ts';
import { PRIVATE_DIRECTORY_MODE, restrictTreeSync } from '../private-files.ts';
import { lockDataDirectory } from './data-dir-lock.ts';
import { schema } from './schema.ts';
import { answerWhenDurable, createWalGroupCommit, type WalGroupCommit } from './wal-group-commit.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Present on PGlite only: the in-process instance (dumps, closing). */
  pglite?: PGlite;
  /** Present on PGlite only: the instance with named prepared statements; drizzle and the job queue use it. */
  pgliteClient?: PgliteClient;
  /** Present on PostgreSQL only. */
  pool?: Pool;
  /** Why commits do not reach the disk, when they do not (said at start); undefined when they do. */
  notDurable?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = projectPath('server/platform/db/migrations');
/** A migrated PGlite data directory made by the build (scripts/pglite-template.ts); absent when running from sources. */
export const pgliteTemplateDir = projectPath('dist/pglite-template');

/**
 * How the app opens PGlite on a data directory (the bench's PGlite ceiling opens it the same way):
 * every commit flushed to disk through `wal` (decision 018), whose client is `answerWhenDurable`'s.
 */
export function pgliteOptions(dataDir: string, wal: WalGroupCommit) {
  return {
    fs: durableNodeFs(dataDir, wal),
    startParams: durableStartParams(),
    relaxedDurability: false,
  } satisfies PGliteOptions;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Open PGlite in memory (tests); no directory lock is taken. */
  inMemory?: boolean;
  /** Skip migrations (the database is known to be migrated already). */
  skipMigrations?: boolean;
  poolSize?: number;
  /** PGlite: the template a new data directory starts from (default: the build's, when present; false: none). */
  templateDir?: string | false;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.poolSize)
    : await openPglite(options);
  if (!options.skipMigrations) await migrate(handle);
  return handle;
}

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5000 });
  // A dropped connection must not crash the process; the query on it (or the next one) reports it
  // instead. The pool listens on idle clients only: a client checked out for a transaction when the
  // server goes away would emit 'error' with nobody listening, which ends the process. pg-pool
  // discards such a client when it is released (it is no longer queryable).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pool,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  let releaseLock = async () => {};
  let dataDir: string | undefined;
  if (!options.inMemory) {
    // A new DATA_DIR is private; one the operator made is left as they made it (its pglite/ is closed).
    await mkdir(options.dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
    releaseLock = await lockDataDirectory(options.dataDir);
    dataDir = path.join(options.dataDir, 'pglite');
  }
  const wal = dataDir === undefined ? undefined : createWalGroupCommit();
  let opened: Awaited<ReturnType<typeof createPglite>>;
  try {
    opened = await createPglite(PGlite, dataDir, options.templateDir ?? pgliteTemplateDir, wal);
  } catch (error) {
    await releaseLock();
    throw error;
  }
  const handle = await pgliteHandle(opened.client, releaseLock, wal);
  if (dataDir !== undefined) handle.notDurable = await notDurable(opened.client, opened.flushes());
  return handle;
}

/**
 * The handle over an open PGlite: drizzle and the job queue share one client with prepared statements,
 * which answers once its commits are on disk when PGlite was opened with `wal` (pgliteOptions).
 */
export async function pgliteHandle(
  client: PGlite,
  onClose = async () => {},
  wal?: WalGroupCommit,
): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const pgliteClient = wal ? answerWhenDurable(withPreparedStatements(client), wal) : withPreparedStatements(client);
  const db = drizzle({ client: pgliteClient as PGlite, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    pgliteClient,
    notDurable: wal ? undefined : 'the database is in memory: everything in it is lost when the process ends',
    async ping() {
      if (wal?.failure) throw wal.failure;
      await client.query('select 1');
    },
    async close() {
      await client.close();
      await onClose();
    },
  };
}

/**
 * A new data directory starts as a copy of the build's migrated template when there is one: initdb
 * in WebAssembly takes several seconds, and loading a tarball (gunzip and untar in JavaScript, each
 * file written through the WebAssembly file system) about a second more than a native copy of the
 * same files. The copy is renamed into place, so a start killed mid-copy leaves no half database.
 * Migrations still run afterwards: a template older than the sources only leaves more to apply.
 * A new directory's files are made private (initdb writes them world-writable, and a template made
 * so keeps them so); an older directory is closed to others at every open.
 */
async function createPglite(
  PGliteClass: typeof PGlite,
  dataDir: string | undefined,
  templateDir: string | false,
  wal: WalGroupCommit | undefined,
): Promise<{ client: PGlite; flushes: () => boolean }> {
  let flushes = () => false;
  const open = async () => {
    if (dataDir === undefined || !wal) return PGliteClass.create();
    const options = pgliteOptions(dataDir, wal);
    flushes = () => options.fs.installed();
    return PGliteClass.create(options);
  };
  const isNew = dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (isNew && templateDir && existsSync(path.join(templateDir, 'PG_VERSION'))) {
    try {
      const partial = `${dataDir}.partial`;
      rmSync(partial, { recursive: true, force: true });
      cpSync(templateDir, partial, { recursive: true });
      restrictTreeSync(partial);
      // On disk before it is named: a crash must not leave a data directory of empty files.
      await syncTree(partial);
      rmSync(dataDir, { recursive: true, force: true });
      renameSync(partial, dataDir);
      await syncPath(path.dirname(dataDir));
      return { client: await open(), flushes };
    } catch {
      // An unreadable template: start from an empty directory as without one.
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const client = await open();
  if (dataDir !== undefined) {
    if (isNew) {
      restrictTreeSync(dataDir);
      // initdb's files, written through PGlite's file system, were never flushed.
      await syncTree(dataDir);
      await syncPath(path.dirname(dataDir));
    } else chmodSync(dataDir, PRIVATE_DIRECTORY_MODE);
  }
  return { client, flushes };
}

/** Why the commits of this PGlite on a data directory do not reach the disk, or undefined when they do. */
async function notDurable(client: PGlite, flushes: boolean): Promise<string | undefined> {
  const { rows } = await client.query<{ fsync: string }>('show fsync');
  if (flushes && rows[0]?.fsync === 'on') return undefined;
  return (
    'PGlite does not flush commits to disk with this version of @electric-sql/pglite ' +
    '(see server/platform/library-internals/pglite-wal-sync.ts)'
  );
}

async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // Several instances may start together: one migrates at a time.
    const client = await handle.pool!.connect();
    try {
      await client.query('select pg_advisory_lock(727311)');
      await run(handle.db as never, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(727311)').catch(() => {});
      client.release();
    }
  }
}

/** Postgres error code of a failed query (drizzle wraps driver errors in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/** The rows of a raw `db.execute(sql...)` (both drivers answer `{ rows }`), typed as the statement selects them. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
