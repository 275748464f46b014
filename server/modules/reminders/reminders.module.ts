/**
 * Reminders (issue 30 item 4): an e-mail REMINDER_HOURS (or the event's own hours) before an event
 * starts to each registration with its place, once. Each instance running the workers looks for the
 * reminders due at start and every REMINDER_CHECK_SECONDS (reminder-scheduler.ts) and sends the
 * e-mails its queue gives it (reminder-email.job.ts) from its own thread.
 */
import type { MailerOptions } from '../../platform/mail.ts';
import { besideModule } from '../../platform/worker-thread.ts';
import type { AppPlatform, AppServer } from '../module.ts';
import type { PassesServices } from '../passes/passes.module.ts';
import {
  REMINDER_EMAIL_MAX_WAIT_MS,
  REMINDER_EMAIL_QUEUE_NAME,
  type ReminderEmailJob,
  reminderEmailHandler,
  reminderEmailQueue,
} from './reminder-email.job.ts';
import type { ReminderEmailInput } from './reminder-email.ts';
import { startReminderScheduler } from './reminder-scheduler.ts';

export async function registerReminders(
  app: AppServer,
  platform: AppPlatform,
  passes: Pick<PassesServices, 'passUrl' | 'registrationUrl'>,
): Promise<void> {
  const { config, db, queue } = platform;
  await queue.define(reminderEmailQueue(config.passEmailRetries));
  if (!platform.workers) return;
  const thread = platform.thread<ReminderEmailInput, { file?: string }>(
    besideModule(import.meta.url, 'reminder-email.thread'),
    {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailDir: `${config.dataDir}/mail`,
    } satisfies Omit<MailerOptions, 'onFileWritten'>,
  );
  const send = async (input: ReminderEmailInput) => {
    const { file } = await thread.run(input);
    if (file) platform.log.info({ file }, 'e-mail written to file (SMTP_URL is not set)');
  };
  await queue.work<ReminderEmailJob>(
    REMINDER_EMAIL_QUEUE_NAME,
    reminderEmailHandler({
      db,
      send,
      passUrl: passes.passUrl,
      registrationUrl: passes.registrationUrl,
      timezone: config.timezone,
      appHours: config.reminderHours,
    }),
    { yieldTo: platform.requestLoad, maxWaitMs: REMINDER_EMAIL_MAX_WAIT_MS, concurrency: config.passEmailConcurrency },
  );
  const scheduler = startReminderScheduler(
    { db, queue, now: platform.now, appHours: config.reminderHours, yieldTo: platform.requestLoad },
    config.reminderCheckSeconds,
    platform.log,
  );
  app.addHook('onClose', () => scheduler.stop());
}
