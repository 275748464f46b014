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
