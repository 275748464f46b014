/** A throw-away PostgreSQL database per bench run, created and dropped on the server named by the URL. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `idevent_bench_${randomBytes(5).toString('hex')}`;
  await admin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/**
 * Before a measured phase: writes the dirty pages the previous phase left (a checkpoint would
 * otherwise land in whichever target runs next, the ceiling after the app) and refreshes the
 * planner's statistics. No-op on PGlite (undefined URL), whose data the server process owns.
 */
export async function settleDatabase(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl) return;
  await admin(databaseUrl, async (client) => {
    await client.query('analyze');
    await client.query('checkpoint');
  });
}
