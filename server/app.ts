/**
 * The composition root: the Fastify instance, the platform (platform/platform.ts: database, queue,
 * sessions, guards... and the HTTP set-up), then each module (modules/<module>/<module>.module.ts),
 * which builds its services and registers its routes and job handlers. `main.ts` only listens and
 * shuts down.
 */

import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { registerAdminAuth } from './modules/admin-auth/admin-auth.module.ts';
import { mayCall } from './modules/admin-auth/permissions.ts';
import { registerAudit } from './modules/audit/audit.module.ts';
import { registerCheckin } from './modules/checkin/checkin.module.ts';
import { registerDoorOffline } from './modules/door-offline/door-offline.module.ts';
import { registerEvents } from './modules/events/events.module.ts';
import { registerExhibits } from './modules/exhibits/exhibits.module.ts';
import { registerKiosk } from './modules/kiosk/kiosk.module.ts';
import { registerLanding, type WebAppFiles } from './modules/landing/landing.module.ts';
import { registerLive } from './modules/live/live.module.ts';
import { registerPasses } from './modules/passes/passes.module.ts';
import { registerRegistrations } from './modules/registrations/registrations.module.ts';
import { registerReminders } from './modules/reminders/reminders.module.ts';
import { registerReports } from './modules/reports/reports.module.ts';
import { registerSettings } from './modules/settings/settings.module.ts';
import { registerSheets } from './modules/sheets/sheets.module.ts';
import { registerWaitingList } from './modules/waiting-list/waiting-list.module.ts';
import type { ChangeFeed } from './platform/change-feed.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import type { EventStreams } from './platform/http/event-streams.ts';
import { createServer, type ServerOptions } from './platform/http/server.ts';
import { createPlatform, type PlatformOptions } from './platform/platform.ts';
import type { JobQueue } from './platform/queue.ts';

export interface AppOptions extends ServerOptions, Omit<PlatformOptions, 'permits'>, WebAppFiles {}

export interface App {
  server: FastifyInstance;
  database: DatabaseHandle;
  queue: JobQueue;
  /** What changed, on this instance and every other one. */
  changes: ChangeFeed;
  /** The open Server-Sent Event streams (ended first at a stop). */
  streams: EventStreams;
  close(): Promise<void>;
}

export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const server = createServer(config, options);
  const platform = await createPlatform(server, config, { ...options, permits: mayCall });

  // The modules, in the order their routes are registered. A module that another needs returns its
  // services and this list hands them on: the passes' tokens and budgets to registrations, the
  // check-in and the offline door; registrations and the kiosk guard to the check-in (and the door).
  await registerAdminAuth(server, platform);
  await registerEvents(server, platform);
  await registerExhibits(server, platform);
  const passes = await registerPasses(server, platform);
  const { registrations } = await registerRegistrations(server, platform, passes);
  const kiosk = await registerKiosk(server, platform);
  await registerCheckin(server, platform, { ...kiosk, tokens: passes.tokens, registrations });
  await registerDoorOffline(server, platform, passes);
  await registerSettings(server, platform);
  await registerReports(server, platform);
  await registerAudit(server, platform);
  await registerLive(server, platform);
  await registerSheets(server, platform);
  await registerReminders(server, platform, passes);
  await registerWaitingList(server, platform);
  // Last: the web app answers every path no route took.
  await registerLanding(server, platform, options);

  const { database, queue, changes, streams } = platform;
  return { server, database, queue, changes, streams, close: platform.close };
}
