import { describe, expect, it } from 'vitest';
import { createWalGroupCommit, type FileFlusher, WalFlushError } from './wal-group-commit.ts';

/** A flusher whose flushes finish when the test says, recording what was flushed how. */
function fakeFlusher() {
  const flushes: { path: string; done: () => void; fail: (error: Error) => void }[] = [];
  const log: string[] = [];
  const files: FileFlusher = {
    flush(path) {
      log.push(`async ${path}`);
      return new Promise((resolve, reject) => {
        flushes.push({ path, done: () => resolve(), fail: reject });
      });
    },
    flushSync(path) {
      log.push(`sync ${path}`);
    },
  };
  return { files, flushes, log };
}

const settled = async (promise: Promise<unknown>) => {
  let state = 'pending';
  promise.then(
    () => {
      state = 'resolved';
    },
    () => {
      state = 'rejected';
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('the WAL group commit', () => {
  it('answers at once when nothing was committed', async () => {
    const { files, log } = fakeFlusher();
    const wal = createWalGroupCommit(files);
    expect(wal.behind).toBe(false);
    await wal.durable();
    expect(log).toEqual([]);
  });

  it('flushes once for every commit recorded before the flush began, and once more for those after', async () => {
    const { files, flushes, log } = fakeFlusher();
    const wal = createWalGroupCommit(files);
    wal.walFlushRequested('/wal/1');
    wal.walFlushRequested('/wal/1');
    const first = wal.durable();
    const second = wal.durable();
    expect(flushes).toHaveLength(1);
    wal.walFlushRequested('/wal/1');
    const third = wal.durable();
    expect(await settled(first)).toBe('pending');
    flushes[0]!.done();
    expect(await settled(first)).toBe('resolved');
    expect(await settled(second)).toBe('resolved');
    // The third commit came after the first flush began: it needs the next one, shared by any others.
    expect(await settled(third)).toBe('pending');
    expect(flushes).toHaveLength(2);
    flushes[1]!.done();
    expect(await settled(third)).toBe('resolved');
    expect(log).toEqual(['async /wal/1', 'async /wal/1']);
    expect(wal.behind).toBe(false);
  });

  it('flushes now, on the main thread, what is recorded and what a group is flushing', async () => {
    const { files, flushes, log } = fakeFlusher();
    const wal = createWalGroupCommit(files);
    wal.walFlushRequested('/wal/1');
    const waiting = wal.durable();
    wal.walFlushRequested('/wal/2');
    wal.flushNow();
    expect(log).toEqual(['async /wal/1', 'sync /wal/1', 'sync /wal/2']);
    expect(wal.behind).toBe(false);
    wal.flushNow();
    expect(log).toHaveLength(3);
    flushes[0]!.done();
    await waiting;
  });

  it('fails every wait from a failed flush on, saying what to do', async () => {
    const { files, flushes } = fakeFlusher();
    const wal = createWalGroupCommit(files);
    wal.walFlushRequested('/wal/1');
    const waiting = wal.durable();
    flushes[0]!.fail(new Error('EIO: i/o error'));
    await expect(waiting).rejects.toThrow(WalFlushError);
    await expect(waiting).rejects.toThrow(/could not be flushed to disk \(EIO: i\/o error\).*Check the disk/);
    wal.walFlushRequested('/wal/1');
    await expect(wal.durable()).rejects.toThrow(WalFlushError);
    expect(() => wal.flushNow()).toThrow(WalFlushError);
    expect(wal.failure).toBeInstanceOf(WalFlushError);
  });
});
