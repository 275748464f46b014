/**
 * Fence around @electric-sql/pglite 0.5.16's protocol layer (contract: pglite-statements.test.ts; why
 * fenced: docs/decisions/014-library-fences.md).
 *
 * PGlite with named prepared statements. PGlite's `query()` runs a statement as six calls into
 * WebAssembly (parse, describe, bind, describe, execute, sync), parsing and planning it every time,
 * and holds the database across the awaits between them. Here a statement seen a second time is
 * prepared once under a name, and from then on runs as one call (bind, execute, sync): about a fifth
 * of the CPU time for the door's queries (docs/decisions/011-pglite-ceiling.md). Results have the
 * shape `query()` gives, so drizzle and pg-boss use this in place of the PGlite instance.
 *
 * The call's messages are written and its replies read here, not by PGlite's protocol classes, which
 * copy every field of every row into an ArrayBuffer of its own (two thirds of the CPU time of an
 * eight-row result). Notifications raised by these statements reach no `listen()` callback: nothing
 * in the app listens on PGlite.
 *
 * Relied on beyond PGlite's documented API: the locks `query()` takes (`_checkReady`, then
 * `_runExclusiveTransaction`, the lock `transaction()` holds, then `runExclusive`); `execProtocolStream`
 * answering parse and describe with its `messages` classes; `execProtocolRawStream` handing over the
 * replies as raw protocol frames (a code, then a length), an error among them rather than thrown; and
 * `serializers` and `parsers`, the type handlers `query()` uses.
 */
import {
  messages,
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/** What drizzle's PGlite driver and pg-boss's PGlite adapter call. */
export interface PgliteClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}

interface Statement {
  name: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

/** Statements kept at most: texts built with a varying number of values (`in (…)`) must not grow it forever. */
const MAX_STATEMENTS = 500;
const { serialize } = protocol;

/** Per PGlite instance (one database session): its statements' names are unique in it. */
const sessions = new WeakMap<PGlite, { statements: Map<string, Statement>; seenOnce: Set<string> }>();

export function withPreparedStatements(pglite: PGlite): PgliteClient {
  let session = sessions.get(pglite);
  if (!session) {
    // seenOnce: texts run once so far; a one-off (a migration, an ad hoc report) is never prepared.
    session = { statements: new Map(), seenOnce: new Set() };
    sessions.set(pglite, session);
  }
  const { statements, seenOnce } = session;

  /** Whether `text` runs as a named statement (prepared now if need be), given its options. */
  const wantsStatement = (text: string, options?: QueryOptions) => {
    if (options?.blob || options?.paramTypes) return false;
    if (statements.has(text)) return true;
    if (statements.size >= MAX_STATEMENTS) return false;
    if (seenOnce.delete(text)) return true;
    if (seenOnce.size >= MAX_STATEMENTS) seenOnce.clear();
    seenOnce.add(text);
    return false;
  };

  /** Runs with the query lock held, as PGlite's own query() does. */
  const run = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    let statement = statements.get(text);
    try {
      if (!statement) {
        statement = await prepare(pglite, `s${statements.size + 1}`, text);
        statements.set(text, statement);
      }
      const values = params.map((value, i) => serializeParam(pglite, value, statement!.paramTypes[i]!, options));
      const chunks: Buffer[] = [];
      await pglite.execProtocolRawStream(bindExecuteSync(statement.name, values), {
        syncToFs: false,
        onRawData: (bytes) => chunks.push(Buffer.from(bytes)),
      });
      return toResults<T>(pglite, statement, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), options);
    } catch (error) {
      if (error instanceof messages.DatabaseError) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  };

  const txClient = (tx: Transaction): Transaction => ({
    query: async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      if (!wantsStatement(text, options)) return tx.query<T>(text, params, options);
      if (tx.closed) throw new Error('Transaction is closed');
      return pglite.runExclusive(() => run<T>(text, params, options));
    },
    sql: (strings, ...params) => tx.sql(strings, ...params),
    exec: (text, options) => tx.exec(text, options),
    rollback: () => tx.rollback(),
    listen: (channel, callback) => tx.listen(channel, callback),
    get closed() {
      return tx.closed;
    },
  });

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (!wantsStatement(text, options)) return pglite.query<T>(text, params, options);
      await pglite._checkReady();
      // The transaction lock first, as query() takes it: no statement runs inside another's transaction.
      const result = await pglite._runExclusiveTransaction(() =>
        pglite.runExclusive(() => run<T>(text, params, options)),
      );
      await pglite.syncToFs();
      return result;
    },
    exec: (text, options) => pglite.exec(text, options),
    transaction: (work) => pglite.transaction((tx) => work(txClient(tx))),
  };
}

async function prepare(pglite: PGlite, name: string, text: string): Promise<Statement> {
  const replies = await pglite.execProtocolStream(
    Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    { syncToFs: false },
  );
  let paramTypes: number[] = [];
  let fields: Statement['fields'] = [];
  for (const reply of replies) {
    if (reply instanceof messages.ParameterDescriptionMessage) paramTypes = reply.dataTypeIDs;
    if (reply instanceof messages.RowDescriptionMessage) {
      fields = reply.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
    }
  }
  return { name, paramTypes, fields };
}

/** As query() does: the type's serializer (the query's own first), else the value's text. */
function serializeParam(pglite: PGlite, value: unknown, type: number, options?: QueryOptions): string | null {
  if (value === null || value === undefined) return null;
  const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
  return serializer ? serializer(value) : String(value);
}

/** Bind (every value as text, text results), execute and sync: the whole call for a prepared statement. */
function bindExecuteSync(statement: string, values: (string | null)[]): Buffer {
  const encoded = values.map((value) => (value === null ? null : Buffer.from(value)));
  const valuesLength = encoded.reduce((sum, value) => sum + 4 + (value?.length ?? 0), 0);
  const length = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + valuesLength + 2;
  const message = Buffer.allocUnsafe(1 + length + EXECUTE_AND_SYNC.length);
  let at = message.writeUInt8(0x42, 0); // 'B'
  at = message.writeInt32BE(length, at);
  at = message.writeUInt8(0, at); // the unnamed portal
  at += message.write(statement, at);
  at = message.writeUInt8(0, at);
  at = message.writeInt16BE(0, at); // no parameter format codes: all text
  at = message.writeInt16BE(encoded.length, at);
  for (const value of encoded) {
    at = message.writeInt32BE(value?.length ?? -1, at);
    if (value) at += value.copy(message, at);
  }
  at = message.writeInt16BE(0, at); // no result format codes: all text
  EXECUTE_AND_SYNC.copy(message, at);
  return message;
}
/** Execute (the unnamed portal, every row) and Sync. */
const EXECUTE_AND_SYNC = Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

/** The rows and the command tag of the replies; an error or a notice is read by PGlite's own parser. */
function toResults<T>(pglite: PGlite, statement: Statement, replies: Buffer, options?: QueryOptions): Results<T> {
  const { fields } = statement;
  const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? pglite.parsers[dataTypeID]);
  const rows: unknown[] = [];
  const result: Results<T> = { rows: rows as Results<T>['rows'], fields, affectedRows: 0 };
  let error: messages.DatabaseError | undefined;
  for (let at = 0; at < replies.length; ) {
    const code = replies[at]!;
    const end = at + 1 + replies.readInt32BE(at + 1);
    if (code === 0x44) {
      // DataRow: a count, then each value's length (-1: null) and text.
      const values: unknown[] = [];
      const count = replies.readInt16BE(at + 5);
      let field = at + 7;
      for (let i = 0; i < count; i++) {
        const length = replies.readInt32BE(field);
        field += 4;
        if (length < 0) {
          values.push(null);
          continue;
        }
        const text = replies.toString('utf8', field, field + length);
        const parser = parsers[i];
        field += length;
        values.push(parser ? parser(text, fields[i]!.dataTypeID) : text);
      }
      rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((f, i) => [f.name, values[i]])));
    } else if (code === 0x43) {
      // CommandComplete: "SELECT 2", "INSERT 0 1", "UPDATE 3": the command, and the count last.
      const words = replies.toString('utf8', at + 5, end - 1).split(' ');
      const count = Number.parseInt(words.at(-1)!, 10);
      result.command = words[0];
      if (!Number.isNaN(count)) result.rowCount = count;
      if (['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(words[0]!)) result.affectedRows = count;
    } else if (code === 0x45 || (code === 0x4e && options?.onNotice)) {
      new protocol.Parser().parse(replies.subarray(at, end), (message) => {
        if (message instanceof messages.DatabaseError) error ??= message;
        else if (message instanceof messages.NoticeMessage) options?.onNotice?.(message);
      });
    }
    at = end;
  }
  if (error) throw error;
  return result;
}
