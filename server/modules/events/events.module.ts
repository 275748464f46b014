/** Events: organisers create, edit and delete them. */
import type { AppPlatform, AppServer } from '../module.ts';
import { eventsRoutes } from './events.routes.ts';
import { createEventsService } from './events.service.ts';

export async function registerEvents(app: AppServer, platform: AppPlatform): Promise<void> {
  const { db, now, changes, config, guards, queue } = platform;
  const events = createEventsService({
    db,
    now,
    timezone: config.timezone,
    changes,
    queue,
    offerHours: config.waitlistOfferHours,
  });
  await app.register(eventsRoutes, { db, now, events, ...guards });
}
