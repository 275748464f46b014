/**
 * The durable job that syncs one event's sheet. Jobs are keyed by event and the queue is `stately`:
 * at most one waiting and one running job per event, across instances. A change while a job waits
 * joins it (one sync for a burst of changes); a change while a job runs queues exactly one more.
 * A failed sync is retried with backoff; after the last try the job stays failed and the event's
 * last error stays visible on its page.
 */
import type { JobQueue, QueueDefinition } from '../../platform/queue.ts';

export const SHEETS_SYNC_QUEUE: QueueDefinition = {
  name: 'sheets-sync',
  // About 5 s, 10 s, 20 s… up to 10 minutes between tries: about half an hour of trouble in all.
  options: {
    policy: 'stately',
    retryLimit: 8,
    retryDelay: 5,
    retryBackoff: true,
    retryDelayMax: 600,
    // Waiting for the lease (20 s) plus a run (60 s, and the request under way then, at most 20 s); a
    // job whose instance died is retried once this has passed.
    expireInSeconds: 150,
  },
};

export interface SheetsSyncJob {
  eventId: string;
}

/** How long a job waits for a sync of the same event (a "Sync now") to finish before it tries again later. */
const LEASE_WAIT_MS = 20_000;
/**
 * How long one job writes before it hands the rest to the next (a sync of a large event is several
 * jobs, each continuing from the progress the last saved): other events' syncs get their turn, and
 * a job never outlives its lease.
 */
const JOB_BUDGET_MS = 60_000;

export function enqueueSheetsSync(queue: JobQueue, eventId: string, delaySeconds: number) {
  return queue.enqueue(SHEETS_SYNC_QUEUE.name, { eventId } satisfies SheetsSyncJob, {
    singletonKey: eventId,
    startAfter: delaySeconds,
  });
}

/** What the job needs of the sync (sheets-sync.ts), named here so the two files do not import each other. */
export interface SheetsSyncRunner {
  run(eventId: string, options: { waitForLeaseMs: number; budgetMs: number }): Promise<unknown>;
}

export function sheetsSyncHandler(sync: SheetsSyncRunner) {
  return async (job: SheetsSyncJob): Promise<void> => {
    await sync.run(job.eventId, { waitForLeaseMs: LEASE_WAIT_MS, budgetMs: JOB_BUDGET_MS });
  };
}
