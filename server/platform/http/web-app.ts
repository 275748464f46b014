/**
 * Serves the built web app: hashed assets with long-lived cache headers, index.html for every page
 * of the route table, and the same page with status 404 for unknown paths (its 404 screen shows).
 * A page with a renderer (the landing page, rendered on the server) gets the renderer's HTML instead;
 * when the renderer fails, the page falls back to index.html and renders in the browser as before.
 */

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../common/i18n/locales.ts';
import { isKnownPage } from '../../../common/paths.ts';
import { type CompressedPage, pickEncoding } from './compressed-page.ts';
import { HttpError } from './errors.ts';
import { requestLocale } from './request-locale.ts';

/** Renders one page's HTML for a GET; the page is compressed once by the renderer and may be cached. */
export type PageRenderer = (locale: Locale) => Promise<CompressedPage>;

export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  pages: Record<string, PageRenderer> = {},
): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  const index = hasWeb ? await readFile(indexFile) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return reply
        .status(404)
        .send(new HttpError(404, 'no_such_call', { method: request.method, path: pathname }).body());
    }
    if (!index) {
      return reply.status(404).send(new HttpError(404, 'web_app_not_built').body());
    }
    // A missing file is a plain 404; a page's address may hold a dot (a personal link's token: issue 30).
    if (pathname.startsWith('/assets/') || (path.extname(pathname) && !isKnownPage(pathname))) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const render = Object.hasOwn(pages, pathname) ? pages[pathname] : undefined;
    if (render) {
      try {
        const page = await render(requestLocale(request));
        const encoding = pickEncoding(request.headers['accept-encoding']);
        reply.header('vary', 'accept-encoding, accept-language, cookie');
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply.status(200).send(page[encoding]);
      } catch (error) {
        request.log.warn(
          { err: error, pathname },
          'server rendering failed: sending the page to render in the browser',
        );
      }
    }
    return reply.status(isKnownPage(pathname) ? 200 : 404).send(index);
  });
}
