/**
 * The pass e-mails' thread (platform/worker-thread.ts): renders each e-mail (pass-email.ts: the QR
 * image, the calendar file; or the waiting list's note, waiting-list-email.ts; or a cancellation's
 * confirmation, cancellation-email.ts) and sends it through the mailer (SMTP, or an .eml file without SMTP_URL),
 * off the event loop that answers the door. The job (pass-email.job.ts) reads what goes in it.
 */
import { createMailer, type MailerOptions } from '../../platform/mail.ts';
import { serveOnThread, threadData } from '../../platform/worker-thread.ts';
import { buildCancellationEmail } from './cancellation-email.ts';
import { buildOfferEmail } from './offer-email.ts';
import { buildPassEmail, type PassEmailInput } from './pass-email.ts';
import { buildWaitingListEmail } from './waiting-list-email.ts';

const mailer = createMailer(threadData<MailerOptions>());

serveOnThread(
  async (input: PassEmailInput) =>
    mailer.send(
      input.cancelled
        ? buildCancellationEmail(input, { ...input.cancelled, at: new Date(input.cancelled.at) })
        : input.offered
          ? buildOfferEmail(input, new Date(input.offered.until))
          : input.waiting
            ? buildWaitingListEmail(input, input.waiting.position)
            : await buildPassEmail(input),
    ),
  () => mailer.close(),
);
