import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-statements.ts';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`create table items (id int primary key, name text not null, seen timestamptz, tags text[])`);
});
afterAll(() => pglite.close());

/** Each query twice: once as PGlite runs it, once as the prepared statement the second use makes. */
async function bothWays(text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) {
  const client = withPreparedStatements(pglite);
  const plain = await client.query(text, params, options);
  const prepared = await client.query(text, params, options);
  return { plain, prepared };
}

describe('PGlite with prepared statements', () => {
  it('answers as query() does: rows, fields, counts, parsed types, array rows', async () => {
    const when = new Date('2026-06-01T10:00:00Z');
    const insert = await bothWays('insert into items values ($1, $2, $3, $4) on conflict do nothing', [
      1,
      'one',
      when,
      ['a', 'b'],
    ]);
    expect(insert.plain.affectedRows).toBe(1);
    expect(insert.prepared).toMatchObject({ affectedRows: 0, command: 'INSERT', rows: [] });

    const select = await bothWays('select id, name, seen, tags from items where id = $1', [1]);
    expect(select.prepared).toEqual(select.plain);
    expect(select.prepared.rows).toEqual([{ id: 1, name: 'one', seen: when, tags: ['a', 'b'] }]);

    const asArrays = await bothWays('select id, seen from items where name = $1', ['one'], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    });
    expect(asArrays.prepared).toEqual(asArrays.plain);
    expect(asArrays.prepared.rows).toEqual([[1, expect.stringContaining('2026-06-01')]]);

    const update = await bothWays('update items set name = $2 where id = $1 returning id', [1, 'uno']);
    expect(update.prepared).toEqual(update.plain);
    expect(update.prepared).toMatchObject({ affectedRows: 1, rows: [{ id: 1 }] });
  });

  it('reads text in any script, nulls, and results larger than one reply buffer', async () => {
    const named = await bothWays('select $1::text as name, null::int as nothing', ['Zoë – 東京 🎟']);
    expect(named.prepared).toEqual(named.plain);
    expect(named.prepared.rows).toEqual([{ name: 'Zoë – 東京 🎟', nothing: null }]);
    const many = await bothWays("select n, repeat('x', 200) as filler from generate_series(1, $1::int) as n", [5000]);
    expect(many.prepared).toEqual(many.plain);
    expect(many.prepared.rows).toHaveLength(5000);
  });

  it('throws the database error with its code, and keeps working afterwards', async () => {
    const client = withPreparedStatements(pglite);
    const insert = 'insert into items (id, name) values ($1, $2)';
    await client.query(insert, [10, 'ten']);
    await client.query(insert, [11, 'eleven']);
    await expect(client.query(insert, [10, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('select nope from items where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    await expect(client.query('select nope from items where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    expect((await client.query('select count(*)::int as n from items where id >= $1', [10])).rows).toEqual([{ n: 2 }]);
  });

  it('runs inside a transaction and rolls back with it, the statement kept for later', async () => {
    const client = withPreparedStatements(pglite);
    // Prepared on its second use, inside the transaction that is then rolled back.
    const insert = 'insert into items (id, name) values ($1, $2) returning id';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [20, 'twenty']);
        expect((await tx.query(insert, [21, 'twenty-one'])).rows).toEqual([{ id: 21 }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const after = 'select id from items where id between $1 and $2';
    expect((await client.query(after, [20, 29])).rows).toEqual([]);
    await client.transaction(async (tx) => {
      expect((await tx.query(insert, [22, 'twenty-two'])).rows).toEqual([{ id: 22 }]);
    });
    expect((await client.query(after, [20, 29])).rows).toEqual([{ id: 22 }]);
  });

  it('lets no statement run inside another caller’s transaction', async () => {
    const client = withPreparedStatements(pglite);
    const count = 'select count(*)::int as n from items where id >= $1';
    await client.query(count, [30]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values ($1, $2)', [30, 'thirty']);
      await held;
      throw new Error('rolled back');
    });
    const outside = client.query(count, [30]);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });
});
