/**
 * The security headers of every response (helmet): a Content-Security-Policy that allows only this
 * origin (plus 'wasm-unsafe-eval' for the door's scanner and data: images for QR codes), nosniff, a
 * strict referrer policy, and HSTS behind HTTPS. helmet computes them once, at start; each response
 * only sets them (the Fastify plugin built them again on every request, about 3% of a door request's
 * CPU time, and helmet's own middleware chain cost about 1% more).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // helmet's headers depend on its options only: run it once against a recorder and set what it set.
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  let applied = false;
  apply({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    applied = true;
  });
  if (!applied) throw new Error('helmet did not finish synchronously; its headers cannot be precomputed');
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
