/**
 * The composition root: opens the database and the job queue, builds Fastify, and registers each
 * module's routes and job handlers. `main.ts` only listens and shuts down.
 */

import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../common/api-paths.ts';
import { paths } from '../common/paths.ts';
import { errorResponse, healthResponse, readinessResponse } from '../common/responses.ts';
import type { Config } from './config.ts';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.ts';
import { oidcRoutes } from './modules/admin-auth/oidc.routes.ts';
import { ensureFirstAdmin } from './modules/admin-auth/users.ts';
import { createAdmissionsService } from './modules/checkin/admissions.service.ts';
import { checkinRoutes } from './modules/checkin/checkin.routes.ts';
import { doorRoutes } from './modules/checkin/door.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { exhibitsRoutes } from './modules/exhibits/exhibits.routes.ts';
import { createExhibitsService } from './modules/exhibits/exhibits.service.ts';
import { createLandingPage } from './modules/landing/landing-page.ts';
import {
  PASS_EMAIL_MAX_WAIT_MS,
  PASS_EMAIL_QUEUE_NAME,
  type PassEmailJob,
  passEmailHandler,
  passEmailQueue,
} from './modules/passes/pass-email.job.ts';
import { createQrTokens } from './modules/passes/qr-token.ts';
import { undeliveredPassesRoutes } from './modules/passes/undelivered-passes.routes.ts';
import { registrationsRoutes } from './modules/registrations/registrations.routes.ts';
import { createRegistrationsService } from './modules/registrations/registrations.service.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { sheetsRoutes } from './modules/sheets/sheets.routes.ts';
import { createSheetsClient } from './modules/sheets/sheets-client.ts';
import { SHEETS_SYNC_QUEUE, type SheetsSyncJob, sheetsSyncHandler } from './modules/sheets/sheets-sync.job.ts';
import { createSheetsSync } from './modules/sheets/sheets-sync.ts';
import { CHANGES_CHANNEL, type ChangeFeed, createChangeFeed } from './platform/change-feed.ts';
import { type DatabaseHandle, openDatabase } from './platform/db/client.ts';
import { createNotificationHub } from './platform/db/notifications.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { createEventStreams, type EventStreams } from './platform/http/event-streams.ts';
import { createAdminGuard, createOriginGuard } from './platform/http/guards.ts';
import { rateLimits } from './platform/http/rate-limits.ts';
import { trackRequestLoad } from './platform/http/request-load.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { createSessionStore, SESSION_ENDED_CHANNEL } from './platform/http/sessions.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { projectPath } from './platform/paths.ts';
import { type JobQueue, startQueue } from './platform/queue.ts';
import { resolveAppSecret } from './platform/secrets.ts';

export interface AppOptions {
  /** An already open database (tests); otherwise opened from the config. */
  database?: DatabaseHandle;
  now?: () => Date;
  /** Start the background workers (default true). */
  workers?: boolean;
  /** The built web app; default dist/web. */
  webDir?: string;
  /**
   * The landing page's server-rendering bundle (`vite build --ssr`); default dist/ssr/entry-server.js
   * when webDir is the default too. Without one the landing page renders in the browser.
   */
  ssrEntry?: string;
  logger?: boolean;
}

export interface App {
  server: FastifyInstance;
  database: DatabaseHandle;
  queue: JobQueue;
  mailer: Mailer;
  /** What changed, on this instance and every other one. */
  changes: ChangeFeed;
  /** The open Server-Sent Event streams (ended first at a stop). */
  streams: EventStreams;
  close(): Promise<void>;
}

const BODY_LIMIT = 32 * 1024;
const SESSION_SWEEP_MS = 15 * 60 * 1000;

export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const now = options.now ?? (() => new Date());
  const server = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  const appSecret = await resolveAppSecret(config.appSecret, config.dataDir);
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const { db } = database;

  const firstAdmin = await ensureFirstAdmin(db, config.adminUsername, config.adminPassword);
  if (firstAdmin.created && firstAdmin.generatedPassword) {
    server.log.warn(
      `Created the first organiser account "${firstAdmin.username}" with the password ${firstAdmin.generatedPassword} ` +
        '(shown once; set ADMIN_PASSWORD to choose it).',
    );
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    mailDir: `${config.dataDir}/mail`,
    onFileWritten: (file) => server.log.info({ file }, 'e-mail written to file (SMTP_URL is not set)'),
  });
  const queue = await startQueue(database, server.log);
  await queue.define(passEmailQueue(config.passEmailRetries));
  const requestLoad = trackRequestLoad(server);
  if (options.workers !== false) {
    await queue.work<PassEmailJob>(
      PASS_EMAIL_QUEUE_NAME,
      passEmailHandler({ db, mailer, publicUrl: config.publicUrl, timezone: config.timezone }),
      { yieldTo: requestLoad, maxWaitMs: PASS_EMAIL_MAX_WAIT_MS },
    );
  }

  const tokens = createQrTokens(appSecret);
  const notifications = createNotificationHub(database, server.log);
  const changes = createChangeFeed(notifications.channel(CHANGES_CHANNEL), randomUUID(), server.log);
  const streams = createEventStreams();
  const { serviceAccount, apiRoot } = config.googleSheets;
  const sheets = createSheetsSync({
    db,
    queue,
    client: serviceAccount && createSheetsClient(serviceAccount, apiRoot),
    timezone: config.timezone,
    now,
    log: server.log,
  });
  await queue.define(SHEETS_SYNC_QUEUE);
  if (options.workers !== false) await queue.work<SheetsSyncJob>(SHEETS_SYNC_QUEUE.name, sheetsSyncHandler(sheets));
  // The instance that made a change schedules the sync (the queue is shared by every instance).
  changes.subscribe((change, { local }) => {
    if (local && change.eventId) return sheets.schedule(change.eventId);
  });
  const sessions = createSessionStore(db, now, notifications.channel(SESSION_ENDED_CHANNEL));
  const guards = { requireAdmin: createAdminGuard(sessions), requireSameOrigin: createOriginGuard(config.publicUrl) };
  const limits = rateLimits(config.rateLimitPerMinute);
  const secureCookies = config.publicUrl.startsWith('https:');

  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(server);
  // JSON only: any other body type is refused with 415 before it reaches a route.
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('application/json', { parseAs: 'string' }, server.getDefaultJsonParser('error', 'error'));
  await server.register(fastifyCookie, { secret: appSecret });
  registerSecurityHeaders(server, { https: secureCookies });
  await server.register(fastifyRateLimit, { global: false });

  await server.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'ID Event API', version: '1', description: 'Every call of the SPEC (section 7).' },
    },
    transform: jsonSchemaTransform,
  });
  server.get(apiPaths.openapi.route, { schema: { hide: true } }, async () => server.swagger());
  server.get(apiPaths.healthz.route, { schema: { response: { 200: healthResponse } } }, async () => ({ status: 'ok' }));
  const readiness = {
    schema: { response: { 200: readinessResponse, 503: errorResponse.extend({ status: z.string() }) } },
  };
  server.get(apiPaths.readyz.route, readiness, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ message: 'The database is not reachable.', status: 'unavailable' });
    }
  });

  await server.register(oidcRoutes, { db, sessions, oidc: config.oidc, publicUrl: config.publicUrl, secureCookies });
  await server.register(adminAuthRoutes, { db, sessions, secureCookies, loginRateLimit: limits.login, ...guards });
  const events = createEventsService({ db, now, changes });
  const exhibits = createExhibitsService({ db, now, changes });
  const registrations = createRegistrationsService({ db, queue, tokens, now, changes });
  const admissions = createAdmissionsService({ db, tokens, now, timezone: config.timezone, changes });
  await server.register(eventsRoutes, { db, now, events, ...guards });
  await server.register(exhibitsRoutes, { db, now, timezone: config.timezone, exhibits, ...guards });
  await server.register(registrationsRoutes, {
    db,
    registrations,
    rateLimit: limits.publicSensitive,
    resendsPerHour: config.rateLimitPerMinute === 0 ? 0 : 5,
    ...guards,
  });
  await server.register(checkinRoutes, { admissions, rateLimit: limits.publicSensitive });
  await server.register(doorRoutes, { admissions, registrations, ...guards });
  await server.register(undeliveredPassesRoutes, { db, queue, ...guards });
  await server.register(settingsRoutes, { db, changes, ...guards });
  await server.register(reportsRoutes, { db, timezone: config.timezone, ...guards });
  await server.register(sheetsRoutes, { db, now, sheets, ...guards });
  const webDir = options.webDir ?? projectPath('dist/web');
  const ssrEntry = options.ssrEntry ?? (options.webDir ? undefined : projectPath('dist/ssr/entry-server.js'));
  const landingPage =
    ssrEntry &&
    (await createLandingPage({ db, now, timezone: config.timezone, webDir, ssrEntry }).catch((error: unknown) => {
      server.log.warn({ err: error }, 'the landing page cannot be rendered on the server: it renders in the browser');
      return null;
    }));
  await registerWebApp(server, webDir, landingPage ? { [paths.home]: landingPage } : {});

  const sweep = setInterval(() => {
    sessions.sweep().catch((error: unknown) => server.log.warn({ err: error }, 'session sweep failed'));
  }, SESSION_SWEEP_MS);
  sweep.unref();

  let closed = false;
  return {
    server,
    database,
    queue,
    mailer,
    changes,
    streams,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweep);
      // Streams stay open as long as their clients: end them, or the stop waits for them.
      const stopping = server.close();
      streams.closeAll();
      await stopping;
      await notifications.close();
      await queue.stop();
      requestLoad.stop();
      mailer.close();
      if (!options.database) await database.close();
    },
  };
}
