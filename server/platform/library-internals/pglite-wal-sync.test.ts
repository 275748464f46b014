/**
 * pglite-wal-sync.ts's contract: PGlite still starts with fsync off by default, takes our start
 * parameters and file system, and PostgreSQL's flushes reach the stream operations the fence adds:
 * a commit's WAL flush is recorded (and answered only once flushed), anything else is flushed at
 * once after the recorded WAL. (That the flushes reach the disk as system calls: tests/api/
 * pglite-durability.test.ts.)
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { expectFencedVersion, fenceBroken } from '../../../tests/support/library-fence.ts';
import { answerWhenDurable, createWalGroupCommit, walFileFlusher } from '../db/wal-group-commit.ts';
import { withPreparedStatements } from './pglite-statements.ts';
import { durableNodeFs, durableStartParams, startsWithoutFsync } from './pglite-wal-sync.ts';

const FENCE = 'pglite-wal-sync.ts';
const broken = (what: string) => fenceBroken('@electric-sql/pglite', FENCE, what);

const opened: PGlite[] = [];
afterEach(async () => {
  for (const pglite of opened.splice(0)) await pglite.close();
});

/** PGlite on a new directory with the fence, its flushes recorded (and done) in order. */
async function openRecorded() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idevent-wal-sync-'));
  const log: string[] = [];
  const wal = createWalGroupCommit({
    async flush(file) {
      log.push(`group ${file}`);
      await walFileFlusher.flush(file);
    },
    flushSync(file) {
      log.push(`now ${file}`);
      walFileFlusher.flushSync(file);
    },
  });
  const fs = durableNodeFs(dataDir, wal);
  const pglite = await PGlite.create({ fs, startParams: durableStartParams() });
  opened.push(pglite);
  await pglite.exec('create table items (id int primary key, name text)');
  await wal.durable();
  log.length = 0;
  return { dataDir, pglite, wal, fs, log };
}

describe('PGlite flushing its commits to disk (fence)', () => {
  it('is the PGlite version the fence was written for', () => {
    expectFencedVersion('@electric-sql/pglite', '0.5.16', FENCE);
  });

  it('starts PostgreSQL with fsync off by default, and with fsync on through our start parameters', async () => {
    expect(startsWithoutFsync(), broken('no longer starts PostgreSQL with -F (fsync off)')).toBe(true);
    const { pglite, fs } = await openRecorded();
    expect(fs.installed(), broken('no longer runs the file system preRun hooks with NODEFS as the fence needs')).toBe(
      true,
    );
    const setting = async (name: string) => (await pglite.query<Record<string, string>>(`show ${name}`)).rows[0]![name];
    expect(await setting('fsync'), broken('ignores the start parameters')).toBe('on');
    expect(await setting('wal_sync_method'), broken('ignores the start parameters')).toBe('fsync');
  });

  it("records a commit's WAL flush, and the client answers once it is on disk", async () => {
    const { dataDir, pglite, wal, log } = await openRecorded();
    const client = answerWhenDurable(withPreparedStatements(pglite), wal);
    await client.query('insert into items values ($1, $2)', [1, 'one']);
    expect(log, broken("no longer calls the streams' fsync at a commit")).toEqual([
      expect.stringMatching(new RegExp(`^group ${dataDir}/pg_wal/[0-9A-F]{24}$`)),
    ]);
    expect(wal.behind).toBe(false);

    await client.query('select * from items');
    expect(log, 'a read flushes nothing').toHaveLength(1);
  });

  it('flushes the recorded WAL at once before it writes a data file (at a checkpoint)', async () => {
    const { dataDir, pglite, wal, log } = await openRecorded();
    await pglite.query('insert into items values ($1, $2)', [2, 'two']);
    expect(wal.behind, broken('no longer reaches the WAL flush through the fence')).toBe(true);
    await pglite.exec('checkpoint');
    expect(log[0], broken('writes data files without the fence seeing them')).toMatch(
      new RegExp(`^now ${dataDir}/pg_wal/[0-9A-F]{24}$`),
    );
    expect(wal.behind).toBe(false);
  });

  it('keeps what it committed across a reopen', async () => {
    const { dataDir, pglite, wal } = await openRecorded();
    const client = answerWhenDurable(withPreparedStatements(pglite), wal);
    await client.query('insert into items values ($1, $2)', [3, 'three']);
    await pglite.close();
    opened.splice(opened.indexOf(pglite), 1);
    const again = createWalGroupCommit();
    const reopened = await PGlite.create({ fs: durableNodeFs(dataDir, again), startParams: durableStartParams() });
    opened.push(reopened);
    expect((await reopened.query('select name from items')).rows).toEqual([{ name: 'three' }]);
  });
});
