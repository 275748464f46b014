/**
 * Finds the events whose reminders are due (common/reminders.ts) and claims their registrations a
 * batch at a time, each batch in one transaction with its e-mails' jobs (reminder-email.job.ts). Runs
 * on every instance, at start and every REMINDER_CHECK_SECONDS: the claim (`reminded_at`, rows another
 * instance is claiming skipped) makes each registration reminded once, whoever claims it, across
 * restarts too.
 */
import { REMINDER_HOURS_MAX, reminderDue, reminderHours, reminderMoment } from '../../../common/reminders.ts';
import type { Database } from '../../platform/db/client.ts';
import { startPeriodic } from '../../platform/periodic.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { REMINDER_EMAIL_QUEUE_NAME, type ReminderEmailJob } from './reminder-email.job.ts';
import { claimReminders, eventsStartingBetween } from './reminders.repository.ts';

/**
 * Registrations claimed (and jobs queued) per transaction: a statement's worth (platform/db/any-of.ts's
 * IDS_PER_STATEMENT), so a million-registration event never holds the database for long (on PGlite a
 * statement holds the process), and requests go first between batches.
 */
export const REMINDER_BATCH = 1000;

/** A batch waits at most this long for a lull in requests (as the pass e-mails do). */
const MAX_WAIT_MS = 5000;

export interface ReminderSchedulerDeps {
  db: Database;
  queue: JobQueue;
  now: () => Date;
  /** REMINDER_HOURS. */
  appHours: number;
  yieldTo?: { whenQuiet(maxWaitMs: number): Promise<void> };
  /** True once the app stops: the round ends after its batch (the rest is claimed at the next start). */
  stopping?: () => boolean;
}

/** One round: every due event's registrations still to remind are claimed and queued; how many. */
export async function queueDueReminders(deps: ReminderSchedulerDeps): Promise<number> {
  const now = deps.now();
  const until = new Date(now.getTime() + REMINDER_HOURS_MAX * 3_600_000);
  let queued = 0;
  for (const event of await eventsStartingBetween(deps.db, now, until)) {
    const hours = reminderHours(event.reminderHours, deps.appHours);
    if (!reminderDue(event.startDate, hours, now)) continue;
    const moment = reminderMoment(event.startDate, hours)!;
    for (;;) {
      if (deps.stopping?.()) return queued;
      await deps.yieldTo?.whenQuiet(MAX_WAIT_MS);
      const claimed = await deps.db.transaction(async (tx) => {
        const ids = await claimReminders(tx, event.id, moment, REMINDER_BATCH);
        const jobs = ids.map((registrationId) => ({ registrationId }) satisfies ReminderEmailJob);
        await deps.queue.enqueueMany(REMINDER_EMAIL_QUEUE_NAME, jobs, { tx });
        return ids.length;
      });
      queued += claimed;
      if (claimed < REMINDER_BATCH) break;
    }
  }
  return queued;
}

/** Runs `queueDueReminders` at once and every `everySeconds`, one round at a time; `stop` waits for a round. */
export function startReminderScheduler(
  deps: ReminderSchedulerDeps,
  everySeconds: number,
  log: { warn(o: object, m: string): void },
) {
  return startPeriodic('reminders', everySeconds, (stopping) => queueDueReminders({ ...deps, stopping }), log);
}
