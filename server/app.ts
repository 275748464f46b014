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
import type { Config, TrustProxy } from './config.ts';
import { createAccountLockout } from './modules/admin-auth/account-lockout.ts';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.ts';
import { firstAdminNotice } from './modules/admin-auth/first-admin-notice.ts';
import { oidcRoutes } from './modules/admin-auth/oidc.routes.ts';
import { mayCall } from './modules/admin-auth/permissions.ts';
import { staffRoutes } from './modules/admin-auth/staff.routes.ts';
import { createStaffService } from './modules/admin-auth/staff.service.ts';
import { ensureFirstAdmin } from './modules/admin-auth/users.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAdmissionsService } from './modules/checkin/admissions.service.ts';
import { checkinRoutes } from './modules/checkin/checkin.routes.ts';
import { doorRoutes } from './modules/checkin/door.routes.ts';
import { doorOfflineRoutes } from './modules/checkin/door-offline.routes.ts';
import { createDoorPassesService } from './modules/checkin/door-passes.service.ts';
import { createDoorSyncService } from './modules/checkin/door-sync.service.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { createEventsService } from './modules/events/events.service.ts';
import { exhibitsRoutes } from './modules/exhibits/exhibits.routes.ts';
import { createExhibitsService } from './modules/exhibits/exhibits.service.ts';
import { kioskRoutes } from './modules/kiosk/kiosk.routes.ts';
import { createKioskDevicesService } from './modules/kiosk/kiosk-devices.service.ts';
import { createKioskGuard } from './modules/kiosk/kiosk-guard.ts';
import { createLandingPage } from './modules/landing/landing-page.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { createLiveService } from './modules/live/live.service.ts';
import {
  PASS_EMAIL_MAX_WAIT_MS,
  PASS_EMAIL_QUEUE_NAME,
  type PassEmailJob,
  passEmailHandler,
  passEmailQueue,
} from './modules/passes/pass-email.job.ts';
import { HOUR_MS, ORGANISER_SENDS_PER_HOUR, VISITOR_SENDS_PER_HOUR } from './modules/passes/pass-email-budgets.ts';
import { createPassLinkTokens, createPassUrl } from './modules/passes/pass-link.ts';
import { createQrTokens } from './modules/passes/qr-token.ts';
import { undeliveredPassesRoutes } from './modules/passes/undelivered-passes.routes.ts';
import { PASS_LOOKUP_QUEUE, type PassLookupJob, passLookupHandler } from './modules/registrations/pass-lookup.job.ts';
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
import { frameworkErrors, registerErrorHandler } from './platform/http/error-handler.ts';
import { createEventStreams, type EventStreams } from './platform/http/event-streams.ts';
import { createAdminGuard, createOriginGuard } from './platform/http/guards.ts';
import { postgresRateCounter } from './platform/http/postgres-rate-counter.ts';
import { failOpen, memoryRateCounter } from './platform/http/rate-counter.ts';
import { rateLimitStore } from './platform/http/rate-limit-store.ts';
import { createBudget, rateLimits, unlimitedBudget } from './platform/http/rate-limits.ts';
import { trackRequestLoad } from './platform/http/request-load.ts';
import { DebugRequestLog } from './platform/http/request-log.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { createSessionStore, registerSessionCookie, SESSION_ENDED_CHANNEL } from './platform/http/sessions.ts';
import { certificateOrigins, type TlsMaterial } from './platform/http/tls.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { logSerializers } from './platform/log-redaction.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { projectPath } from './platform/paths.ts';
import { type JobQueue, startQueue } from './platform/queue.ts';
import { readableLogStream } from './platform/readable-log.ts';
import { keyRing, resolveAppSecrets } from './platform/secrets.ts';

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
  /** Where the log goes (tests read it); default standard output. */
  logStream?: { write(line: string): void };
  /** Serve HTTPS with this key and certificate (HTTPS=self-signed, HTTPS_CERT_FILE; platform/http/tls.ts). */
  tls?: TlsMaterial;
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
/**
 * The longest path parameter, as sent (URI-encoded): the pass lookup's e-mail address may have 254
 * characters of up to 3 each (find-my-way's default of 100 refused a lookup every registration allows).
 */
const MAX_PARAM_LENGTH = 3 * 254;
const SESSION_SWEEP_MS = 15 * 60 * 1000;

export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const now = options.now ?? (() => new Date());
  // JSON lines in production; readable lines in development (`npm run dev`).
  const logStream = options.logStream ?? (config.env === 'development' ? readableLogStream() : undefined);
  const server = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: logSerializers,
            ...(logStream && { stream: logStream }),
          },
    logController: new DebugRequestLog(),
    trustProxy: proxyTrust(config.trustProxy),
    frameworkErrors,
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // node:https with the certificate. Typed away: to the rest of the app the server stays plain
    // node:http (an https.Server is one), instead of Fastify's https-typed instance.
    ...(options.tls && ({ https: { key: options.tls.key, cert: options.tls.cert } } as object)),
  }).withTypeProvider<ZodTypeProvider>();

  for (const warning of config.warnings) server.log.warn(warning);
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const { db } = database;
  if (database.notDurable) {
    server.log.warn(
      `Commits are not flushed to disk: ${database.notDurable}. For data that outlives a power cut, ` +
        'set DATABASE_URL to a PostgreSQL database.',
    );
  }
  const secrets = await resolveAppSecrets({
    configured: config.appSecret,
    previous: config.appSecretPrevious,
    dataDir: config.dataDir,
    // On PostgreSQL a generated secret is kept in the database: every instance signs alike.
    database: database.kind === 'postgres' ? db : undefined,
  }).catch(async (error: unknown) => {
    if (!options.database) await database.close();
    throw error;
  });
  const appSecret = secrets.current;
  // Rate-limit counts: shared by every instance on PostgreSQL, in memory on PGlite (one process).
  const rateCounter = failOpen(
    database.kind === 'postgres' && config.rateLimitPerMinute > 0
      ? postgresRateCounter(database.pool!, server.log)
      : memoryRateCounter(),
    server.log,
  );

  const firstAdmin = await ensureFirstAdmin(db, config.adminUsername, config.adminPassword);
  if (firstAdmin.created && firstAdmin.generatedPassword) {
    // For a person at the console, framed; never in a JSON log line that a log collector keeps.
    process.stdout.write(firstAdminNotice(firstAdmin.username, firstAdmin.generatedPassword));
    server.log.warn(
      `Created the first organiser account "${firstAdmin.username}" with a generated password, printed once on ` +
        'the console (set ADMIN_PASSWORD to choose it).',
    );
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    mailDir: `${config.dataDir}/mail`,
    onFileWritten: (file) => server.log.info({ file }, 'e-mail written to file (SMTP_URL is not set)'),
  });
  const queue = await startQueue(database, server.log);
  const linkTokens = createPassLinkTokens(appSecret);
  const passUrl = createPassUrl({ mode: config.passLookup, publicUrl: config.publicUrl, tokens: linkTokens, now });
  await queue.define(passEmailQueue(config.passEmailRetries));
  const requestLoad = trackRequestLoad(server);
  if (options.workers !== false) {
    await queue.work<PassEmailJob>(
      PASS_EMAIL_QUEUE_NAME,
      passEmailHandler({ db, mailer, passUrl, timezone: config.timezone }),
      // An e-mail given up on stays listed for organisers until sent again or dismissed.
      {
        yieldTo: requestLoad,
        maxWaitMs: PASS_EMAIL_MAX_WAIT_MS,
        keepFailed: true,
        concurrency: config.passEmailConcurrency,
      },
    );
  }

  const tokens = createQrTokens(secrets.current, secrets.previous);
  const notifications = createNotificationHub(database, server.log);
  const changes = createChangeFeed(notifications.channel(CHANGES_CHANNEL), randomUUID(), server.log);
  const streams = createEventStreams();
  const { serviceAccount, apiRoot, limits: sheetsLimits } = config.googleSheets;
  const sheets = createSheetsSync({
    db,
    queue,
    client:
      serviceAccount &&
      createSheetsClient(serviceAccount, apiRoot, { requestsPerMinute: sheetsLimits.requestsPerMinute }),
    limits: sheetsLimits,
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
  // A phone opens the self-signed app by the machine's address, not PUBLIC_URL's name: its admin
  // calls come from those origins (fixed addresses of this machine, so no rebinding risk).
  const trustedOrigins = options.tls ? certificateOrigins(options.tls, config.port) : [];
  const guards = {
    requireAdmin: createAdminGuard(sessions, mayCall),
    requireSameOrigin: createOriginGuard(config.publicUrl, trustedOrigins),
  };
  const limits = rateLimits(config.rateLimitPerMinute);
  const limited = config.rateLimitPerMinute > 0;
  const visitorSends = limited
    ? createBudget(rateCounter, 'visitor-sends', VISITOR_SENDS_PER_HOUR, HOUR_MS)
    : unlimitedBudget;
  const organiserSends = limited
    ? createBudget(rateCounter, 'organiser-sends', ORGANISER_SENDS_PER_HOUR, HOUR_MS)
    : unlimitedBudget;
  const secureCookies = config.publicUrl.startsWith('https:');

  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(server);
  // JSON only: any other body type is refused with 415 before it reaches a route.
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('application/json', { parseAs: 'string' }, server.getDefaultJsonParser('error', 'error'));
  await server.register(fastifyCookie, { secret: keyRing(secrets, 'cookies') });
  // No HSTS for a self-signed certificate: a browser that trusted it would pin localhost to https.
  registerSecurityHeaders(server, { https: secureCookies && !options.tls?.selfSigned });
  registerSessionCookie(server, { https: secureCookies });
  await server.register(fastifyRateLimit, { global: false, store: rateLimitStore(rateCounter) });

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

  await server.register(oidcRoutes, {
    db,
    sessions,
    oidc: config.oidc,
    publicUrl: config.publicUrl,
    secureCookies,
    defaultStaffRole: config.defaultStaffRole,
    localSignIn: config.localSignIn,
  });
  // Failed sign-ins per account count whatever RATE_LIMIT_PER_MINUTE says, shared on PostgreSQL.
  const signInFailures = failOpen(
    database.kind === 'postgres' ? postgresRateCounter(database.pool!, server.log) : memoryRateCounter(),
    server.log,
  );
  await server.register(adminAuthRoutes, {
    db,
    sessions,
    loginRateLimit: limits.login,
    localSignIn: config.localSignIn,
    lockout: createAccountLockout(signInFailures),
    ...guards,
  });
  await server.register(staffRoutes, { staff: createStaffService({ db, sessions }), ...guards });
  const events = createEventsService({ db, now, timezone: config.timezone, changes });
  const exhibits = createExhibitsService({ db, now, timezone: config.timezone, changes });
  const registrations = createRegistrationsService({
    db,
    queue,
    tokens,
    now,
    changes,
    linkTokens,
    visitorSends,
    organiserSends,
  });
  if (config.passLookup === 'email') {
    await queue.define(PASS_LOOKUP_QUEUE);
    if (options.workers !== false) {
      await queue.work<PassLookupJob>(PASS_LOOKUP_QUEUE.name, passLookupHandler({ db, queue, now }));
    }
  }
  const admissions = createAdmissionsService({
    db,
    tokens,
    now,
    timezone: config.timezone,
    earlyMinutes: config.checkinEarlyMinutes,
    changes,
  });
  const kioskDevices = createKioskDevicesService({ db, mode: config.kioskCheckin });
  await server.register(eventsRoutes, { db, now, events, ...guards });
  await server.register(exhibitsRoutes, { db, now, timezone: config.timezone, exhibits, ...guards });
  await server.register(registrationsRoutes, {
    db,
    registrations,
    rateLimit: limits.publicSensitive,
    passLookup: config.passLookup,
    ...guards,
  });
  await server.register(checkinRoutes, {
    admissions,
    rateLimit: limits.publicSensitive,
    requireKioskDevice: createKioskGuard(kioskDevices),
  });
  await server.register(kioskRoutes, {
    devices: kioskDevices,
    sessions,
    secureCookies,
    mayEnrol: (role) => mayCall(role, 'POST', apiPaths.admin.kioskDevices.route),
    ...guards,
  });
  await server.register(doorRoutes, { admissions, registrations, ...guards });
  const doorRules = { db, now, timezone: config.timezone, earlyMinutes: config.checkinEarlyMinutes };
  await server.register(doorOfflineRoutes, {
    passes: createDoorPassesService({ ...doorRules, tokens }),
    sync: createDoorSyncService({ ...doorRules, changes }),
    ...guards,
  });
  await server.register(undeliveredPassesRoutes, { db, queue, organiserSends, ...guards });
  await server.register(settingsRoutes, { db, changes, ...guards });
  await server.register(reportsRoutes, { db, timezone: config.timezone, ...guards });
  await server.register(auditRoutes, { db, ...guards });
  const live = createLiveService({
    db,
    changes,
    streams,
    sessions,
    maxStreams: config.liveStreamsMax,
    log: server.log,
  });
  await server.register(liveRoutes, { db, sessions, live, ...guards });
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
      await changes.flush();
      await notifications.close();
      await queue.stop();
      requestLoad.stop();
      mailer.close();
      rateCounter.close();
      signInFailures.close();
      if (!options.database) await database.close();
    },
  };
}

/** A hop count as proxy-addr's function (Fastify's types take no number): the `hops` nearest hops. */
function proxyTrust(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
