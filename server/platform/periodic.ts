/**
 * Work an instance does at start and every few seconds (reminders due, visits to end at closing
 * time): one round at a time, a round that fails is logged and the next one tries again; `stop`
 * waits for the round under way. Each round is claimed in the database, so every instance may run it.
 */
import { inBackground } from './background-work.ts';

export interface Periodic {
  stop(): Promise<void>;
}

export function startPeriodic(
  name: string,
  everySeconds: number,
  round: (stopping: () => boolean) => Promise<unknown>,
  log: { warn(o: object, m: string): void },
): Periodic {
  let current: Promise<unknown> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const run = () => {
    if (busy || stopped) return;
    busy = true;
    current = inBackground(name, () => round(() => stopped))
      .catch((error: unknown) => log.warn({ err: error }, `${name} failed`))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(run, everySeconds * 1000);
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
