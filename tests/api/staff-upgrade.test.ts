/**
 * Migration 0006 (issue 14): an existing account, `admin` by the old default, becomes an owner, and
 * its open session gets the role, so nobody is signed out by the upgrade.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/platform/db/client.ts';

const client = new PGlite();
let before = '';
afterAll(async () => {
  await client.close();
  if (before) await rm(before, { recursive: true, force: true });
});

describe('the upgrade to staff roles', () => {
  it('makes every existing account an owner and keeps its sessions open, with the role', async () => {
    // The migrations as they were before 0006.
    before = await mkdtemp(path.join(os.tmpdir(), 'idevent-migrations-'));
    await cp(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0006');
    await writeFile(journalFile, JSON.stringify(journal));
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });

    const { rows } = await client.query<{ id: string; role: string }>(
      `insert into users (username, password_hash) values ('admin', null) returning id, role`,
    );
    expect(rows[0]!.role).toBe('admin');
    await client.query(`insert into sessions (sid, sess, expire) values ('s1', $1, now() + interval '1 hour')`, [
      JSON.stringify({ userId: rows[0]!.id, username: 'admin', createdAt: new Date().toISOString() }),
    ]);

    await migrate(db, { migrationsFolder });
    const user = await client.query<{ role: string; disabled: boolean }>(`select role, disabled from users`);
    expect(user.rows).toEqual([{ role: 'owner', disabled: false }]);
    const session = await client.query<{ sess: { role: string; username: string } }>(`select sess from sessions`);
    expect(session.rows[0]!.sess).toMatchObject({ role: 'owner', username: 'admin' });
    const fresh = await client.query<{ role: string }>(
      `insert into users (username, password_hash) values ('later', null) returning role`,
    );
    expect(fresh.rows[0]!.role).toBe('organiser');
  });
});
