/**
 * Fence around drizzle-orm 0.45.4's sessions (contract: drizzle-driver-client.test.ts; why fenced:
 * docs/decisions/014-library-fences.md).
 *
 * The driver's own client under a drizzle database or transaction (`pg` or PGlite), for the few
 * hottest statements where drizzle's per-call query building is most of the cost: a statement
 * inside a transaction cannot use a prepared drizzle query (that is bound to the database, not
 * the transaction), and building it again for every transaction cost more CPU than the rest of
 * a registration (measured: docs/decisions/012-hot-paths.md).
 *
 * Relied on beyond drizzle's documented API: a database or transaction object keeps its session at
 * `session`, the session's class names its driver with the exported `entityKind` ('NodePgSession',
 * 'PgliteSession'), and the session keeps the driver's client in its private field `client` (the
 * pool, or the pool client a transaction checked out; the PGlite client, or its transaction).
 */
import { entityKind } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

export interface DriverClient {
  /**
   * Runs one statement. On `pg` a `name` makes it a named prepared statement (parsed and planned
   * once per connection); PGlite ignores it.
   */
  query<Row = Record<string, unknown>>(text: string, values: unknown[], name?: string): Promise<{ rows: Row[] }>;
}

interface PgLikeClient {
  query(config: { text: string; values: unknown[]; name?: string }): Promise<{ rows: unknown[] }>;
}
interface PgliteLikeClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

export function driverClient(db: Executor): DriverClient {
  const session = (db as unknown as { session?: { client?: unknown; constructor: object } }).session;
  const kind = session ? (session.constructor as Record<symbol, unknown>)[entityKind] : undefined;
  if (kind === 'NodePgSession') {
    const client = session!.client as PgLikeClient;
    return {
      query: (text, values, name) =>
        client.query(name ? { name, text, values } : { text, values }) as Promise<{ rows: never[] }>,
    };
  }
  if (kind === 'PgliteSession') {
    const client = session!.client as PgliteLikeClient;
    return { query: (text, values) => client.query(text, values) as Promise<{ rows: never[] }> };
  }
  throw new Error(`No driver client under this database object (session: ${String(kind)})`);
}
