import net from 'node:net';

/**
 * A TCP port free on loopback right now, for a server a test starts with a port it must know beforehand
 * (a child process, or an app whose PUBLIC_URL names its port).
 *
 * It is taken below the kernel's ephemeral range (32768-60999 on Linux): a port the kernel hands out for
 * `listen(0)` is free only until the next outgoing connection takes it as its local port, and the tests
 * open hundreds of database connections a second, so a server started on it a moment later could fail
 * with EADDRINUSE. Ports 20000-31999 are never given to outgoing connections; each vitest worker picks
 * from its own slice of them, so two files running at once never race for one either. Two test runs side
 * by side (CI) keep apart with TEST_PORT_SLICE: the first slice the run's workers count from.
 */
const FIRST = 20_000;
const SLICE = 1_000;
const worker =
  (Number(process.env.TEST_PORT_SLICE ?? 0) + Number(process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? 0)) %
  12;
let next = Math.floor(Math.random() * SLICE);

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let tries = 0; tries < SLICE; tries++) {
    const port = FIRST + worker * SLICE + (next++ % SLICE);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port in this worker’s slice');
}
