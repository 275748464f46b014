/**
 * The durable job that sends one registration's reminder. Queued (a batch in one statement) in the
 * transaction that claims the registrations (reminder-scheduler.ts), so a claimed registration always
 * has its job; retried with backoff while SMTP fails, as the pass e-mail is.
 */
import { localizedTexts } from '../../../common/event-texts.ts';
import { DEFAULT_LOCALE, isLocale } from '../../../common/i18n/locales.ts';
import { getsReminder, reminderHours, reminderMoment } from '../../../common/reminders.ts';
import type { Database } from '../../platform/db/client.ts';
import type { QueueDefinition } from '../../platform/queue.ts';
import type { PassUrl } from '../passes/pass-link.ts';
import type { RegistrationUrl } from '../passes/registration-link.ts';
import { getSetting, SUPPORT_EMAIL_KEY } from '../settings/settings.repository.ts';
import type { ReminderEmailInput } from './reminder-email.ts';
import { findReminderRecipient } from './reminders.repository.ts';

export const REMINDER_EMAIL_QUEUE_NAME = 'reminder-email';

/** The pass e-mail's tries (PASS_EMAIL_RETRIES, 2 s doubling up to 10 minutes between them). */
export function reminderEmailQueue(retries: number): QueueDefinition {
  return {
    name: REMINDER_EMAIL_QUEUE_NAME,
    options: { retryLimit: retries, retryDelay: 2, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 60 },
  };
}

/** A reminder waits at most this long for a lull in requests; well inside the queue's 60 s lease. */
export const REMINDER_EMAIL_MAX_WAIT_MS = 20_000;

export interface ReminderEmailJob {
  registrationId: string;
}

export interface ReminderEmailWorkerDeps {
  db: Database;
  /** Renders the e-mail and sends it: on the reminders' thread (reminder-email.thread.ts). */
  send: (input: ReminderEmailInput) => Promise<unknown>;
  passUrl: PassUrl;
  /** The visitor's own page (passes/registration-link.ts), where a place is freed. */
  registrationUrl: RegistrationUrl;
  timezone: string;
  /** REMINDER_HOURS. */
  appHours: number;
}

export function reminderEmailHandler(deps: ReminderEmailWorkerDeps) {
  return async (job: ReminderEmailJob): Promise<void> => {
    const found = await findReminderRecipient(deps.db, job.registrationId);
    // Removed with its event since: nobody to write to.
    if (!found) return;
    const { registration, event, exhibits } = found;
    // Asked again as it goes: a registration that lost its place since it was claimed (a later status,
    // cancelled say), or an event whose reminders were turned off since, gets none.
    const moment = reminderMoment(event.startDate, reminderHours(event.reminderHours, deps.appHours));
    if (!moment || !getsReminder(registration, moment)) return;
    const passUrl = deps.passUrl(registration.id, event.endDate);
    const registrationUrl = deps.registrationUrl(registration.id, event.endDate);
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
      exhibits: exhibits.map((exhibit) => localizedTexts(exhibit, locale)),
      passUrl,
      // The visitor's own page, where "Cancel my registration" frees the place (decision 036).
      registrationUrl,
      freePlaceUrl: registrationUrl,
      timezone: deps.timezone,
      locale,
      supportEmail: await getSetting(deps.db, SUPPORT_EMAIL_KEY),
    });
  };
}
