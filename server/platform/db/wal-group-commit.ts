/**
 * Group commit for PGlite's write-ahead log (docs/decisions/018-durability-and-secrets.md). PostgreSQL
 * asks to flush the WAL segment it wrote at every commit; library-internals/pglite-wal-sync.ts records
 * that request here instead of flushing on the main thread. Before a call that committed answers,
 * `durable()` waits for one fdatasync, off the main thread, that serves every commit recorded before
 * it started: ten registrations committed during one flush share the next one.
 *
 * `flushNow()` is the synchronous way, for the moments PostgreSQL must not go on until the WAL is
 * on disk (before it writes a data file or flushes anything else).
 */
import { closeSync, fdatasyncSync, openSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { QueryOptions } from '@electric-sql/pglite';
import type { PgliteClient } from '../library-internals/pglite-statements.ts';

/** How a file is flushed to disk: from the thread pool, or on the main thread. */
export interface FileFlusher {
  flush(path: string): Promise<void>;
  flushSync(path: string): void;
}

export interface WalGroupCommit {
  /** PostgreSQL flushed the WAL segment at `path` (a host path): durable once the next group is. */
  walFlushRequested(path: string): void;
  /** Every recorded flush on disk now, on the main thread (also those a group is flushing). */
  flushNow(): void;
  /** Whether a recorded flush is not on disk yet. */
  readonly behind: boolean;
  /** Resolves once every flush recorded so far is on disk; rejects for good after a failed flush. */
  durable(): Promise<void>;
  /** The failed flush, once one failed: nothing committed since can be trusted to be on disk. */
  readonly failure: Error | undefined;
}

/**
 * A WAL segment has its full size from its creation (PostgreSQL fills it with zeros and flushes it
 * first), so its data alone needs flushing: fdatasync, as PostgreSQL's own default on Linux. The file
 * is opened anew (read-only suffices): PostgreSQL may close its own descriptor meanwhile.
 */
export const walFileFlusher: FileFlusher = {
  async flush(path) {
    const file = await open(path, 'r');
    try {
      await file.datasync();
    } finally {
      await file.close();
    }
  },
  flushSync(path) {
    const fd = openSync(path, 'r');
    try {
      fdatasyncSync(fd);
    } finally {
      closeSync(fd);
    }
  },
};

export class WalFlushError extends Error {
  override name = 'WalFlushError';
}

export function createWalGroupCommit(files: FileFlusher = walFileFlusher): WalGroupCommit {
  /** Segments recorded since the running group took its own. */
  const pending = new Set<string>();
  /** The segments the running group is flushing. */
  let inFlight: string[] = [];
  let requested = 0;
  let flushed = 0;
  let running: Promise<void> | undefined;
  let failure: WalFlushError | undefined;

  const failed = (error: unknown) => {
    failure ??= new WalFlushError(
      `The database's write-ahead log could not be flushed to disk (${(error as Error).message}): ` +
        'recent changes may be lost. Check the disk under DATA_DIR, then restart the app.',
      { cause: error },
    );
    return failure;
  };

  const runGroup = async () => {
    const upTo = requested;
    inFlight = [...pending];
    pending.clear();
    try {
      await Promise.all(inFlight.map((path) => files.flush(path)));
    } catch (error) {
      throw failed(error);
    } finally {
      inFlight = [];
    }
    flushed = Math.max(flushed, upTo);
  };

  return {
    walFlushRequested(path) {
      pending.add(path);
      requested++;
    },
    flushNow() {
      if (failure) throw failure;
      if (flushed === requested) return;
      const upTo = requested;
      const paths = new Set([...inFlight, ...pending]);
      pending.clear();
      try {
        for (const path of paths) files.flushSync(path);
      } catch (error) {
        throw failed(error);
      }
      flushed = Math.max(flushed, upTo);
    },
    get behind() {
      return flushed < requested;
    },
    async durable() {
      const target = requested;
      while (flushed < target) {
        if (failure) throw failure;
        running ??= runGroup().finally(() => {
          running = undefined;
        });
        await running.catch(() => {});
      }
    },
    get failure() {
      return failure;
    },
  };
}

/**
 * The client, each of whose calls answers only once every commit so far is on disk: its own, and any
 * other it may have read (as PostgreSQL shows a commit only once it is flushed).
 */
export function answerWhenDurable(client: PgliteClient, wal: WalGroupCommit): PgliteClient {
  const settle = <T>(call: Promise<T>): Promise<T> =>
    call.then(
      (result) => (wal.behind ? wal.durable().then(() => result) : result),
      (error: unknown) => (wal.behind ? wal.durable().then(() => Promise.reject(error)) : Promise.reject(error)),
    );
  return {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      settle(client.query<T>(text, params, options)),
    exec: (text, options) => settle(client.exec(text, options)),
    transaction: (work) => settle(client.transaction(work)),
  };
}
