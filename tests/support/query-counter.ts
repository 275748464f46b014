/**
 * The same database client behind a drizzle instance that counts the queries it runs, on PGlite and
 * on PostgreSQL alike: a test reads how many queries one request costs.
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { backgroundWork } from '../../server/platform/background-work.ts';
import type { DatabaseHandle } from '../../server/platform/db/client.ts';
import { schema } from '../../server/platform/db/schema.ts';

export interface QueryCounter {
  queries: string[];
  /** The same queries with their parameters, as the database received them (to EXPLAIN them). */
  statements: { query: string; params: unknown[] }[];
  wrap(handle: DatabaseHandle): DatabaseHandle;
  /** The queries `work` ran. */
  during(work: () => Promise<unknown>): Promise<string[]>;
}

export function queryCounter(): QueryCounter {
  const counter: QueryCounter = {
    queries: [],
    statements: [],
    wrap(handle) {
      const logger = {
        logQuery: (query: string, params: unknown[]) => {
          // The app's own rounds (the audit sealer's) are no request's queries.
          if (backgroundWork.getStore()) return;
          counter.queries.push(query);
          counter.statements.push({ query, params });
        },
      };
      const db =
        handle.kind === 'pglite'
          ? drizzlePglite({ client: handle.pglite!, schema, casing: 'snake_case', logger })
          : drizzlePg({ client: handle.pool!, schema, casing: 'snake_case', logger });
      return { ...handle, db: db as unknown as DatabaseHandle['db'] };
    },
    async during(work) {
      const start = counter.queries.length;
      await work();
      return counter.queries.slice(start);
    },
  };
  return counter;
}
