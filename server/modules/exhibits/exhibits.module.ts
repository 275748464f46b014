/** An event's exhibits: organisers create, edit and delete them. */
import type { AppPlatform, AppServer } from '../module.ts';
import { exhibitsRoutes } from './exhibits.routes.ts';
import { createExhibitsService } from './exhibits.service.ts';

export async function registerExhibits(app: AppServer, platform: AppPlatform): Promise<void> {
  const { db, now, changes, config, guards } = platform;
  const exhibits = createExhibitsService({ db, now, timezone: config.timezone, changes });
  await app.register(exhibitsRoutes, { db, now, timezone: config.timezone, exhibits, ...guards });
}
