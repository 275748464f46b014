/** A thread for server/platform/worker-thread.test.ts: doubles a number, refuses a negative one, and dies on 0. */
import { serveOnThread } from '../../server/platform/worker-thread.ts';

serveOnThread(async (input: number) => {
  if (input === 0) process.exit(3);
  if (input < 0) throw new Error(`${input} is negative`);
  return input * 2;
});
