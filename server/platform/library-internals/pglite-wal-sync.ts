/**
 * Fence around @electric-sql/pglite 0.5.16's file system on Node (contract: pglite-wal-sync.test.ts;
 * why fenced: docs/decisions/014-library-fences.md; why at all: 018-durability-and-secrets.md).
 *
 * PGlite starts PostgreSQL with `-F` (fsync off), and Emscripten's Node file system (NODEFS), which
 * it writes the data directory through, has no fsync: PostgreSQL's `fsync()` calls its stream's
 * `fsync`, which NODEFS lacks, and its `fdatasync()` is a stub that does nothing. No commit reached
 * the disk. Here PGlite starts without `-F` and with `wal_sync_method=fsync`, and NODEFS's streams
 * get an fsync:
 * - PostgreSQL's flush of a WAL segment it wrote (at a commit, mostly) is recorded for the group
 *   commit (db/wal-group-commit.ts), which flushes it off the main thread before the call answers;
 * - any other fsync (data files at a checkpoint, the control file, a directory, a new WAL segment)
 *   happens at once, after the recorded WAL flushes;
 * - a write to any file but a WAL segment first flushes the recorded WAL: PostgreSQL's own rule
 *   (the log before the data), which it kept by flushing before such writes, now deferred. Except
 *   a page of zeros: a table or index grows by one (as PostgreSQL, which flushes nothing for it),
 *   and these are most of the writes between checkpoints.
 *
 * Relied on beyond PGlite's documented options (`fs`, `startParams`): `PGlite.defaultStartParams`
 * holding `-F`; the Filesystem's `init` returning Emscripten options whose `preRun` hooks receive the
 * module, with `NODEFS` and `FS.ErrnoError`; `NODEFS.stream_ops` (without `fsync`, with `write`)
 * being the operations of every file NODEFS opens, and Emscripten's `fd_sync` calling
 * `stream_ops.fsync`; a stream's `path` (inside the module), `nfd` (its Node descriptor) and `node`;
 * and `NODEFS.realPath(node)`, the host path.
 */
import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { WalGroupCommit } from '../db/wal-group-commit.ts';

interface NodefsStream {
  path: string;
  nfd: number;
  node: unknown;
}

interface NodefsStreamOps {
  fsync?: (stream: NodefsStream) => number;
  write: (stream: NodefsStream, buffer: Int8Array, offset: number, length: number, position?: number) => number;
}

interface PostgresModule {
  NODEFS: { stream_ops: NodefsStreamOps; realPath(node: unknown): string };
  FS: { ErrnoError: new (errno: number) => Error };
}

type InitArguments = Parameters<NodeFS['init']>;
type InitResult = Awaited<ReturnType<NodeFS['init']>>;

/** A segment PostgreSQL writes its log into (`pg_wal/000000010000000000000001`); not `xlogtemp.N`. */
const WAL_SEGMENT = /\/pg_wal\/[0-9A-F]{24}$/;
/** Emscripten's EIO: PostgreSQL treats a failed flush as fatal, as it must. */
const EIO = 29;

/**
 * The start parameters: PGlite's own without `-F`, and with the fsync that reaches the stream
 * operations below (PostgreSQL's default on Linux, fdatasync, reaches a stub).
 */
export function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
}

/** Whether PGlite still starts with fsync off by default (the contract test checks this). */
export const startsWithoutFsync = () => PGlite.defaultStartParams.includes('-F');

/** NODEFS on `dataDir`, flushing as above. `installed()` tells whether the hooks went in at start. */
export function durableNodeFs(dataDir: string, wal: WalGroupCommit): NodeFS & { installed(): boolean } {
  let installed = false;
  class DurableNodeFS extends NodeFS {
    override async init(...args: InitArguments): Promise<InitResult> {
      const result = await super.init(...args);
      const install = (module: unknown) => {
        installed = installWalSync(module as PostgresModule, wal);
      };
      // First: before NODEFS is mounted and anything is read or written through it.
      result.emscriptenOpts.preRun = [install, ...(result.emscriptenOpts.preRun ?? [])];
      return result;
    }
    installed() {
      return installed;
    }
  }
  return new DurableNodeFS(dataDir);
}

/** Puts the hooks in; false when this NODEFS is not what they were written for. */
function installWalSync(module: PostgresModule, wal: WalGroupCommit): boolean {
  const { NODEFS, FS } = module;
  const ops = NODEFS.stream_ops;
  // An fsync of its own (a newer PGlite): left alone; the app says at start that commits may not be flushed.
  if (ops.fsync) return false;
  /** Streams PostgreSQL wrote WAL into: their flush is the commit's (a bare open-and-fsync is not). */
  const walWritten = new WeakSet<NodefsStream>();
  const write = ops.write;
  const io = (work: () => void) => {
    try {
      work();
    } catch (error) {
      throw Object.assign(new FS.ErrnoError(EIO), { cause: error });
    }
  };
  ops.write = (stream, buffer, offset, length, position) => {
    if (WAL_SEGMENT.test(stream.path)) walWritten.add(stream);
    else if (wal.behind && !allZero(buffer, offset, length)) io(() => wal.flushNow());
    return write(stream, buffer, offset, length, position);
  };
  ops.fsync = (stream) => {
    if (walWritten.has(stream)) {
      wal.walFlushRequested(NODEFS.realPath(stream.node));
      return 0;
    }
    io(() => {
      wal.flushNow();
      fsyncSync(stream.nfd);
    });
    return 0;
  };
  return true;
}

/** Whether `length` bytes from `offset` are all zero (a new, empty page). */
function allZero(buffer: Int8Array, offset: number, length: number): boolean {
  for (let i = offset, end = offset + length; i < end; i++) if (buffer[i] !== 0) return false;
  return true;
}
