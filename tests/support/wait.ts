/** Polls until a condition holds, for work done by background jobs. */
export async function waitFor(
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 15_000,
  stepMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}
