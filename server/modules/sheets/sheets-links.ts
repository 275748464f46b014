/** An event's link to its Google Sheet: its status, changing it, and a sync the organiser waits for. */
import type { Database } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { hasEnded } from '../events/event-status.ts';
import { requireEvent } from '../events/events.service.ts';
import * as repo from './sheets.repository.ts';
import type { SheetsSync } from './sheets-sync.ts';

/** A "sync now" waits this long for a background sync of the same event to finish first. */
const SYNC_NOW_LEASE_WAIT_MS = 20_000;
/** How long a "sync now" writes before it leaves the rest to the background (a large event's rewrite). */
const SYNC_NOW_BUDGET_MS = 15_000;

export interface SheetsLinksDeps {
  db: Database;
  now: () => Date;
  sheets: SheetsSync;
}

export function createSheetsLinks({ db, now, sheets }: SheetsLinksDeps) {
  async function linkStatus(eventId: string) {
    const link = await repo.findSheetsLink(db, eventId);
    if (!link) throw notFound('event_not_found');
    return {
      sheetsUrl: link.sheetsUrl ?? '',
      lastSyncedAt: link.lastSyncedAt?.toISOString() ?? null,
      lastError: link.lastError,
      ...(link.notice ? { notice: link.notice } : {}),
    };
  }

  return {
    async status(eventId: string) {
      const event = await requireEvent(db, eventId);
      return linkStatus(event.id);
    },

    /** Links a sheet (and writes it at once), or removes the link with null. */
    async save(eventId: string, sheetsUrl: string | null, audit: AuditContext) {
      const event = await requireEvent(db, eventId);
      if (hasEnded(event, now())) throw conflict('event_ended_locked');
      await db.transaction(async (tx) => {
        await repo.saveSheetsUrl(tx, event.id, sheetsUrl);
        await recordAudit(tx, audit, {
          action: 'sheet.link',
          targetType: 'event',
          targetId: event.id,
          targetName: event.name,
          eventId: event.id,
          changes: { sheetsUrl: { before: event.sheetsUrl ?? null, after: sheetsUrl } },
        });
      });
      if (sheetsUrl) await sheets.schedule(event.id, 0);
      return linkStatus(event.id);
    },

    async syncNow(eventId: string) {
      const event = await requireEvent(db, eventId);
      if (!sheets.configured) throw conflict('sheets_not_configured');
      if (!event.sheetsUrl) throw conflict('sheets_link_missing');
      const outcome = await sheets.run(event.id, {
        waitForLeaseMs: SYNC_NOW_LEASE_WAIT_MS,
        budgetMs: SYNC_NOW_BUDGET_MS,
      });
      if (outcome.status === 'skipped') throw conflict(outcome.code);
      return outcome;
    },
  };
}
