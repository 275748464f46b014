import { patient } from './patience.ts';

/** Polls until a condition holds, for work done by background jobs; `timeoutMs` is scaled by PATIENCE. */
export async function waitFor(
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 15_000,
  stepMs = 50,
): Promise<void> {
  const limit = patient(timeoutMs);
  const deadline = Date.now() + limit;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  throw new Error(`condition not met within ${limit} ms`);
}
