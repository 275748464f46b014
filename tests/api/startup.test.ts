/**
 * The real server process on the embedded defaults: first start, restart with data kept, and a
 * second process on the same data directory refused with a clear message.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, passwordSignIn } from '../support/http.ts';
import { patient } from '../support/patience.ts';
import { freePort } from '../support/ports.ts';
import { spawnServer } from '../support/spawned-server.ts';
import { waitFor } from '../support/wait.ts';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

function startServer(dataDir: string, port: number, env: Record<string, string> = {}) {
  const server = spawnServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    ...env,
  });
  children.push(server.child);
  return server;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('starting on the embedded defaults', () => {
  it(
    'creates the first account with a generated password kept in a file for its user, keeps data across restarts, and refuses a second process',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-start-'));
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const first = startServer(dataDir, port);
      await waitFor(
        async () => (await call(base, 'GET', '/readyz').catch(() => ({ status: 0 }))).status === 200,
        60_000,
        200,
      );
      // The password reaches a person only: a file of the app's user (its path in the log), and the
      // console only when it is a terminal (here it is a pipe, as into a log collector).
      const passwordFile = path.join(dataDir, 'first-admin-password.txt');
      expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
      const [username, password] = (await readFile(passwordFile, 'utf8')).split('\n');
      expect(username).toBe('admin');
      expect(password).toMatch(/^\S{12,}$/);
      expect(first.output()).not.toContain(password!);
      expect(first.output()).not.toMatch(/First organiser account/);
      const jsonLines = first
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'));
      expect(jsonLines.join('\n')).toContain('Created the first organiser account');
      expect(jsonLines.join('\n')).toContain(passwordFile);
      expect((await stat(path.join(dataDir, 'app-secret'))).mode & 0o077).toBe(0);
      const secret = await readFile(path.join(dataDir, 'app-secret'), 'utf8');

      const secondPort = await freePort();
      const second = startServer(dataDir, secondPort);
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/The data directory .* is in use by another ID Event process/);

      const login = await passwordSignIn(base, 'admin', password!);
      expect(login.status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const restarted = startServer(dataDir, port);
      await waitFor(
        async () => (await call(base, 'GET', '/readyz').catch(() => ({ status: 0 }))).status === 200,
        60_000,
        200,
      );
      expect(restarted.output()).not.toMatch(/First organiser account/);
      expect(await readFile(path.join(dataDir, 'app-secret'), 'utf8')).toBe(secret);
      const again = await passwordSignIn(base, 'admin', password!);
      expect(again.status).toBe(200);
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
    },
    patient(120_000),
  );

  it(
    'refuses to start on a bad setting, naming it',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-start-'));
      const server = startServer(dataDir, await freePort(), { PORT: 'abc', SMTP_URL: 'nope' });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(/Invalid configuration:/);
      expect(server.output()).toMatch(/PORT: must be a number/);
      expect(server.output()).toMatch(/SMTP_URL/);
    },
    patient(30_000),
  );
});
