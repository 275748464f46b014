/**
 * `npm run admin -- reset-password <user>`: a forgotten local password, reset from the command line
 * on the app's own settings, on PGlite (the app stopped) or PostgreSQL (the app may run); the
 * account's sessions end.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/platform/db/client.ts';
import { createProcessDatabase } from '../support/database.ts';
import { call, passwordSignIn, signIn } from '../support/http.ts';
import { patient } from '../support/patience.ts';
import { freePort } from '../support/ports.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { ADMIN_PASSWORD } from '../support/test-app.ts';
import { waitFor } from '../support/wait.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

function admin(args: string[], env: Record<string, string>, input?: string) {
  return spawnSync(process.execPath, ['server/admin-cli.ts', ...args], {
    env: { ...process.env, ADMIN_PASSWORD: '', LOG_LEVEL: 'warn', ...env },
    input: input ?? '',
    encoding: 'utf8',
    timeout: 120_000,
  });
}

async function serve(env: Record<string, string>) {
  const server = startServerProcess(await freePort(), { ADMIN_PASSWORD, ...env });
  servers.push(server);
  await server.ready();
  return server;
}

const login = (baseUrl: string, password: string) => passwordSignIn(baseUrl, 'admin', password);
const me = (baseUrl: string, cookie: string) => call(baseUrl, 'GET', '/api/admin/me', undefined, { cookie });

describe.skipIf(onPostgres)('reset-password on the embedded database', () => {
  it(
    'refuses while the app runs, then sets a new password and ends the sessions',
    async () => {
      const env = { DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'idevent-cli-')), DATABASE_URL: '' };
      const server = await serve(env);
      const session = await signIn(server.baseUrl);

      const refused = admin(['reset-password', 'admin'], env);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(
        /^ID Event is running on .*: stop it first \(SIGTERM\), then reset the password\./,
      );

      await server.kill('SIGTERM');
      const reset = admin(['reset-password', 'Admin'], env);
      expect(reset.status, reset.stderr).toBe(0);
      const password = /The new password of "admin" is: (\S+)/.exec(reset.stdout)?.[1];
      expect(password).toMatch(/^[\w-]{16}$/);
      expect(reset.stdout).toMatch(/1 session of it ended\./);

      const chosen = admin(['reset-password', 'admin', '--password-stdin'], env, 'chosen password 42\n');
      expect(chosen.status, chosen.stderr).toBe(0);
      expect(chosen.stdout).toBe('The password of "admin" was changed; 0 sessions of it ended.\n');

      const restarted = await serve(env);
      expect((await me(restarted.baseUrl, session.cookie)).status).toBe(401);
      expect((await login(restarted.baseUrl, ADMIN_PASSWORD)).status).toBe(401);
      expect((await login(restarted.baseUrl, password!)).status).toBe(401);
      expect((await login(restarted.baseUrl, 'chosen password 42')).status).toBe(200);
      await restarted.kill('SIGTERM');
    },
    patient(300_000),
  );

  it(
    'says what is wrong: no such account, a short password, no database, a wrong command',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-cli-'));
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      const empty = admin(['reset-password', 'admin'], env);
      expect(empty.status).toBe(1);
      expect(empty.stderr).toBe(`There is no embedded database in ${dataDir} (DATA_DIR): nothing to reset.\n`);

      const server = await serve(env);
      await server.kill('SIGTERM');
      const unknown = admin(['reset-password', 'nobody'], env);
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toBe('There is no account named "nobody".\n');
      const short = admin(['reset-password', 'admin', '--password-stdin'], env, 'short\n');
      expect(short.status).toBe(1);
      expect(short.stderr).toBe('The password must be at least 8 characters.\n');
      for (const args of [[], ['reset-password'], ['rename', 'admin']]) {
        const usage = admin(args, env);
        expect(usage.status).toBe(2);
        expect(usage.stderr).toMatch(/^usage: npm run admin -- reset-password <username> \[--password-stdin\]/);
      }
    },
    patient(300_000),
  );
});

describe.skipIf(onPostgres)('verify-audit on the embedded database', () => {
  it(
    'says the trail is intact after the app sealed it, and names an entry its table’s owner changed',
    async () => {
      const env = { DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'idevent-cli-')), DATABASE_URL: '' };
      const server = await serve(env);
      await signIn(server.baseUrl);
      await server.kill('SIGTERM');

      const intact = admin(['verify-audit'], env);
      expect(intact.status, intact.stderr).toBe(0);
      const entries = Number(/^Audit trail intact: (\d+) entries\.$/m.exec(intact.stdout)?.[1]);
      expect(entries).toBeGreaterThanOrEqual(1);

      const database = await openDatabase({ databaseUrl: undefined, dataDir: env.DATA_DIR });
      try {
        await database.db.execute(sql`alter table audit_log disable trigger audit_log_no_update_or_delete`);
        await database.db.execute(sql`update audit_log set actor = 'someone-else' where chain_seq = 1`);
      } finally {
        await database.close();
      }
      const broken = admin(['verify-audit'], env);
      expect(broken.status).toBe(1);
      expect(broken.stderr).toMatch(
        /^Audit trail broken at entry \d+ \(place 1 in the chain\): entry \d+ was changed after it was written/,
      );
    },
    patient(300_000),
  );
});

describe.runIf(onPostgres)('reset-password on PostgreSQL', () => {
  it(
    'works while the app runs, and the running app forgets the sessions at once',
    async () => {
      const database = await createProcessDatabase();
      cleanups.push(() => database.drop());
      const env = { DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'idevent-cli-')), DATABASE_URL: database.url };
      const server = await serve(env);
      const session = await signIn(server.baseUrl);
      // The session is in the running app's memory now.
      expect((await me(server.baseUrl, session.cookie)).status).toBe(200);

      const reset = admin(['reset-password', 'admin', '--password-stdin'], env, 'a new password\n');
      expect(reset.status, reset.stderr).toBe(0);
      expect(reset.stdout).toBe('The password of "admin" was changed; 1 session of it ended.\n');
      await waitFor(async () => (await me(server.baseUrl, session.cookie)).status === 401, 1000, 10);
      expect((await login(server.baseUrl, ADMIN_PASSWORD)).status).toBe(401);
      expect((await login(server.baseUrl, 'a new password')).status).toBe(200);
    },
    patient(300_000),
  );
});
