/**
 * Every route the server answers, in one object shared by the server and the web app. Each entry has:
 * - `route`: the Fastify pattern, for registering it (`app.get(apiPaths.admin.event.route, ...)`);
 * - `path`: what a client calls: the same string for a route without parameters, and for one with
 *   `:params` a function filling them in, URI-encoded (`apiPaths.admin.event.path({ id })`).
 * The comment on each entry names the methods the server answers there. (Named `apiPaths`, not `api`:
 * the web app's fetch helpers are `api.get` and `api.post`, imported beside it.)
 */
import { adminApiPaths } from './admin-api-paths.ts';
import { publicApiPaths } from './public-api-paths.ts';

export type { FixedRoute, ParamRoute } from './public-api-paths.ts';
export { adminApiPaths, publicApiPaths };

export const apiPaths = { ...publicApiPaths, admin: adminApiPaths } as const;
