/**
 * Pass e-mails that exhausted their retries (SMTP refused for hours): listed for organisers, who can
 * send them again once the mail server is back. Sending again enqueues a fresh job, which takes the
 * registration off the list (the queue lists only failures not retried since).
 */
import type { UndeliveredPass } from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { enqueuePassEmail, PASS_EMAIL_QUEUE_NAME, type PassEmailJob } from './pass-email.job.ts';
import { findPassRecipients } from './pass-email.repository.ts';

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

/** Queues the pass e-mails again, all or none: 404 when one of the registrations is gone. */
export async function resendUndeliveredPasses(db: Database, queue: JobQueue, registrationIds: string[]) {
  const ids = [...new Set(registrationIds)];
  const found = await findPassRecipients(db, ids);
  if (found.length !== ids.length) {
    throw notFound('Some of these registrations no longer exist. Reload the list and try again.');
  }
  await db.transaction(async (tx) => {
    for (const id of ids) await enqueuePassEmail(queue, id, tx);
  });
  return ids.length;
}
