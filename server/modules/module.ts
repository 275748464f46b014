/**
 * What a module's `register(app, platform, ...)` is given: the Fastify instance its routes go on, and
 * the shared parts (platform/platform.ts) with the whole configuration. Each module has one
 * `<module>.module.ts` that builds its services, registers its routes and its job handlers (when
 * this app runs the workers), and returns the services another module takes; app.ts lists them.
 */
import type { Config } from '../config.ts';
import type { Platform } from '../platform/platform.ts';

export type { AppServer } from '../platform/http/server.ts';
export type AppPlatform = Platform<Config>;
