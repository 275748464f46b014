import { afterEach, describe, expect, it } from 'vitest';
import { startWorkerThread, type WorkerThread } from './worker-thread.ts';

let thread: WorkerThread<number, number> | undefined;
afterEach(() => thread?.close());

const start = () => {
  thread = startWorkerThread<number, number>(new URL('../../tests/support/doubling-thread.ts', import.meta.url), null);
  return thread;
};

describe('a worker thread', () => {
  it('answers each call, several at once', async () => {
    const doubling = start();
    expect(await Promise.all([1, 2, 3].map((n) => doubling.run(n)))).toEqual([2, 4, 6]);
  });

  it("turns the thread's error into a rejection of that call only (a pass e-mail's job is retried)", async () => {
    const doubling = start();
    const [refused, answered] = await Promise.allSettled([doubling.run(-1), doubling.run(5)]);
    expect(refused).toMatchObject({ status: 'rejected', reason: { message: '-1 is negative' } });
    expect(answered).toEqual({ status: 'fulfilled', value: 10 });
  });

  it('rejects the calls under way when the thread dies, and starts a new one for the next call', async () => {
    const doubling = start();
    await expect(doubling.run(0)).rejects.toThrow('The worker thread stopped (exit code 3).');
    expect(await doubling.run(4)).toBe(8);
  });

  it('lets the calls under way finish when closed, and refuses new ones', async () => {
    const doubling = start();
    const underWay = doubling.run(21);
    await doubling.close();
    expect(await underWay).toBe(42);
    await expect(doubling.run(1)).rejects.toThrow('The worker thread is closed.');
  });
});
