/**
 * PGlite with named prepared statements. PGlite's `query()` runs a statement as six calls into
 * WebAssembly (parse, describe, bind, describe, execute, sync), parsing and planning it every time,
 * and holds the database across the awaits between them. Here a statement seen a second time is
 * prepared once under a name, and from then on runs as one call (bind, execute, sync): about a fifth
 * of the CPU time for the door's queries (docs/decisions/011-pglite-ceiling.md). Results have the
 * shape `query()` gives, so drizzle and pg-boss use this in place of the PGlite instance.
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
      const replies = await pglite.execProtocolStream(
        concat([serialize.bind({ statement: statement.name, values }), serialize.execute(), serialize.sync()]),
        { syncToFs: false, onNotice: options?.onNotice },
      );
      return toResults<T>(pglite, statement, replies, options);
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
    concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
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

function toResults<T>(
  pglite: PGlite,
  statement: Statement,
  replies: messages.BackendMessage[],
  options?: QueryOptions,
): Results<T> {
  const { fields } = statement;
  const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? pglite.parsers[dataTypeID]);
  const parse = (value: string | null, i: number) =>
    value === null ? null : parsers[i] ? parsers[i](value, fields[i]!.dataTypeID) : value;
  const rows: unknown[] = [];
  const result: Results<T> = { rows: rows as Results<T>['rows'], fields, affectedRows: 0 };
  for (const reply of replies) {
    if (reply instanceof messages.DataRowMessage) {
      const values = reply.fields.map(parse);
      rows.push(
        options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])),
      );
    } else if (reply instanceof messages.CommandCompleteMessage) {
      // "SELECT 2", "INSERT 0 1", "UPDATE 3": the command, and the count last.
      const words = reply.text.split(' ');
      const count = Number.parseInt(words.at(-1)!, 10);
      result.command = words[0];
      if (!Number.isNaN(count)) result.rowCount = count;
      if (['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(words[0]!)) result.affectedRows = count;
    }
  }
  return result;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
