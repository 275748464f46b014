/**
 * Pass e-mails that exhausted their retries (SMTP refused for hours): listed for organisers, who can
 * send them again once the mail server is back. Sending again enqueues a fresh job, which takes the
 * registration off the list (the queue lists only failures not retried since). A failure stays
 * listed until then, or until an organiser dismisses it (the queue keeps failed jobs: passes.module.ts).
 */
import type { UndeliveredPass } from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { notFound, spokenAnswer } from '../../platform/http/errors.ts';
import type { Budget } from '../../platform/http/rate-limits.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { enqueuePassEmail, PASS_EMAIL_QUEUE_NAME, type PassEmailJob } from './pass-email.job.ts';
import { findPassRecipients } from './pass-email.repository.ts';
import { ORGANISER_SENDS_PER_HOUR, organiserSendsRefused } from './pass-email-budgets.ts';

const LIST_LIMIT = 500;

export async function listUndeliveredPasses(db: Database, queue: JobQueue): Promise<UndeliveredPass[]> {
  const failed = await queue.failedJobs<PassEmailJob>(PASS_EMAIL_QUEUE_NAME, LIST_LIMIT);
  const found = await findPassRecipients(
    db,
    failed.map((job) => job.data.registrationId),
  );
  const byId = new Map(found.map((row) => [row.registration.id, row]));
  const items: UndeliveredPass[] = [];
  for (const job of failed) {
    const row = byId.get(job.data.registrationId);
    // Deleted with its event since: nobody is waiting for that e-mail any more.
    if (!row) continue;
    items.push({
      registrationId: row.registration.id,
      name: row.registration.name,
      email: row.registration.email,
      eventId: row.event.id,
      eventName: row.event.name,
      error: job.error,
      failedAt: job.failedAt.toISOString(),
    });
  }
  return items;
}

/**
 * Queues the pass e-mails again: 404 (and nothing queued) when one of the registrations is gone. A
 * pass already sent again ORGANISER_SENDS_PER_HOUR times in the hour is left out; 429 when that
 * leaves nothing to send.
 */
export async function resendUndeliveredPasses(
  db: Database,
  queue: JobQueue,
  registrationIds: string[],
  organiserSends: Budget,
  audit: AuditContext,
): Promise<{ queued: number; heldBack: number }> {
  const ids = [...new Set(registrationIds)];
  const found = await findPassRecipients(db, ids);
  if (found.length !== ids.length) {
    throw notFound('registrations_gone');
  }
  const allowed: string[] = [];
  let retryAfterSeconds = 0;
  for (const id of ids) {
    const use = await organiserSends.take(id);
    if (use.allowed) allowed.push(id);
    else retryAfterSeconds = Math.max(retryAfterSeconds, use.retryAfterSeconds);
  }
  if (allowed.length === 0) {
    throw organiserSendsRefused(retryAfterSeconds, ids.length);
  }
  await db.transaction(async (tx) => {
    for (const id of allowed) await enqueuePassEmail(queue, id, tx);
    await recordAudit(tx, audit, {
      action: 'pass.resend_undelivered',
      targetType: 'pass_emails',
      changes: { registrationIds: allowed, heldBack: ids.length - allowed.length },
    });
  });
  // The failures the new jobs replace are kept no longer (the list already skips them).
  await dismissFailedPassEmails(queue, allowed);
  return { queued: allowed.length, heldBack: ids.length - allowed.length };
}

/** The answer of "Send again": how many were queued, and how many held back by their budget. */
export function resentAnswer(queued: number, heldBack: number) {
  return heldBack === 0
    ? spokenAnswer('passes_requeued', { queued })
    : spokenAnswer('passes_requeued_held_back', { queued, heldBack, max: ORGANISER_SENDS_PER_HOUR });
}

export const resentMessage = (queued: number, heldBack: number): string => resentAnswer(queued, heldBack).message;

/** Takes these registrations off the list without sending their passes: the organiser saw to them. */
export async function dismissUndeliveredPasses(
  db: Database,
  queue: JobQueue,
  registrationIds: string[],
  audit: AuditContext,
) {
  const ids = [...new Set(registrationIds)];
  const dismissed = await dismissFailedPassEmails(queue, ids);
  // pg-boss's own statements: the entry follows them (decision 025).
  if (dismissed > 0) {
    await recordAudit(db, audit, {
      action: 'pass.dismiss_undelivered',
      targetType: 'pass_emails',
      changes: { registrationIds: ids, dismissed },
    });
  }
  return spokenAnswer('passes_dismissed', { dismissed });
}

const dismissFailedPassEmails = (queue: JobQueue, registrationIds: string[]) =>
  queue.dismissFailed<PassEmailJob>(
    PASS_EMAIL_QUEUE_NAME,
    registrationIds.map((registrationId) => ({ registrationId })),
  );
