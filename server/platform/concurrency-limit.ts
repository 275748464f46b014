/**
 * At most `concurrency` tasks at once, at most `queue` more waiting; any further one is refused at
 * once (BusyError) instead of waiting. For work that is costly on shared resources (a password
 * check holds a libuv thread and 64 MiB for a third of a second): a burst waits a little or is
 * told to come back, and never queues up for seconds ahead of everything else.
 */
export class BusyError extends Error {
  override name = 'BusyError';
}

export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createConcurrencyLimit(options: { concurrency: number; queue: number }): ConcurrencyLimit {
  let active = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  return {
    async run(task) {
      if (active < options.concurrency) active++;
      else if (waiting.length < options.queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new BusyError('too many tasks at once');
      // A slot is held here (handed over by `release` to a waiting task, `active` unchanged).
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
