/**
 * Contract of drizzle-driver-client.ts: drizzle's PGlite session, and on PostgreSQL (TEST_DATABASE_URL)
 * its node-postgres session, keep the driver's client where the fence reads it, and a statement run
 * on a transaction's client is part of that transaction.
 */
import { PGlite } from '@electric-sql/pglite';
import { entityKind, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresUrl } from '../../../tests/support/database.ts';
import { expectFencedVersion, fenceBroken } from '../../../tests/support/library-fence.ts';
import { type DatabaseHandle, type Executor, pgliteHandle } from '../db/client.ts';
import { driverClient } from './drizzle-driver-client.ts';

const FENCE = 'drizzle-driver-client.ts';
const broken = (what: string) => fenceBroken('drizzle-orm', FENCE, what);

interface Session {
  client?: unknown;
  constructor: Record<symbol, unknown>;
}
const sessionOf = (db: Executor) => (db as unknown as { session?: Session }).session;

it('drizzle-orm is the version the fence was written for', () => {
  expectFencedVersion('drizzle-orm', '0.45.4', FENCE);
});

const databases: {
  kind: DatabaseHandle['kind'];
  open(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }>;
}[] = [
  {
    kind: 'pglite',
    async open() {
      const handle = await pgliteHandle(await PGlite.create());
      return { handle, drop: () => handle.close() };
    },
  },
];
if (postgresUrl) databases.push({ kind: 'postgres', open: createTestDatabase });

describe.each(databases)('drizzle-orm on $kind', ({ kind, open }) => {
  const sessionKind = kind === 'pglite' ? 'PgliteSession' : 'NodePgSession';
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await open());
    await handle.db.execute(sql`create table fence_probe (id int primary key)`);
  });
  afterAll(() => drop());

  it(`keeps the driver's client on the database's session (${sessionKind})`, () => {
    const session = sessionOf(handle.db);
    expect(session, broken("no longer keeps a database's session at `db.session`")).toBeDefined();
    expect(session!.constructor[entityKind], broken(`no longer names its session class ${sessionKind}`)).toBe(
      sessionKind,
    );
    const given = kind === 'pglite' ? handle.pgliteClient : handle.pool;
    expect(session!.client, broken('no longer keeps the client it was given at `session.client`')).toBe(given);
  });

  it("keeps a transaction's own client on the transaction's session, where a statement joins it", async () => {
    await handle.db.transaction(async (tx) => {
      const session = sessionOf(tx);
      expect(session?.constructor[entityKind], broken(`no longer gives a transaction a ${sessionKind}`)).toBe(
        sessionKind,
      );
      expect(session!.client, broken("no longer keeps a transaction's own client at `session.client`")).not.toBe(
        sessionOf(handle.db)!.client,
      );
      const client = driverClient(tx);
      await client.query('insert into fence_probe (id) values ($1)', [1], 'fence_probe_insert');
      const seen = (await tx.execute(sql`select id from fence_probe where id = 1`)) as unknown as { rows: unknown[] };
      expect(seen.rows, broken('ran a statement of the transaction client outside the transaction')).toHaveLength(1);
      if (kind === 'postgres') {
        const outside = await handle.pool!.query('select id from fence_probe where id = 1');
        expect(outside.rows, broken('committed a statement before its transaction did')).toEqual([]);
      }
    });

    await expect(
      handle.db.transaction(async (tx) => {
        await driverClient(tx).query('insert into fence_probe (id) values ($1)', [2], 'fence_probe_insert');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const kept = await driverClient(handle.db).query<{ id: number }>('select id from fence_probe order by id', []);
    expect(kept.rows, broken('kept a statement of a rolled-back transaction')).toEqual([{ id: 1 }]);
  });
});
