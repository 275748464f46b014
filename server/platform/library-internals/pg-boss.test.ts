/**
 * Contract of pg-boss.ts, on the queue the app starts (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * pg-boss's job table still has what the failed-jobs query reads, a job's own deletion_seconds still
 * keeps it from the deletion of finished jobs, and its queue cache is still filled by `cacheQueue`,
 * so that a send inside a transaction runs nothing outside it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.ts';
import { expectFencedVersion, fenceBroken } from '../../../tests/support/library-fence.ts';
import { patient } from '../../../tests/support/patience.ts';
import { waitFor } from '../../../tests/support/wait.ts';
import { type JobQueue, startQueue } from '../queue.ts';
import { driverClient } from './drizzle-driver-client.ts';
import { cacheQueue } from './pg-boss.ts';

const FENCE = 'pg-boss.ts';
const broken = (what: string) => fenceBroken('pg-boss', FENCE, what);

let database: TestDatabase;
let queue: JobQueue;
beforeAll(async () => {
  database = await createTestDatabase();
  queue = await startQueue(database.handle, { warn: () => {} });
});
afterAll(async () => {
  await queue.stop();
  await database.drop();
});

const rowsOf = async <Row>(text: string) => (await queue.boss.getDb().executeSql(text)).rows as Row[];

describe('pg-boss', () => {
  it('is the version the fence was written for', () => {
    expectFencedVersion('pg-boss', '12.35.0', FENCE);
  });

  it('keeps jobs in pgboss.job with the columns and the failed state the failed-jobs query reads', async () => {
    const columns = await rowsOf<{ column_name: string; udt_name: string }>(
      "select column_name, udt_name from information_schema.columns where table_schema = 'pgboss' and table_name = 'job'",
    );
    const types = Object.fromEntries(columns.map((column) => [column.column_name, column.udt_name]));
    expect(types, broken('changed the table pgboss.job')).toMatchObject({
      id: 'uuid',
      name: 'text',
      data: 'jsonb',
      state: 'job_state',
      output: 'jsonb',
      created_on: 'timestamptz',
      completed_on: 'timestamptz',
    });
    const states = await rowsOf<{ state: string }>('select unnest(enum_range(null::pgboss.job_state))::text as state');
    expect(
      states.map((row) => row.state),
      broken("no longer has the job state 'failed'"),
    ).toContain('failed');
  });

  it("lists a job that used up its retries, with its worker's message, until it is enqueued again", async () => {
    const name = 'fence-failing';
    await queue.define({ name, options: { retryLimit: 0 } });
    await queue.work(name, async () => {
      throw new Error('the worker gave up');
    });
    const id = await queue.enqueue(name, { n: 1 });
    await waitFor(async () => (await queue.failedJobs(name, 10)).length > 0, 15_000).catch(() => {});
    expect(
      await queue.failedJobs(name, 10),
      broken("no longer leaves a job that used up its retries in state 'failed' with its output"),
    ).toEqual([{ id, data: { n: 1 }, error: 'the worker gave up', failedAt: expect.any(Date) }]);
    await queue.enqueue(name, { n: 1 }, { startAfter: 3600 });
    expect(await queue.failedJobs(name, 10), broken('changed how a job enqueued again is stored')).toEqual([]);
  });

  it('keeps a job failed on its last try through the deletion of finished jobs, until it is deleted', async () => {
    const name = 'fence-kept';
    // Finished jobs are deleted a second after they finish.
    await queue.define({ name, options: { retryLimit: 0, deleteAfterSeconds: 1 } });
    await queue.work<{ n: number }>(
      name,
      async (data) => {
        if (data.n === 1) throw new Error('given up');
      },
      { keepFailed: true },
    );
    const failed = await queue.enqueue(name, { n: 1 });
    const completed = await queue.enqueue(name, { n: 2 });
    const states = async () =>
      Object.fromEntries(
        (
          await rowsOf<{ id: string; state: string }>(`select id, state::text from pgboss.job where name = '${name}'`)
        ).map((row) => [row.id, row.state]),
      );
    await waitFor(async () => {
      const now = await states();
      return now[failed!] === 'failed' && now[completed!] === 'completed';
    }, patient(15_000));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The maintenance, due at once: it deletes the finished jobs that were not kept.
    await queue.boss
      .getDb()
      .executeSql(`update pgboss.queue set maintain_on = now() - interval '2 days' where name = $1`, [name]);
    await queue.boss.supervise(name);
    expect(await states(), broken('deletes finished jobs otherwise (deletion_seconds, maintain_on)')).toEqual({
      [failed!]: 'failed',
    });
    expect((await queue.failedJobs(name, 10)).map((job) => job.id)).toEqual([failed]);

    expect(await queue.dismissFailed(name, [{ n: 1 }, { n: 3 }])).toBe(1);
    expect(await queue.failedJobs(name, 10)).toEqual([]);
    expect(await queue.dismissFailed(name, [{ n: 1 }])).toBe(0);
  });

  it('fills its queue cache through cacheQueue, after which a send looks nothing up on its own connection', async () => {
    const name = 'fence-cached';
    const boss = queue.boss;
    // Where a send in a transaction runs its insert: the app's database, not the boss's connection.
    const elsewhere = driverClient(database.handle.db);
    const send = () =>
      boss.send(name, { n: 1 }, { db: { executeSql: (text, values) => elsewhere.query(text, values ?? []) } });
    /** The statements naming the queue that `work` runs on the boss's own connection. */
    const onBossConnection = async (work: () => Promise<unknown>) => {
      const db = boss.getDb();
      const spy = vi.spyOn(db, 'executeSql');
      try {
        await work();
        return spy.mock.calls.filter(([, values]) => JSON.stringify(values ?? []).includes(name)).length;
      } finally {
        spy.mockRestore();
      }
    };
    await boss.createQueue(name);
    await boss.updateQueue(name, { retryLimit: 1 });
    expect(
      await onBossConnection(send),
      broken('no longer looks a queue up on its own connection at the first send after updateQueue'),
    ).toBeGreaterThan(0);
    await boss.updateQueue(name, { retryLimit: 2 });
    await cacheQueue(boss, name);
    expect(
      await onBossConnection(send),
      broken('no longer fills its queue cache when getJobById names the queue'),
    ).toBe(0);
  });
});
