/**
 * The offline door (decisions 027, 031): the copy of today's passes a door device keeps, refreshed by
 * deltas, and the admissions it made offline, synced through the one admission path (checkin/).
 */
import type { AppPlatform, AppServer } from '../module.ts';
import type { PassesServices } from '../passes/passes.module.ts';
import { doorOfflineRoutes } from './door-offline.routes.ts';
import { createDoorPassesService } from './door-passes.service.ts';
import { createDoorSyncService } from './door-sync.service.ts';

export async function registerDoorOffline(
  app: AppServer,
  platform: AppPlatform,
  passes: Pick<PassesServices, 'tokens'>,
): Promise<void> {
  const { config } = platform;
  const rules = {
    db: platform.db,
    now: platform.now,
    timezone: config.timezone,
    earlyMinutes: config.checkinEarlyMinutes,
  };
  await app.register(doorOfflineRoutes, {
    passes: createDoorPassesService({ ...rules, tokens: passes.tokens, phoneRegion: config.phoneRegion }),
    sync: createDoorSyncService({ ...rules, changes: platform.changes }),
    syncLimit: platform.sessionLimits.doorSync,
    ...platform.guards,
  });
}
