/**
 * The security headers of every response (helmet): a Content-Security-Policy that allows only this
 * origin (plus 'wasm-unsafe-eval' for the door's scanner and data: images for QR codes), nosniff, a
 * strict referrer policy, and HSTS behind HTTPS. helmet computes them once, at start
 * (library-internals/helmet-recorder.ts); each response only sets them (the Fastify plugin built them
 * again on every request, about 3% of a door request's CPU time, and helmet's own middleware chain
 * cost about 1% more).
 */
import type { FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { helmetHeaders } from '../library-internals/helmet-recorder.ts';

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const headers = helmetHeaders(securityHeaderOptions(options));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

export function securityHeaderOptions(options: { https: boolean }): HelmetOptions {
  return {
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
  };
}
