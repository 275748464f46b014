/** Public registration, pass lookup and resend; the organiser's registration list (SPEC section 7). */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailParamSchema,
  type RegistrationLookup,
  registerInputSchema,
  resendInputSchema,
} from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import { type Database, isUniqueViolation } from '../../platform/db/client.ts';
import { conflict, HttpError, notFound } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import type { RouteRateLimit } from '../../platform/http/rate-limits.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { hasEnded } from '../events/event-status.ts';
import { requireEvent } from '../events/events.routes.ts';
import { qrDataUrl } from '../passes/qr-image.ts';
import type { QrTokens } from '../passes/qr-token.ts';
import { choosePass } from './pass-choice.ts';
import { enqueuePassEmail } from './pass-email.job.ts';
import * as repo from './registrations.repository.ts';

export interface RegistrationsDeps extends AdminRouteGuards {
  db: Database;
  queue: JobQueue;
  tokens: QrTokens;
  now: () => Date;
  rateLimit: RouteRateLimit;
  /** How many pass e-mails one address may ask to be resent per hour (0: no limit). */
  resendsPerHour: number;
  changes: ChangeFeed;
}

const NOT_FOUND_MESSAGE = "We couldn't find a registration with that email address.";

export const registrationsRoutes: FastifyPluginAsyncZod<RegistrationsDeps> = async (app, deps) => {
  const { db, now } = deps;
  const rateLimitConfig = { rateLimit: deps.rateLimit };

  async function findPass(email: string) {
    const chosen = choosePass(await repo.findRegistrationsByEmail(db, email), now());
    if (!chosen) throw notFound(NOT_FOUND_MESSAGE);
    return chosen;
  }

  app.post(
    '/api/register',
    { schema: { body: registerInputSchema }, config: rateLimitConfig },
    async (request, reply) => {
      const { eventId, ...visitor } = request.body;
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
            qrCode: deps.tokens.sign(id),
          });
          await enqueuePassEmail(deps.queue, id, tx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict('This email address is already registered for this event. Use My Pass to find your pass.');
        }
        throw error;
      }
      deps.changes.eventChanged(event.id);
      return reply.status(201).send({ eventName: event.name });
    },
  );

  app.get(
    '/api/registration/:email',
    { schema: { params: emailParamSchema }, config: rateLimitConfig },
    async (request): Promise<RegistrationLookup> => {
      const { registration, event } = await findPass(request.params.email);
      return {
        name: registration.name,
        email: registration.email,
        createdAt: registration.createdAt.toISOString(),
        qrCode: await qrDataUrl(registration.qrCode),
        event: { name: event.name, startDate: event.startDate.toISOString(), endDate: event.endDate.toISOString() },
      };
    },
  );

  const resendLimit =
    deps.resendsPerHour > 0 && deps.rateLimit !== false
      ? app.createRateLimit({
          max: deps.resendsPerHour,
          timeWindow: '1 hour',
          keyGenerator: (request) =>
            `resend:${String((request.body as { email?: unknown })?.email)
              .trim()
              .toLowerCase()}`,
        })
      : null;

  app.post(
    '/api/registration/resend',
    { schema: { body: resendInputSchema }, config: rateLimitConfig },
    async (request) => {
      const { registration } = await findPass(request.body.email);
      if (resendLimit) {
        const limit = await resendLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          throw new HttpError(
            429,
            'This pass was sent several times already. Please check your inbox and spam folder, or try again in an hour.',
          );
        }
      }
      await enqueuePassEmail(deps.queue, registration.id);
      return { message: `QR code sent to ${registration.email}.` };
    },
  );

  adminScope(app, deps, (admin) => {
    admin.get('/api/admin/registrations', async () => repo.listRegistrations(db));
  });
};
