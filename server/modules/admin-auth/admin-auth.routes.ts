/** Organiser sign-in with a local account, `me` and logout (SPEC section 7). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../common/api-paths.ts';
import { adminUserSchema, messageResponse } from '../../../common/responses.ts';
import { loginInputSchema } from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import type { AdminRouteGuards } from '../../platform/http/guards.ts';
import type { RouteRateLimit } from '../../platform/http/rate-limits.ts';
import { clearSessionCookie, type SessionStore, sessionToken, setSessionCookie } from '../../platform/http/sessions.ts';
import { verifyPassword } from './password.ts';
import { findUserById, findUserByUsername } from './users.ts';

export interface AdminAuthDeps extends AdminRouteGuards {
  db: Database;
  sessions: SessionStore;
  secureCookies: boolean;
  loginRateLimit: RouteRateLimit;
}

export const adminAuthRoutes: FastifyPluginAsyncZod<AdminAuthDeps> = async (app, deps) => {
  app.post(
    apiPaths.admin.login.route,
    {
      schema: { body: loginInputSchema, response: { 200: adminUserSchema } },
      onRequest: deps.requireSameOrigin,
      config: { rateLimit: deps.loginRateLimit },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await findUserByUsername(deps.db, username);
      const valid = await verifyPassword(password, user?.passwordHash);
      if (!user || !valid) throw unauthorized('Incorrect username or password.');
      // A new session at every sign-in, and the old one (if any) ends: no session fixation.
      await deps.sessions.destroy(sessionToken(request));
      const { token } = await deps.sessions.create({ userId: user.id, username: user.username });
      setSessionCookie(reply, token, deps.secureCookies);
      return { id: user.id, username: user.username, role: user.role };
    },
  );

  app.get(
    apiPaths.admin.me.route,
    { onRequest: deps.requireAdmin, schema: { response: { 200: adminUserSchema } } },
    async (request) => {
      const user = await findUserById(deps.db, request.admin!.userId);
      if (!user) throw unauthorized('Your account no longer exists.');
      return { id: user.id, username: user.username, role: user.role };
    },
  );

  const logout = {
    onRequest: [deps.requireSameOrigin, deps.requireAdmin],
    schema: { response: { 200: messageResponse } },
  };
  app.post(apiPaths.admin.logout.route, logout, async (request, reply) => {
    await deps.sessions.destroy(sessionToken(request));
    clearSessionCookie(reply, deps.secureCookies);
    return { message: 'Logged out.' };
  });
};
