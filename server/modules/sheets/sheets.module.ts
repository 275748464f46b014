/** An event's Google Sheet, kept in step with its registrations and check-ins by a job (decisions 007, 028). */
import type { AppPlatform, AppServer } from '../module.ts';
import { sheetsRoutes } from './sheets.routes.ts';
import { createSheetsClient } from './sheets-client.ts';
import { SHEETS_SYNC_QUEUE, type SheetsSyncJob, sheetsSyncHandler } from './sheets-sync.job.ts';
import { createSheetsSync } from './sheets-sync.ts';

export async function registerSheets(app: AppServer, platform: AppPlatform): Promise<void> {
  const { config, db, queue, now } = platform;
  const { serviceAccount, apiRoot, limits } = config.googleSheets;
  const sheets = createSheetsSync({
    db,
    queue,
    client:
      serviceAccount && createSheetsClient(serviceAccount, apiRoot, { requestsPerMinute: limits.requestsPerMinute }),
    limits,
    timezone: config.timezone,
    now,
    log: platform.log,
  });
  await queue.define(SHEETS_SYNC_QUEUE);
  if (platform.workers) await queue.work<SheetsSyncJob>(SHEETS_SYNC_QUEUE.name, sheetsSyncHandler(sheets));
  // The instance that made a change schedules the sync (the queue is shared by every instance).
  platform.changes.subscribe((change, { local }) => {
    if (local && change.eventId) return sheets.schedule(change.eventId);
  });
  await app.register(sheetsRoutes, { db, now, sheets, ...platform.guards });
}
