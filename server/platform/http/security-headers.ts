/**
 * The security headers of every response (helmet): a Content-Security-Policy that allows only this
 * origin (plus 'wasm-unsafe-eval' for the door's scanner and data: images for QR codes), nosniff, a
 * strict referrer policy, and HSTS behind HTTPS; beside them a Permissions-Policy, and no-store on
 * every API answer. helmet computes them once, at start
 * (library-internals/helmet-recorder.ts); each response only sets them (the Fastify plugin built them
 * again on every request, about 3% of a door request's CPU time, and helmet's own middleware chain
 * cost about 1% more).
 */
import type { FastifyInstance } from 'fastify';
import type { HelmetOptions } from 'helmet';
import { helmetHeaders } from '../library-internals/helmet-recorder.ts';

/**
 * Browser features the app may use: the camera, on its own pages (the door's scanner); none of the
 * others, on any page or in any frame. (helmet 8 sets no Permissions-Policy.)
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/**
 * API answers are never stored by a browser or a proxy: many hold a visitor's name, address and pass
 * (the lookup, the door, registrations, the admin calls), and none gains from a cache (they are the
 * state of the moment). Pages and assets keep their own caching (web-app.ts).
 */
const API_PREFIX = '/api/';

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const headers: [string, string][] = [
    ...helmetHeaders(securityHeaderOptions(options)),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.url.startsWith(API_PREFIX)) reply.raw.setHeader('cache-control', 'no-store');
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
