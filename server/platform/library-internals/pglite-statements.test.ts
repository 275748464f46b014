/**
 * pglite-statements.ts answers as PGlite's query() does, and its contract: what it relies on of
 * PGlite's internals (its locks, its protocol streams, its reply framing) is still there.
 */
import { messages, PGlite, protocol, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectFencedVersion, fenceBroken } from '../../../tests/support/library-fence.ts';
import { withPreparedStatements } from './pglite-statements.ts';

const FENCE = 'pglite-statements.ts';
const broken = (what: string) => fenceBroken('@electric-sql/pglite', FENCE, what);

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

describe('PGlite internals the layer relies on (contract)', () => {
  it('is the version the fence was written for', () => {
    expectFencedVersion('@electric-sql/pglite', '0.5.16', FENCE);
  });

  it('still has the methods and type handlers the layer calls', () => {
    const internals = pglite as unknown as Record<string, unknown>;
    for (const method of [
      '_checkReady',
      '_runExclusiveTransaction',
      'runExclusive',
      'execProtocolStream',
      'execProtocolRawStream',
      'syncToFs',
    ]) {
      expect(typeof internals[method], broken(`no longer has the method ${method}()`)).toBe('function');
    }
    for (const type of [types.INT4, types.TEXT, types.TIMESTAMPTZ, types.JSONB]) {
      expect(typeof pglite.serializers[type], broken(`has no serializer for type ${type} in \`serializers\``)).toBe(
        'function',
      );
      expect(typeof pglite.parsers[type], broken(`has no parser for type ${type} in \`parsers\``)).toBe('function');
    }
  });

  it('holds the locks query() and transaction() take, in that order', async () => {
    /** Whether `call` waits while `lock` is held, and finishes once it is released. */
    const waitsFor = async (lock: (work: () => Promise<void>) => Promise<void>, call: () => Promise<unknown>) => {
      let release!: () => void;
      const held = lock(() => new Promise<void>((resolve) => (release = resolve)));
      let done = false;
      const called = call().then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const waited = !done;
      release();
      await held;
      await called;
      return waited;
    };
    const transactionLock = (work: () => Promise<void>) => pglite._runExclusiveTransaction(work);
    const queryLock = (work: () => Promise<void>) => pglite.runExclusive(work);
    expect(
      await waitsFor(transactionLock, () => pglite.query('select 1')),
      broken('runs query() without `_runExclusiveTransaction`'),
    ).toBe(true);
    expect(
      await waitsFor(transactionLock, () => pglite.transaction((tx) => tx.query('select 1'))),
      broken('runs transaction() without `_runExclusiveTransaction`'),
    ).toBe(true);
    expect(
      await waitsFor(queryLock, () => pglite.query('select 1')),
      broken('runs query() without the lock `runExclusive` takes'),
    ).toBe(true);
  });

  it('answers parse and describe with its message classes', async () => {
    const { serialize } = protocol;
    const replies = await pglite.execProtocolStream(
      Buffer.concat([
        serialize.parse({ name: 'contract_describe', text: 'select $1::int as n, $2::text as t' }),
        serialize.describe({ type: 'S', name: 'contract_describe' }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parameters = replies.find((reply) => reply instanceof messages.ParameterDescriptionMessage);
    const row = replies.find((reply) => reply instanceof messages.RowDescriptionMessage);
    expect(parameters?.dataTypeIDs, broken('no longer describes parameters as a ParameterDescriptionMessage')).toEqual([
      types.INT4,
      types.TEXT,
    ]);
    expect(
      row?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
      broken('no longer describes a row as a RowDescriptionMessage with fields'),
    ).toEqual([
      { name: 'n', dataTypeID: types.INT4 },
      { name: 't', dataTypeID: types.TEXT },
    ]);
  });

  it('hands the replies to a prepared statement over as raw frames, an error or a notice among them', async () => {
    await pglite.exec(`create function contract_noisy(n int) returns int language plpgsql as $$
      begin raise notice 'noisy %', n; return 10 / n; end $$`);
    const client = withPreparedStatements(pglite);
    const run = pglite.execProtocolRawStream.bind(pglite);
    const calls: { replies: Buffer; threw: boolean }[] = [];
    const spy = vi.spyOn(pglite, 'execProtocolRawStream').mockImplementation(async (message, options) => {
      const chunks: Buffer[] = [];
      const onRawData = (bytes: Uint8Array) => {
        chunks.push(Buffer.from(bytes));
        options.onRawData(bytes);
      };
      const call = { replies: Buffer.alloc(0), threw: false };
      calls.push(call);
      try {
        await run(message, { ...options, onRawData });
      } catch (error) {
        call.threw = true;
        throw error;
      } finally {
        call.replies = Buffer.concat(chunks);
      }
    });
    try {
      const text = 'select contract_noisy($1) as n, $2::text as t, null::int as nothing';
      const notices: string[] = [];
      const onNotice = (notice: { message?: string }) => void notices.push(notice.message ?? '');
      await client.query(text, [5, 'plain'], { onNotice }); // run by PGlite's query(); the text is now seen
      const prepared = await client.query(text, [2, 'Zoë'], { onNotice });
      expect(prepared.rows).toEqual([{ n: 5, t: 'Zoë', nothing: null }]);
      expect(notices).toEqual(['noisy 5', 'noisy 2']);
      await expect(client.query(text, [0, 'x'])).rejects.toMatchObject({ code: '22012' });
    } finally {
      spy.mockRestore();
    }

    expect(calls, broken('no longer runs a prepared statement through execProtocolRawStream')).toHaveLength(2);
    const [ok, failed] = calls as [(typeof calls)[0], (typeof calls)[0]];
    expect(failed.threw, broken('throws an error from execProtocolRawStream instead of handing it over')).toBe(false);
    const names = (replies: Buffer) => {
      // As the layer reads them: a code, a length that counts itself, the body; nothing left over.
      let frames = 0;
      for (let at = 0; at < replies.length; frames++) at += 1 + replies.readInt32BE(at + 1);
      const parsed: string[] = [];
      const rows: unknown[] = [];
      new protocol.Parser().parse(replies, (message) => {
        parsed.push(message.name);
        if (message instanceof messages.DataRowMessage) rows.push(message.fields);
      });
      expect(parsed, broken('frames its raw replies differently')).toHaveLength(frames);
      return { parsed, rows };
    };
    const read = new Set(['bindComplete', 'dataRow', 'commandComplete', 'notice', 'error', 'readyForQuery']);
    const okReplies = names(ok.replies);
    for (const name of [...okReplies.parsed, ...names(failed.replies).parsed]) {
      expect(read.has(name), broken(`answers a prepared statement with a '${name}' reply, which the layer skips`)).toBe(
        true,
      );
    }
    expect(okReplies.parsed).toEqual(['bindComplete', 'notice', 'dataRow', 'commandComplete', 'readyForQuery']);
    expect(okReplies.rows, broken("encodes a row's values differently")).toEqual([['5', 'Zoë', null]]);
    expect(names(failed.replies).parsed).toEqual(expect.arrayContaining(['error', 'readyForQuery']));
  });
});
