/** Back up and restore with the documented commands, on PGlite or PostgreSQL, and find the data again. */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database.ts';
import { call, signIn } from '../support/http.ts';
import { patient } from '../support/patience.ts';
import { freePort } from '../support/ports.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { ADMIN_PASSWORD } from '../support/test-app.ts';

const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

function script(mode: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ['scripts/backup.mjs', mode, file], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

async function serve(env: Record<string, string>) {
  const server = startServerProcess(await freePort(), {
    ADMIN_PASSWORD,
    APP_SECRET: 'backup-test-secret-backup-test-secret-01',
    ...env,
  });
  servers.push(server);
  await server.ready();
  return server;
}

/** The files and directories under `root` (itself included) that the group or others may use. */
async function openToOthers(root: string): Promise<string[]> {
  const open: string[] = [];
  for (const entry of [root, ...(await readdir(root, { recursive: true })).map((name) => path.join(root, name))]) {
    if ((await stat(entry)).mode & 0o077) open.push(entry);
  }
  return open;
}

describe('backup and restore', () => {
  it(
    'restores registrations and passes from a backup',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-backup-'));
      const file = path.join(dataDir, '..', `idevent-backup-${randomBytes(4).toString('hex')}`);
      const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
      let restoreEnv: Record<string, string> = {
        DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'idevent-restore-')),
        DATABASE_URL: '',
      };
      if (process.env.TEST_DATABASE_URL) {
        const source = await createTestDatabase();
        await source.handle.close();
        cleanups.push(() => source.drop());
        const target = await createTestDatabase();
        await target.handle.close();
        // Restore into an empty database: drop what the test database helper migrated.
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        await client.query(
          'drop schema public cascade; create schema public; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade',
        );
        await client.end();
        cleanups.push(() => target.drop());
        env.DATABASE_URL = source.url!;
        restoreEnv = { ...restoreEnv, DATABASE_URL: target.url! };
      }

      const server = await serve(env);
      const admin = await signIn(server.baseUrl);
      const event = await admin.call('POST', '/api/admin/events', {
        name: 'Backed up',
        startDate: new Date().toISOString(),
        endDate: new Date(Date.now() + 86_400_000).toISOString(),
      });
      await call(server.baseUrl, 'POST', '/api/register', {
        name: 'Kept',
        email: 'kept@example.com',
        phone: '07700 900124',
        company: 'K',
        eventId: event.body.id,
      });
      const before = await call(server.baseUrl, 'GET', '/api/registration/kept@example.com');

      if (!env.DATABASE_URL) {
        const refused = script('backup', file, env);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toMatch(/is running .* stop it first/);
      }
      await server.kill('SIGTERM');
      const backup = script('backup', file, env);
      expect(backup.status, backup.stderr).toBe(0);
      // Every visitor's data is in it: for this user's eyes only.
      expect((await stat(file)).mode & 0o077).toBe(0);
      const restore = script('restore', file, restoreEnv);
      expect(restore.status, restore.stderr).toBe(0);
      if (!restoreEnv.DATABASE_URL) expect(await openToOthers(restoreEnv.DATA_DIR!)).toEqual([]);

      const restored = await serve(restoreEnv);
      const after = await call(restored.baseUrl, 'GET', '/api/registration/kept@example.com');
      expect(after.status).toBe(200);
      expect(after.body).toEqual(before.body);
      const adminAgain = await signIn(restored.baseUrl);
      expect((await adminAgain.call('GET', `/api/admin/events/${event.body.id}`)).body.name).toBe('Backed up');
    },
    patient(120_000),
  );
});

describe('backup on PostgreSQL', () => {
  it('gives pg_dump and pg_restore the password in PGPASSWORD, never on their command line', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'idevent-pgtools-'));
    // Stand-ins for pg_dump and pg_restore that record what they were given.
    for (const tool of ['pg_dump', 'pg_restore']) {
      const fake = path.join(dir, tool);
      await writeFile(
        fake,
        `#!/bin/sh\nprintf '%s\\n' "$@" > "${dir}/${tool}.args"\nprintf '%s' "$PGPASSWORD" > "${dir}/${tool}.password"\n`,
      );
      await chmod(fake, 0o700);
    }
    const env = {
      DATABASE_URL: 'postgres://idevent:s3cr%40t-pw@db.example:5432/idevent',
      PATH: `${dir}:${process.env.PATH}`,
      PGPASSWORD: '',
    };
    for (const mode of ['backup', 'restore'] as const) {
      const result = script(mode, path.join(dir, 'backup.dump'), env);
      expect(result.status, result.stderr).toBe(0);
      const tool = mode === 'backup' ? 'pg_dump' : 'pg_restore';
      const args = await readFile(path.join(dir, `${tool}.args`), 'utf8');
      expect(args).not.toContain('s3cr');
      expect(args).toContain('postgres://idevent@db.example:5432/idevent');
      expect(await readFile(path.join(dir, `${tool}.password`), 'utf8')).toBe('s3cr@t-pw');
    }
  });
});
