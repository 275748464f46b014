/** The spreadsheet calls of the event page (SPEC sections 7 and 8): link, check, sync now, and status. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOT_A_SHEETS_LINK_MESSAGE,
  SHEETS_URL_MAX_LENGTH,
  SHEETS_URL_TOO_LONG_MESSAGE,
  spreadsheetIdFromUrl,
} from '../../../common/sheet-url.ts';
import type { Database } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { type AdminRouteGuards, adminScope } from '../../platform/http/guards.ts';
import { hasEnded } from '../events/event-status.ts';
import { requireEvent } from '../events/events.routes.ts';
import * as repo from './sheets.repository.ts';
import { NOT_CONFIGURED_MESSAGE, type SheetsSync } from './sheets-sync.ts';

export interface SheetsDeps extends AdminRouteGuards {
  db: Database;
  now: () => Date;
  sheets: SheetsSync;
}

const idParams = z.object({ id: z.string().max(100) });

const sheetsUrlInput = z.object({
  sheetsUrl: z
    .string({ error: 'sheetsUrl is required (an empty string removes the link)' })
    .trim()
    .max(SHEETS_URL_MAX_LENGTH, SHEETS_URL_TOO_LONG_MESSAGE)
    .refine((value) => value === '' || spreadsheetIdFromUrl(value) !== null, {
      message: NOT_A_SHEETS_LINK_MESSAGE,
    }),
});

const sheetsTestQuery = z.object({
  sheetsUrl: z.string().max(SHEETS_URL_MAX_LENGTH, SHEETS_URL_TOO_LONG_MESSAGE).optional(),
});

/** A "sync now" waits this long for a background sync of the same event to finish first. */
const SYNC_NOW_LEASE_WAIT_MS = 20_000;

export const sheetsRoutes: FastifyPluginAsyncZod<SheetsDeps> = async (app, deps) => {
  const { db, sheets } = deps;

  async function linkStatus(eventId: string) {
    const link = await repo.findSheetsLink(db, eventId);
    if (!link) throw notFound('Event not found.');
    return {
      sheetsUrl: link.sheetsUrl ?? '',
      lastSyncedAt: link.lastSyncedAt?.toISOString() ?? null,
      lastError: link.lastError,
    };
  }

  adminScope(app, deps, (admin) => {
    admin.get('/api/admin/config/service-account', async () => ({
      email: sheets.serviceAccountEmail,
      configured: sheets.configured,
      ...(sheets.configured ? {} : { message: NOT_CONFIGURED_MESSAGE }),
    }));

    admin.get('/api/admin/config/sheets-test', { schema: { querystring: sheetsTestQuery } }, async (request) =>
      sheets.check(request.query.sheetsUrl),
    );

    admin.get('/api/admin/events/:id/sheets-url', { schema: { params: idParams } }, async (request) => {
      const event = await requireEvent(db, request.params.id);
      return linkStatus(event.id);
    });

    admin.put(
      '/api/admin/events/:id/sheets-url',
      { schema: { params: idParams, body: sheetsUrlInput } },
      async (request) => {
        const event = await requireEvent(db, request.params.id);
        if (hasEnded(event, deps.now())) throw conflict('This event has ended and can no longer be changed.');
        const sheetsUrl = request.body.sheetsUrl || null;
        await repo.saveSheetsUrl(db, event.id, sheetsUrl);
        if (sheetsUrl) await sheets.schedule(event.id, 0);
        return linkStatus(event.id);
      },
    );

    admin.post('/api/admin/events/:id/sheets-sync', { schema: { params: idParams } }, async (request) => {
      const event = await requireEvent(db, request.params.id);
      if (!sheets.configured) throw conflict(NOT_CONFIGURED_MESSAGE);
      if (!event.sheetsUrl) throw conflict('Link a Google Sheet to this event first.');
      const outcome = await sheets.run(event.id, { waitForLeaseMs: SYNC_NOW_LEASE_WAIT_MS });
      if (outcome.status === 'skipped') throw conflict(outcome.reason);
      return {
        message: `Google Sheets updated: ${plural(outcome.exhibits, 'exhibit')} and ${plural(outcome.registrations, 'registration')}.`,
        syncedAt: outcome.syncedAt.toISOString(),
      };
    });
  });
};

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
