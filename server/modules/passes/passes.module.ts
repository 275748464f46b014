/**
 * The pass: its QR token and e-mail link (signed with the app secret), its e-mail (a job) and how often
 * it may be sent on request, and the organisers' list of e-mails that were not delivered.
 */
import type { Budget } from '../../platform/http/rate-limits.ts';
import type { MailerOptions } from '../../platform/mail.ts';
import { besideModule } from '../../platform/worker-thread.ts';
import type { AppPlatform, AppServer } from '../module.ts';
import {
  PASS_EMAIL_MAX_WAIT_MS,
  PASS_EMAIL_QUEUE_NAME,
  type PassEmailJob,
  passEmailHandler,
  passEmailQueue,
} from './pass-email.job.ts';
import type { PassEmailInput } from './pass-email.ts';
import { HOUR_MS, ORGANISER_SENDS_PER_HOUR, VISITOR_SENDS_PER_HOUR } from './pass-email-budgets.ts';
import { createPassLinkTokens, createPassUrl, type PassLinkTokens, type PassUrl } from './pass-link.ts';
import { createQrTokens, type QrTokens } from './qr-token.ts';
import {
  createRegistrationLinkTokens,
  createRegistrationUrl,
  type RegistrationLinkTokens,
  type RegistrationUrl,
} from './registration-link.ts';
import { undeliveredPassesRoutes } from './undelivered-passes.routes.ts';

/** What registrations, the check-in and the offline door take of the pass. */
export interface PassesServices {
  tokens: QrTokens;
  linkTokens: PassLinkTokens;
  /** The visitor's own page's link (issue 30 item 2): its tokens, and its address as e-mails give it. */
  registrationLinkTokens: RegistrationLinkTokens;
  registrationUrl: RegistrationUrl;
  /** Pass e-mails a visitor may ask for, per address. */
  visitorSends: Budget;
  /** Pass e-mails organisers may send again, per registration (the door's resend and the undelivered list). */
  organiserSends: Budget;
  /** The pass link an e-mail carries (pass-link.ts): the reminders' too. */
  passUrl: PassUrl;
}

export async function registerPasses(app: AppServer, platform: AppPlatform): Promise<PassesServices> {
  const { config, db, queue, secrets, guards } = platform;
  const tokens = createQrTokens(secrets.current, secrets.previous);
  const linkTokens = createPassLinkTokens(secrets.current);
  const passUrl = createPassUrl({
    mode: config.passLookup,
    publicUrl: config.publicUrl,
    tokens: linkTokens,
    now: platform.now,
  });
  const registrationLinkTokens = createRegistrationLinkTokens(secrets.current, secrets.previous);
  const registrationUrl = createRegistrationUrl({
    publicUrl: config.publicUrl,
    tokens: registrationLinkTokens,
    now: platform.now,
  });
  await queue.define(passEmailQueue(config.passEmailRetries));
  if (platform.workers) {
    const thread = platform.thread<PassEmailInput, { file?: string }>(
      besideModule(import.meta.url, 'pass-email.thread'),
      {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        mailDir: `${config.dataDir}/mail`,
      } satisfies Omit<MailerOptions, 'onFileWritten'>,
    );
    const send = async (input: PassEmailInput) => {
      const { file } = await thread.run(input);
      if (file) platform.log.info({ file }, 'e-mail written to file (SMTP_URL is not set)');
    };
    await queue.work<PassEmailJob>(
      PASS_EMAIL_QUEUE_NAME,
      passEmailHandler({ db, send, passUrl, registrationUrl, timezone: config.timezone }),
      // An e-mail given up on stays listed for organisers until sent again or dismissed.
      {
        yieldTo: platform.requestLoad,
        maxWaitMs: PASS_EMAIL_MAX_WAIT_MS,
        keepFailed: true,
        concurrency: config.passEmailConcurrency,
      },
    );
  }
  const visitorSends = platform.budget('visitor-sends', VISITOR_SENDS_PER_HOUR, HOUR_MS);
  const organiserSends = platform.budget('organiser-sends', ORGANISER_SENDS_PER_HOUR, HOUR_MS);
  await app.register(undeliveredPassesRoutes, { db, queue, organiserSends, ...guards });
  return { tokens, linkTokens, registrationLinkTokens, registrationUrl, visitorSends, organiserSends, passUrl };
}
