/** The public exhibit check-in with QR data (SPEC section 7, /api/checkin). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CheckinResponse, checkinInputSchema } from '../../../common/schemas.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { RouteRateLimit } from '../../platform/http/rate-limits.ts';
import type { QrTokens } from '../passes/qr-token.ts';
import { refusalStatus } from './admission-rules.ts';
import { type CheckinResult, checkIn } from './checkin.service.ts';

export interface CheckinDeps {
  db: Database;
  tokens: QrTokens;
  now: () => Date;
  timezone: string;
  rateLimit: RouteRateLimit;
  changes: ChangeFeed;
}

export const INVALID_QR_MESSAGE = 'This QR code is not valid or has expired.';

export function timeFormatter(timezone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: timezone,
  });
  return (date: Date) => format.format(date);
}

export function refusal(result: Extract<CheckinResult, { ok: false }>): HttpError {
  return new HttpError(refusalStatus(result.reason), result.message, {
    reason: result.reason,
    ...(result.checkedInAt ? { checkedInAt: result.checkedInAt.toISOString() } : {}),
  });
}

export const checkinRoutes: FastifyPluginAsyncZod<CheckinDeps> = async (app, deps) => {
  const formatTime = timeFormatter(deps.timezone);

  app.post(
    '/api/checkin',
    { schema: { body: checkinInputSchema }, config: { rateLimit: deps.rateLimit } },
    async (request): Promise<CheckinResponse> => {
      const registrationId = deps.tokens.verify(request.body.qrData);
      if (!registrationId) throw new HttpError(400, INVALID_QR_MESSAGE, { reason: 'invalid' });
      const result = await checkIn(deps.db, {
        registrationId,
        exhibitId: request.body.exhibitId,
        now: deps.now(),
        formatTime,
      });
      if (!result.ok) throw refusal(result);
      deps.changes.eventChanged(result.registration.eventId);
      return { exhibit: result.exhibit, checkedInAt: result.checkedInAt.toISOString() };
    },
  );
};
