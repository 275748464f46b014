/**
 * Durable background jobs on the application's own database (pg-boss), on PostgreSQL and on PGlite.
 * A module enqueues through `enqueue` (inside its transaction, so the job commits with the data it is
 * about) and registers its handler through `work` (its <module>.module.ts). Safe with several instances.
 * What it relies on of pg-boss's internals (its queue cache, its job table) is in
 * library-internals/pg-boss.ts.
 */
import { fromPglite, type Job, PgBoss, type Queue } from 'pg-boss';
import { inBackground } from './background-work.ts';
import type { DatabaseHandle, Executor } from './db/client.ts';
import { driverClient } from './library-internals/drizzle-driver-client.ts';
import {
  cacheQueue,
  deleteFailedJobs,
  type FailedJob,
  findFailedJobs,
  keepFailedJobs,
  keepIfLastTry,
} from './library-internals/pg-boss.ts';

export type { FailedJob };

export interface QueueDefinition {
  name: string;
  options: Omit<Queue, 'name'>;
}

export interface EnqueueOptions {
  /** Enqueue inside this transaction: the job exists if and only if the transaction commits. */
  tx?: Executor;
  singletonKey?: string;
  startAfter?: number;
}

export interface JobQueue {
  define(definition: QueueDefinition): Promise<void>;
  enqueue(name: string, data: object, options?: EnqueueOptions): Promise<string | null>;
  /**
   * One job per data, all in one statement (pg-boss's `insert`: the queue's retry options, no
   * singleton): a batch of a thousand costs one round trip, not a thousand.
   */
  enqueueMany(name: string, data: object[], options?: { tx?: Executor; startAfter?: Date }): Promise<void>;
  work<T extends object>(
    name: string,
    handler: (data: T, job: Job<T>) => Promise<void>,
    options?: WorkOptions,
  ): Promise<void>;
  /**
   * Jobs of `name` that used up their retries and were not enqueued again since with the same data:
   * what still needs a person's attention, newest failure first.
   */
  failedJobs<T extends object>(name: string, limit: number): Promise<FailedJob<T>[]>;
  /** Removes the failed jobs of `name` with these data from `failedJobs`; how many data had one. */
  dismissFailed<T extends object>(name: string, data: T[]): Promise<number>;
  stop(): Promise<void>;
  boss: PgBoss;
}

export interface WorkOptions {
  /**
   * Work that can wait: before each batch, wait while the server is busy answering requests (at most
   * `maxWaitMs`, which must stay well inside the queue's `expireInSeconds`).
   */
  yieldTo?: { whenQuiet(maxWaitMs: number): Promise<void> };
  maxWaitMs?: number;
  /**
   * A job that fails its last try stays (in `failedJobs`) until it is dismissed or enqueued again;
   * otherwise pg-boss deletes it with the completed ones, 7 days after it finished.
   */
  keepFailed?: boolean;
  /** Jobs fetched and run at once by this instance (default 10). */
  concurrency?: number;
}

/**
 * How often expired jobs (their worker died mid-job, e.g. SIGKILL) are found and retried: with the
 * queues' short expirations, a crashed instance's jobs are picked up again within about a minute.
 */
const SUPERVISION = { superviseIntervalSeconds: 15, monitorIntervalSeconds: 15 };
/**
 * No cron schedules are used: without the scheduler pg-boss does not poll its cron queue every few
 * seconds. PGlite has no autovacuum (single-user mode), so pg-boss's check that vacuum keeps up
 * can only cost a statement that holds the one connection every monitor interval.
 */
const BACKGROUND = { schedule: false };
const PGLITE_BACKGROUND = { ...BACKGROUND, monitorVacuum: false };

export async function startQueue(
  handle: DatabaseHandle,
  log: { warn: (o: object, m: string) => void },
): Promise<JobQueue> {
  const boss =
    handle.kind === 'pglite'
      ? // LISTEN/NOTIFY through PGlite stalls the worker (seen with pg-boss 12.35): poll instead.
        new PgBoss({
          db: fromPglite(handle.pgliteClient!),
          backend: 'pglite',
          useListenNotify: false,
          ...SUPERVISION,
          ...PGLITE_BACKGROUND,
        })
      : new PgBoss({ ...poolOptions(handle), useListenNotify: true, ...SUPERVISION, ...BACKGROUND });
  boss.on('error', (error: Error) => log.warn({ err: error }, 'job queue error'));
  await boss.start();
  return {
    boss,
    async define(definition) {
      await boss.createQueue(definition.name, { notify: true, ...definition.options } as Omit<Queue, 'name'>);
      // An existing queue keeps its first options: apply today's settings (retries, say) to it.
      const { policy: _policy, partition: _partition, ...changeable } = definition.options;
      if (Object.keys(changeable).length > 0) await boss.updateQueue(definition.name, changeable);
      await cacheQueue(boss, definition.name);
    },
    async enqueue(name, data, options = {}) {
      return boss.send(name, data, {
        singletonKey: options.singletonKey,
        startAfter: options.startAfter,
        // The transaction's own client: pg-boss's drizzle adapter re-parses and rebuilds every statement.
        db: options.tx ? inTransaction(options.tx) : undefined,
      });
    },
    async enqueueMany(name, data, options = {}) {
      if (data.length === 0) return;
      await boss.insert(
        name,
        data.map((item) => ({ data: item, ...(options.startAfter ? { startAfter: options.startAfter } : {}) })),
        { db: options.tx ? inTransaction(options.tx) : undefined },
      );
    },
    async work<T extends object>(name: string, handler: (data: T, job: Job<T>) => Promise<void>, options = {}) {
      const { yieldTo, maxWaitMs = 0, keepFailed = false, concurrency = 10 }: WorkOptions = options;
      if (keepFailed) await keepFailedJobs(boss, name);
      // A batch runs in parallel; each job succeeds or fails (and is retried) on its own. NOTIFY wakes a
      // worker only for jobs runnable at once: a delayed job or a retry waits for the next poll, which
      // with NOTIFY on would otherwise come only every 30 s. After a full batch the next one is fetched
      // at once: without it a backlog (a registration rush) drained 10 jobs per poll, 5 e-mails a second.
      const polling = { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 2, burstWhenBatchFull: true };
      await boss.work<T>(name, { batchSize: concurrency, ...polling, perJobResults: true }, async (jobs) => {
        await yieldTo?.whenQuiet(maxWaitMs);
        // A job's queries are no request's (background-work.ts).
        const outcomes = await Promise.allSettled(jobs.map((job) => inBackground(name, () => handler(job.data, job))));
        const failed = jobs.filter((_job, index) => outcomes[index]!.status === 'rejected').map((job) => job.id);
        if (keepFailed && failed.length > 0) {
          await keepIfLastTry(boss, failed).catch((error: unknown) =>
            log.warn({ err: error }, 'failed jobs could not be marked to be kept: they are deleted after 7 days'),
          );
        }
        return outcomes.map((outcome, index) => ({
          id: jobs[index]!.id,
          status: outcome.status === 'fulfilled' ? ('completed' as const) : ('failed' as const),
          output: outcome.status === 'rejected' ? { message: errorMessage(outcome.reason) } : undefined,
        }));
      });
    },
    failedJobs: <T extends object>(name: string, limit: number) => findFailedJobs<T>(boss, name, limit),
    dismissFailed: (name, data) => deleteFailedJobs(boss, name, data),
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}

function inTransaction(tx: Executor) {
  const client = driverClient(tx);
  return { executeSql: (text: string, values?: unknown[]) => client.query(text, values ?? []) };
}

function poolOptions(handle: DatabaseHandle) {
  const options = handle.pool!.options as { connectionString?: string };
  return { connectionString: options.connectionString, max: 4 };
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
