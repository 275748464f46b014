/** A visitor's registration and finding their pass again: the rules around the `registrations` table. */
import { randomUUID } from 'node:crypto';
import type { RegisterInput, RegistrationLookup } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import { type Database, isUniqueViolation } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { hasEnded } from '../events/event-status.ts';
import { requireEvent } from '../events/events.service.ts';
import { enqueuePassEmail } from '../passes/pass-email.job.ts';
import { qrDataUrl } from '../passes/qr-image.ts';
import type { QrTokens } from '../passes/qr-token.ts';
import { choosePass } from './pass-choice.ts';
import * as repo from './registrations.repository.ts';

export interface RegistrationsServiceDeps {
  db: Database;
  queue: JobQueue;
  tokens: QrTokens;
  now: () => Date;
  changes: ChangeFeed;
}

const NOT_FOUND_MESSAGE = "We couldn't find a registration with that email address.";
const ALREADY_REGISTERED_MESSAGE =
  'This email address is already registered for this event. Use My Pass to find your pass.';

export function createRegistrationsService({ db, queue, tokens, now, changes }: RegistrationsServiceDeps) {
  /** The pass the lookup shows for an address (pass-choice.ts), or a 404. */
  async function findPass(email: string) {
    const chosen = choosePass(await repo.findRegistrationsByEmail(db, email), now());
    if (!chosen) throw notFound(NOT_FOUND_MESSAGE);
    return chosen;
  }

  return {
    /** Registers a visitor; the registration and its pass e-mail's job are committed together. */
    async register({ eventId, ...visitor }: RegisterInput): Promise<{ eventName: string }> {
      const event = await requireEvent(db, eventId);
      if (hasEnded(event, now())) throw conflict('This event has ended; registration is closed.');
      const id = randomUUID();
      try {
        await db.transaction(async (tx) => {
          await repo.insertRegistration(tx, {
            id,
            eventId: event.id,
            ...visitor,
            phoneDigits: repo.digitsOnly(visitor.phone),
            qrCode: tokens.sign(id),
          });
          await enqueuePassEmail(queue, id, tx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ALREADY_REGISTERED_MESSAGE);
        throw error;
      }
      changes.publish({ kind: 'registration', eventId: event.id });
      return { eventName: event.name };
    },

    async lookup(email: string): Promise<RegistrationLookup> {
      const { registration, event } = await findPass(email);
      return {
        name: registration.name,
        email: registration.email,
        createdAt: registration.createdAt.toISOString(),
        qrCode: await qrDataUrl(registration.qrCode),
        event: { name: event.name, startDate: event.startDate.toISOString(), endDate: event.endDate.toISOString() },
      };
    },

    /** The registration whose pass a resend would send (the one the lookup shows), or a 404. */
    async findPassRegistration(email: string) {
      return (await findPass(email)).registration;
    },

    /** Queues the pass e-mail of a registration again; 404 when it is gone. */
    async resendPass(registrationId: string) {
      const registration = await repo.findRegistration(db, registrationId);
      if (!registration) throw notFound('Registration not found.');
      await enqueuePassEmail(queue, registration.id);
      return registration;
    },
  };
}

export type RegistrationsService = ReturnType<typeof createRegistrationsService>;
