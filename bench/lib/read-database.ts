/**
 * One query, read by the bench on a database directly (not through a server): PostgreSQL by its URL,
 * or a PGlite data directory that no process holds open any more, opened as the app opens it.
 */
import pg from 'pg';

export type DatabaseRef = { databaseUrl: string } | { pgliteDir: string };

export async function queryRows<T>(ref: DatabaseRef, text: string, values: unknown[] = []): Promise<T[]> {
  if ('databaseUrl' in ref) {
    const client = new pg.Client({ connectionString: ref.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }
  // Loaded only here: the bench process does not carry PGlite otherwise.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteOptions } = await import('../../server/platform/db/client.ts');
  const { createWalGroupCommit } = await import('../../server/platform/db/wal-group-commit.ts');
  const pglite = await PGlite.create(pgliteOptions(ref.pgliteDir, createWalGroupCommit()));
  try {
    return (await pglite.query<T>(text, values)).rows;
  } finally {
    await pglite.close();
  }
}
