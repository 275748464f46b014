/** The app's settings (the support e-mail address). */
import type { AppPlatform, AppServer } from '../module.ts';
import { settingsRoutes } from './settings.routes.ts';

export async function registerSettings(app: AppServer, platform: AppPlatform): Promise<void> {
  await app.register(settingsRoutes, { db: platform.db, changes: platform.changes, ...platform.guards });
}
