/** An event's report and its registrations as CSV. */
import type { AppPlatform, AppServer } from '../module.ts';
import { reportsRoutes } from './reports.routes.ts';

export async function registerReports(app: AppServer, platform: AppPlatform): Promise<void> {
  await app.register(reportsRoutes, { db: platform.db, timezone: platform.config.timezone, ...platform.guards });
}
