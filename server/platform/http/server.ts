/**
 * The Fastify instance every route is registered on: its log (JSON lines, or readable ones in
 * development), the proxies it trusts, its body and parameter limits, HTTPS when asked. The rest of
 * the HTTP set-up (parsers, cookies, headers, rate limits, the API document) is the platform's
 * (platform.ts).
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logSerializers } from '../log-redaction.ts';
import { readableLogStream } from '../readable-log.ts';
import { frameworkErrors } from './error-handler.ts';
import { DebugRequestLog } from './request-log.ts';
import type { TlsMaterial } from './tls.ts';

/** What the server reads of the configuration (server/config.ts). */
export interface ServerConfig {
  env: string;
  logLevel: string;
  /** TRUST_PROXY: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
}

export interface ServerOptions {
  logger?: boolean;
  /** Where the log goes (tests read it); default standard output. */
  logStream?: { write(line: string): void };
  /** Serve HTTPS with this key and certificate (HTTPS=self-signed, HTTPS_CERT_FILE; tls.ts). */
  tls?: TlsMaterial;
}

const BODY_LIMIT = 32 * 1024;
/**
 * The longest path parameter, as sent (URI-encoded): the pass lookup's e-mail address may have 254
 * characters of up to 3 each (find-my-way's default of 100 refused a lookup every registration allows).
 */
const MAX_PARAM_LENGTH = 3 * 254;

export function createServer(config: ServerConfig, options: ServerOptions = {}) {
  // JSON lines in production; readable lines in development (`npm run dev`).
  const logStream = options.logStream ?? (config.env === 'development' ? readableLogStream() : undefined);
  return Fastify({
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
}

/** The app's Fastify instance, with zod schemas for its routes. */
export type AppServer = ReturnType<typeof createServer>;

/** A hop count as proxy-addr's function (Fastify's types take no number): the `hops` nearest hops. */
function proxyTrust(trust: ServerConfig['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
