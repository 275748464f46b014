/**
 * The shared parts every module builds on, made once per app: the database, the app secret, the
 * job queue, the worker threads, what changed (on every instance), the open event streams, sessions, the
 * admin guards, rate limits and budgets, and the HTTP set-up every route runs under (JSON only,
 * cookies, security headers, the API document, the health checks). `close()` stops what it opened.
 *
 * It knows no module: what it needs of one (who may call what) is handed in by app.ts.
 */

import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import type { FastifyBaseLogger } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { apiPaths } from '../../common/api-paths.ts';
import { healthCalls } from '../../common/contracts/health-public.ts';
import { allCalls } from '../../common/contracts/index.ts';
import { CHANGES_CHANNEL, type ChangeFeed, createChangeFeed } from './change-feed.ts';
import { type Database, type DatabaseHandle, openDatabase } from './db/client.ts';
import { createNotificationHub } from './db/notifications.ts';
import { registerContractChecks, schemaOf } from './http/contract-route.ts';
import { registerControlCharacterCheck } from './http/control-characters.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { HttpError } from './http/errors.ts';
import { createEventStreams, type EventStreams } from './http/event-streams.ts';
import { type AdminRouteGuards, createAdminGuard, createOriginGuard, type RolePermits } from './http/guards.ts';
import { postgresRateCounter } from './http/postgres-rate-counter.ts';
import { failOpen, memoryRateCounter, type RateCounter } from './http/rate-counter.ts';
import { rateLimitStore } from './http/rate-limit-store.ts';
import { type Budget, createBudget, type RateLimits, rateLimits, unlimitedBudget } from './http/rate-limits.ts';
import { type RequestLoad, trackRequestLoad } from './http/request-load.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import type { AppServer } from './http/server.ts';
import { type SessionLimit, sessionLimits } from './http/session-limits.ts';
import {
  createSessionStore,
  registerSessionCookie,
  SESSION_ENDED_CHANNEL,
  type SessionStore,
} from './http/sessions.ts';
import { certificateOrigins, type TlsMaterial } from './http/tls.ts';
import { type JobQueue, startQueue } from './queue.ts';
import { type AppSecrets, keyRing, resolveAppSecrets } from './secrets.ts';
import { startWorkerThread, type WorkerThread } from './worker-thread.ts';

/** What the platform reads of the configuration (server/config.ts's Config has it all). */
export interface PlatformConfig {
  warnings: string[];
  databaseUrl: string | undefined;
  dataDir: string;
  appSecret: string | undefined;
  appSecretPrevious: string | undefined;
  rateLimitPerMinute: number;
  publicUrl: string;
  port: number;
  /** `test`: every answer is checked against its call's contract (http/contract-route.ts). */
  env: string;
}

export interface PlatformOptions {
  /** An already open database (tests); otherwise opened from the config, and closed with the platform. */
  database?: DatabaseHandle;
  now?: () => Date;
  /** Start the background workers (default true). */
  workers?: boolean;
  /** The server's HTTPS key and certificate, when it has them. */
  tls?: TlsMaterial;
  /** Which role may make which call (admin-auth's permission table): the admin guard asks it. */
  permits: RolePermits;
}

export interface Platform<C extends PlatformConfig = PlatformConfig> {
  /** The whole configuration, for the modules: the platform itself reads only PlatformConfig. */
  config: C;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Whether this app runs the background workers: a module registers its job handlers only then. */
  workers: boolean;
  database: DatabaseHandle;
  db: Database;
  secrets: AppSecrets;
  queue: JobQueue;
  /**
   * A thread for work that would hold the requests up (platform/worker-thread.ts), stopped at
   * `close()` after the job queue (whose jobs may be waiting on it).
   */
  thread<I, O>(file: URL, data: unknown): WorkerThread<I, O>;
  /** How busy the server is: background work yields to requests. */
  requestLoad: RequestLoad;
  /** What changed, on this instance and every other one. */
  changes: ChangeFeed;
  /** The open Server-Sent Event streams (ended first at a stop). */
  streams: EventStreams;
  sessions: SessionStore;
  guards: AdminRouteGuards;
  /** The per-IP limits of the routes that reveal or send something, and of sign-in. */
  limits: RateLimits;
  /**
   * Per signed-in session (http/session-limits.ts): its state-changing admin calls (taken by the admin
   * guard) and the offline admissions its door syncs; unlimited when RATE_LIMIT_PER_MINUTE=0.
   */
  sessionLimits: { adminWrites: SessionLimit; doorSync: SessionLimit };
  /**
   * `max` uses per key and window, counted on every instance (a name shares one count wherever it is
   * taken); unlimited when RATE_LIMIT_PER_MINUTE=0.
   */
  budget(name: string, max: number, windowMs: number): Budget;
  /**
   * A counter that counts whatever RATE_LIMIT_PER_MINUTE says (failed sign-ins per account): shared
   * by every instance on PostgreSQL, in memory on PGlite; closed with the platform.
   */
  counter(): RateCounter;
  /** PUBLIC_URL is https: cookies are Secure. */
  secureCookies: boolean;
  close(): Promise<void>;
}

const SESSION_SWEEP_MS = 15 * 60 * 1000;

export async function createPlatform<C extends PlatformConfig>(
  server: AppServer,
  config: C,
  options: PlatformOptions,
): Promise<Platform<C>> {
  const now = options.now ?? (() => new Date());
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
  const sharedCounter = () =>
    failOpen(
      database.kind === 'postgres' ? postgresRateCounter(database.pool!, server.log) : memoryRateCounter(),
      server.log,
    );
  const limited = config.rateLimitPerMinute > 0;
  // Rate-limit counts: shared by every instance on PostgreSQL, in memory on PGlite (one process).
  const rateCounter = limited ? sharedCounter() : failOpen(memoryRateCounter(), server.log);
  const counters: RateCounter[] = [];

  const threads: WorkerThread<never, unknown>[] = [];
  const queue = await startQueue(database, server.log);
  const requestLoad = trackRequestLoad(server);
  const notifications = createNotificationHub(database, server.log);
  const changes = createChangeFeed(notifications.channel(CHANGES_CHANNEL), randomUUID(), server.log);
  const streams = createEventStreams();
  const sessions = createSessionStore(db, now, notifications.channel(SESSION_ENDED_CHANNEL));
  // A phone opens the self-signed app by the machine's address, not PUBLIC_URL's name: its admin
  // calls come from those origins (fixed addresses of this machine, so no rebinding risk).
  const trustedOrigins = options.tls ? certificateOrigins(options.tls, config.port) : [];
  const perSession = sessionLimits(limited);
  const guards = {
    requireAdmin: createAdminGuard(sessions, options.permits, perSession.adminWrites),
    requireSameOrigin: createOriginGuard(config.publicUrl, trustedOrigins),
  };
  const secureCookies = config.publicUrl.startsWith('https:');

  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(server);
  registerContractChecks(server, allCalls, { checkAnswers: config.env === 'test' });
  // No control character in any request's parameters, query or body, whatever the route (issue 28).
  registerControlCharacterCheck(server);
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
  const openapi = { schema: { ...schemaOf(healthCalls.openapi).schema, hide: true } };
  server.get(apiPaths.openapi.route, openapi, async () => server.swagger() as unknown as Record<string, unknown>);
  server.get(apiPaths.healthz.route, schemaOf(healthCalls.healthz), async () => ({ status: 'ok' }));
  server.get(apiPaths.readyz.route, schemaOf(healthCalls.readyz), async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ ...new HttpError(503, 'database_unreachable').body(), status: 'unavailable' });
    }
  });

  const sweep = setInterval(() => {
    sessions.sweep().catch((error: unknown) => server.log.warn({ err: error }, 'session sweep failed'));
  }, SESSION_SWEEP_MS);
  sweep.unref();

  let closed = false;
  return {
    config,
    log: server.log,
    now,
    workers: options.workers !== false,
    database,
    db,
    secrets,
    queue,
    thread<I, O>(file: URL, data: unknown) {
      const thread = startWorkerThread<I, O>(file, data);
      threads.push(thread as WorkerThread<never, unknown>);
      return thread;
    },
    requestLoad,
    changes,
    streams,
    sessions,
    guards,
    limits: rateLimits(config.rateLimitPerMinute),
    sessionLimits: perSession,
    budget: (name, max, windowMs) => (limited ? createBudget(rateCounter, name, max, windowMs) : unlimitedBudget),
    counter() {
      const counter = sharedCounter();
      counters.push(counter);
      return counter;
    },
    secureCookies,
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
      await Promise.all(threads.map((thread) => thread.close()));
      rateCounter.close();
      for (const counter of counters) counter.close();
      if (!options.database) await database.close();
    },
  };
}
