/** The routes a running app serves, read from Fastify's printRoutes tree (as tests/api/openapi.test.ts does). */
import type { FastifyInstance } from 'fastify';

/** Each line's depth is its indent, its path its parent's plus its own. */
export function servedRoutes(server: FastifyInstance): { method: string; route: string }[] {
  const parents: string[] = [];
  return server
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = /^([│ ]*)[├└]── (\S+) \(([A-Z, ]+)\)$/.exec(line);
      if (!match) return [];
      const depth = match[1]!.length / 4;
      const route = (parents[depth - 1] ?? '') + match[2]!;
      parents[depth] = route;
      return match[3]!
        .split(', ')
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, route }));
    });
}
