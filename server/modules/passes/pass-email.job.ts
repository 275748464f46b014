/**
 * The durable job that sends a registration's pass e-mail (or, for a registration on the event's
 * waiting list, the note of its place in line: issue 30). Enqueued in the same transaction as the
 * registration (so a committed registration always has its job) and retried with backoff while SMTP
 * fails; after the last try the job stays visibly failed in the queue.
 */
import { localizedTexts } from '../../../common/event-texts.ts';
import { DEFAULT_LOCALE, isLocale } from '../../../common/i18n/locales.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import type { JobQueue, QueueDefinition } from '../../platform/queue.ts';
import { getSetting, SUPPORT_EMAIL_KEY } from '../settings/settings.repository.ts';
import { findPassRecipient } from './pass-email.repository.ts';
import type { PassEmailInput } from './pass-email.ts';
import type { PassUrl } from './pass-link.ts';
import type { RegistrationUrl } from './registration-link.ts';

export const PASS_EMAIL_QUEUE_NAME = 'pass-email';

/**
 * About 2 s, 4 s, 8 s… up to 10 minutes between tries: with the default 16 retries, well over two
 * hours of SMTP trouble in all. After the last one the e-mail is listed as undelivered.
 */
export function passEmailQueue(retries: number): QueueDefinition {
  return {
    name: PASS_EMAIL_QUEUE_NAME,
    options: { retryLimit: retries, retryDelay: 2, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 60 },
  };
}

/**
 * A pass e-mail waits at most this long for a lull in requests (a registration rush is answered
 * first); well inside the queue's 60 s lease.
 */
export const PASS_EMAIL_MAX_WAIT_MS = 20_000;

export interface PassEmailJob {
  registrationId: string;
  /**
   * `cancelled`: the confirmation of a cancellation (issue 30 item 2), `before` it was what it was
   * (the e-mail says "you left the waiting list" for one that waited). `offered`: "A place is yours"
   * (issue 30 item 3), while the offer stands. Without: the registration's e-mail as it stands (the
   * pass, or the waiting list's note); none once it is cancelled.
   */
  mail?: 'cancelled' | 'offered';
  before?: 'registered' | 'waiting' | 'offered';
}

export function enqueuePassEmail(queue: JobQueue, registrationId: string, tx?: Executor) {
  return queue.enqueue(PASS_EMAIL_QUEUE_NAME, { registrationId } satisfies PassEmailJob, { tx });
}

/** A cancellation's confirmation e-mail, on the pass e-mails' queue (retried, listed when undelivered). */
export function enqueueCancellationEmail(
  queue: JobQueue,
  registrationId: string,
  tx?: Executor,
  before: NonNullable<PassEmailJob['before']> = 'registered',
) {
  return queue.enqueue(PASS_EMAIL_QUEUE_NAME, { registrationId, mail: 'cancelled', before } satisfies PassEmailJob, {
    tx,
  });
}

/** "A place is yours" to each of these (issue 30 item 3), in one statement, on the pass e-mails' queue. */
export function enqueueOfferEmails(queue: JobQueue, registrationIds: string[], tx?: Executor) {
  const jobs = registrationIds.map((registrationId) => ({ registrationId, mail: 'offered' }) satisfies PassEmailJob);
  return queue.enqueueMany(PASS_EMAIL_QUEUE_NAME, jobs, { tx });
}

export interface PassEmailWorkerDeps {
  db: Database;
  /** Renders the e-mail and sends it: on the pass e-mails' thread (pass-email.thread.ts). */
  send: (input: PassEmailInput) => Promise<unknown>;
  passUrl: PassUrl;
  /** The visitor's own page (registration-link.ts): in every e-mail. */
  registrationUrl: RegistrationUrl;
  timezone: string;
}

/** Reads what the e-mail says (here, on the database); the thread renders and sends it. */
export function passEmailHandler(deps: PassEmailWorkerDeps) {
  return async (job: PassEmailJob): Promise<void> => {
    const found = await findPassRecipient(deps.db, job.registrationId);
    // The registration was removed with its event since: there is nobody to write to.
    if (!found) return;
    const { registration, event } = found;
    const cancelled = registration.status === 'cancelled' && registration.cancelledAt;
    // A cancellation's confirmation goes to a cancelled registration only; a pass never does.
    if ((job.mail === 'cancelled') !== Boolean(cancelled)) return;
    // An offer's e-mail goes while the offer stands (not once claimed, declined or expired).
    const offered = registration.status === 'offered' && registration.offeredUntil;
    if ((job.mail === 'offered') !== Boolean(offered)) return;
    const locale = isLocale(registration.locale) ? registration.locale : DEFAULT_LOCALE;
    await deps.send({
      registration: {
        id: registration.id,
        name: registration.name,
        email: registration.email,
        qrCode: registration.qrCode,
      },
      // The event's texts in the visitor's language where written (issue 31).
      event: {
        id: event.id,
        ...localizedTexts(
          { name: event.name, description: event.description, translations: event.translations },
          locale,
        ),
        startDate: event.startDate,
        endDate: event.endDate,
      },
      passUrl: deps.passUrl(registration.id, event.endDate),
      registrationUrl: deps.registrationUrl(registration.id, event.endDate),
      timezone: deps.timezone,
      locale,
      supportEmail: await getSetting(deps.db, SUPPORT_EMAIL_KEY),
      // On the waiting list (issue 30): no pass yet, the note of its place in line instead.
      ...(registration.status === 'waiting' && registration.waitingPosition !== null
        ? { waiting: { position: registration.waitingPosition } }
        : {}),
      ...(cancelled
        ? {
            cancelled: {
              at: cancelled,
              by: registration.cancelledBy ?? 'visitor',
              reason: registration.cancelReason,
              before: job.before ?? 'registered',
            },
          }
        : {}),
      ...(offered ? { offered: { until: offered } } : {}),
    });
  };
}
