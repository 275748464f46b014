/**
 * PASS_LOOKUP=email: a lookup only enqueues this job with the address it was given, whether anyone
 * registered with it or not, so the answer and the work before it are the same for every address.
 * The job finds the pass the lookup would have shown and queues its e-mail; for an unknown address
 * it does nothing. Done jobs are deleted after an hour (they hold an address someone typed).
 */
import type { Database } from '../../platform/db/client.ts';
import type { JobQueue, QueueDefinition } from '../../platform/queue.ts';
import { enqueuePassEmail } from '../passes/pass-email.job.ts';
import { choosePass, withPass } from './pass-choice.ts';
import { findRegistrationsByEmail } from './registrations.repository.ts';

export const PASS_LOOKUP_QUEUE: QueueDefinition = {
  name: 'pass-lookup',
  options: { retryLimit: 8, retryDelay: 2, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 3600 },
};

export interface PassLookupJob {
  email: string;
}

export function enqueuePassLookup(queue: JobQueue, email: string) {
  return queue.enqueue(PASS_LOOKUP_QUEUE.name, { email } satisfies PassLookupJob);
}

export function passLookupHandler(deps: { db: Database; queue: JobQueue; now: () => Date }) {
  return async ({ email }: PassLookupJob): Promise<void> => {
    const chosen = choosePass(withPass(await findRegistrationsByEmail(deps.db, email)), deps.now());
    if (chosen) await enqueuePassEmail(deps.queue, chosen.registration.id);
  };
}
