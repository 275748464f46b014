/**
 * Serves the built web app: hashed assets with long-lived cache headers, index.html for every page
 * of the route table, and the same page with status 404 for unknown paths (its 404 screen shows).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isKnownPage } from '../../../common/paths.ts';

export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
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
      return reply.status(404).send({ message: `No such call: ${request.method} ${pathname}` });
    }
    if (!index) {
      return reply.status(404).send({ message: 'The web app is not built. Run `npm run build` (or `npm start`).' });
    }
    if (pathname.startsWith('/assets/') || path.extname(pathname)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return reply
      .status(isKnownPage(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(index);
  });
}
