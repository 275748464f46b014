/**
 * Fence around pg-boss 12.35.0's queue cache and its job table (contract: pg-boss.test.ts; why fenced:
 * docs/decisions/014-library-fences.md).
 *
 * Relied on beyond pg-boss's documented API:
 * - *Its queue cache.* A call that names a queue (`send`, `getJobById`, …) looks the queue up on the
 *   boss's own connection the first time and keeps it; `createQueue` and `updateQueue` drop it.
 *   `cacheQueue` fills it ahead of time (docs/decisions/012-hot-paths.md).
 * - *Its table `pgboss.job`*: the columns `id`, `name`, `data`, `state`, `output`, `created_on` and
 *   `completed_on`, the state 'failed' for a job that used up its retries, and the failing worker's
 *   `{ message }` as that job's output. pg-boss offers no query for "failed and not enqueued again".
 * - *Its deletion of finished jobs*: a job's own `deletion_seconds` (copied from its queue when the job
 *   is made, and kept when a try fails) is how long after it finished the maintenance deletes it, 0
 *   meaning never; `retry_count` reaches `retry_limit` on a job's last try. A queue's
 *   `deleteAfterSeconds` applies to completed and failed jobs alike: a failed job is kept by setting
 *   its own to 0 on its last try, while completed ones are still deleted.
 */
import type { PgBoss } from 'pg-boss';

export interface FailedJob<T> {
  id: string;
  data: T;
  /** The last try's error message. */
  error: string;
  failedAt: Date;
}

const NO_JOB_ID = '00000000-0000-0000-0000-000000000000';

/**
 * pg-boss looks a queue up on its first send and caches it; an update empties that cache. On PGlite
 * that lookup, inside a registration's transaction, would wait for the transaction: look it up now
 * (any call by queue name does; this one reads no job).
 */
export async function cacheQueue(boss: PgBoss, name: string): Promise<void> {
  await boss.getJobById(name, NO_JOB_ID);
}

/**
 * Jobs of `name` that used up their retries and were not enqueued again since with the same data,
 * newest failure first.
 */
export async function findFailedJobs<T>(boss: PgBoss, name: string, limit: number): Promise<FailedJob<T>[]> {
  const result = await boss.getDb().executeSql(
    `select j.id, j.data, j.output ->> 'message' as error, j.completed_on as failed_at
       from pgboss.job j
      where j.name = $1 and j.state = 'failed'
        and not exists (select 1 from pgboss.job k
                         where k.name = j.name and k.data = j.data and k.created_on > j.created_on)
      order by j.completed_on desc
      limit $2`,
    [name, limit],
  );
  const rows = result.rows as { id: string; data: T; error: string | null; failed_at: Date | string }[];
  return rows.map((row) => ({
    id: row.id,
    data: row.data,
    error: row.error ?? 'Unknown error',
    failedAt: new Date(row.failed_at),
  }));
}

/**
 * Of the jobs `ids` (a worker's failed tries), those on their last try are kept when they fail: the
 * maintenance never deletes them (until `deleteFailedJobs`). A job's other tries are left alone.
 */
export async function keepIfLastTry(boss: PgBoss, ids: string[]): Promise<void> {
  await boss.getDb().executeSql(
    `update pgboss.job set deletion_seconds = 0
      where id in (select value::uuid from jsonb_array_elements_text($1::jsonb))
        and retry_count >= retry_limit and deletion_seconds <> 0`,
    [JSON.stringify(ids)],
  );
}

/** Every job of `name` that failed already is kept (those failed before `keepIfLastTry` was used). */
export async function keepFailedJobs(boss: PgBoss, name: string): Promise<void> {
  await boss
    .getDb()
    .executeSql(
      `update pgboss.job set deletion_seconds = 0 where name = $1 and state = 'failed' and deletion_seconds <> 0`,
      [name],
    );
}

/** Deletes the failed jobs of `name` whose data hold any of `data`; how many of `data` had one. */
export async function deleteFailedJobs(boss: PgBoss, name: string, data: object[]): Promise<number> {
  const result = await boss.getDb().executeSql(
    `with wanted as (select value from jsonb_array_elements($2::jsonb)),
     deleted as (
       delete from pgboss.job j
        where j.name = $1 and j.state = 'failed' and exists (select 1 from wanted w where j.data @> w.value)
        returning j.data)
     select count(*)::int as dismissed from wanted w where exists (select 1 from deleted d where d.data @> w.value)`,
    [name, JSON.stringify(data)],
  );
  return (result.rows[0] as { dismissed: number } | undefined)?.dismissed ?? 0;
}
