import { describe, expect, it } from 'vitest';
import { BusyError, createConcurrencyLimit } from './concurrency-limit.ts';

/** A task that finishes when told to, recording how many ran at once. */
function tasks() {
  let running = 0;
  let most = 0;
  const finishers: (() => void)[] = [];
  const task = () =>
    new Promise<string>((resolve) => {
      running++;
      most = Math.max(most, running);
      finishers.push(() => {
        running--;
        resolve('done');
      });
    });
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  return { task, finishers, tick, most: () => most, running: () => running };
}

describe('a concurrency limit', () => {
  it('runs at most `concurrency` tasks, queues `queue` more, and refuses the rest at once', async () => {
    const limit = createConcurrencyLimit({ concurrency: 2, queue: 3 });
    const { task, finishers, tick, most, running } = tasks();
    const results = Array.from({ length: 8 }, () => limit.run(task).catch((error: unknown) => error));
    await tick();
    expect(running()).toBe(2);
    // The three beyond the queue are refused without waiting for anything.
    const refused = await Promise.race([
      Promise.all(results.slice(5)),
      new Promise((resolve) => setTimeout(() => resolve('waited'), 50)),
    ]);
    expect(refused).toEqual([expect.any(BusyError), expect.any(BusyError), expect.any(BusyError)]);
    while (finishers.length > 0) {
      finishers.shift()!();
      await tick();
    }
    expect(await Promise.all(results.slice(0, 5))).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(most()).toBe(2);
  });

  it('frees the slot of a task that fails, and takes new tasks once the burst is over', async () => {
    const limit = createConcurrencyLimit({ concurrency: 1, queue: 0 });
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'next')).toBe('next');
    const { task, finishers, tick } = tasks();
    const first = limit.run(task);
    await expect(limit.run(task)).rejects.toBeInstanceOf(BusyError);
    await tick();
    finishers.shift()!();
    expect(await first).toBe('done');
    expect(await limit.run(async () => 'again')).toBe('again');
  });
});
