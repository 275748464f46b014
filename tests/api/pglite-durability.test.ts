/**
 * On PGlite, a registration is on disk before its 201: the real server runs under strace, and the
 * flush system calls it makes (fsync, fdatasync) are read with their times. Without the fence of
 * server/platform/library-internals/pglite-wal-sync.ts there were none at all.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/http.ts';
import { patient } from '../support/patience.ts';
import { freePort } from '../support/ports.ts';
import { ADMIN_PASSWORD } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

const hasStrace = spawnSync('strace', ['-V']).status === 0;
// CI installs strace (.ci/run): there a missing strace is a failure, not a skip.
const skip = Boolean(process.env.TEST_DATABASE_URL) || (!hasStrace && !process.env.CI);

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

interface FlushCall {
  /** Seconds since the epoch, when the call began. */
  at: number;
  call: string;
  file: string;
}

/** strace -ttt -y lines: `[pid N] 1767000000.123456 fdatasync(23</data/pglite/pg_wal/…>) = 0`. */
function flushCalls(trace: string): FlushCall[] {
  const calls: FlushCall[] = [];
  for (const line of trace.split('\n')) {
    const match = /(\d+\.\d+) (fsync|fdatasync)\(\d+<([^>]*)>/.exec(line);
    if (match) calls.push({ at: Number(match[1]), call: match[2]!, file: match[3]! });
  }
  return calls;
}

describe.skipIf(skip)('PGlite durability', () => {
  it(
    'flushes the write-ahead log to disk between a registration and its 201',
    async () => {
      expect(hasStrace, 'strace is needed for this test (apt-get install strace)').toBe(true);
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-durability-'));
      const traceFile = path.join(dataDir, '..', `${path.basename(dataDir)}.strace`);
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      // --seccomp-bpf: only the traced calls stop the process, so the server runs at nearly full speed.
      const app = spawn(
        'strace',
        [
          '-f',
          '--seccomp-bpf',
          '-ttt',
          '-y',
          '-e',
          'trace=fsync,fdatasync',
          '-o',
          traceFile,
          process.execPath,
          'server/main.ts',
        ],
        {
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            HOST: '127.0.0.1',
            PORT: String(port),
            PUBLIC_URL: baseUrl,
            ADMIN_PASSWORD,
            RATE_LIMIT_PER_MINUTE: '0',
            LOG_LEVEL: 'warn',
          },
          stdio: 'ignore',
        },
      );
      children.push(app);
      const exited = new Promise((resolve) => app.on('exit', resolve));
      await waitFor(
        async () => (await call(baseUrl, 'GET', '/readyz').catch(() => ({ status: 0 }))).status === 200,
        90_000,
        200,
      );
      const admin = await signIn(baseUrl);
      const event = await admin.call('POST', '/api/admin/events', {
        name: 'Durable',
        startDate: new Date(Date.now() - 3600_000).toISOString(),
        endDate: new Date(Date.now() + 86_400_000).toISOString(),
      });
      expect(event.status).toBe(201);

      const sent = Date.now() / 1000;
      const registered = await call(baseUrl, 'POST', '/api/register', {
        name: 'Durable Visitor',
        email: 'durable@example.com',
        phone: '555 0100',
        company: 'Disk Inc',
        eventId: event.body.id,
      });
      const answered = Date.now() / 1000;
      expect(registered.status).toBe(201);

      // The server (strace's child, which holds the data directory's lock) stops; strace then ends.
      const pid = Number((await readFile(path.join(dataDir, 'app.lock'), 'utf8')).split('\n')[0]);
      process.kill(pid, 'SIGTERM');
      await exited;
      const calls = flushCalls(await readFile(traceFile, 'utf8'));
      const walFlushes = calls.filter(
        (flush) =>
          flush.at >= sent && flush.at <= answered && flush.file.startsWith(path.join(dataDir, 'pglite', 'pg_wal')),
      );
      expect(walFlushes.length, `flushes seen: ${JSON.stringify(calls.slice(-20), null, 1)}`).toBeGreaterThanOrEqual(1);
    },
    patient(150_000),
  );
});
