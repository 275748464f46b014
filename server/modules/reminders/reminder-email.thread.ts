/**
 * The reminder e-mails' thread (platform/worker-thread.ts): renders each reminder (reminder-email.ts:
 * the QR image) and sends it through the mailer (SMTP, or an .eml file without SMTP_URL), off the
 * event loop that answers the door. The job (reminder-email.job.ts) reads what goes in it.
 */
import { createMailer, type MailerOptions } from '../../platform/mail.ts';
import { serveOnThread, threadData } from '../../platform/worker-thread.ts';
import { buildReminderEmail, type ReminderEmailInput } from './reminder-email.ts';

const mailer = createMailer(threadData<MailerOptions>());

serveOnThread(
  async (input: ReminderEmailInput) => mailer.send(await buildReminderEmail(input)),
  () => mailer.close(),
);
