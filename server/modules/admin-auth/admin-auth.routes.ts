/** Organiser sign-in with a local account, `me` and logout (SPEC section 7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
    '/api/admin/login',
    {
      schema: { body: loginInputSchema },
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

  app.get('/api/admin/me', { onRequest: deps.requireAdmin }, async (request) => {
    const user = await findUserById(deps.db, request.admin!.userId);
    if (!user) throw unauthorized('Your account no longer exists.');
    return { id: user.id, username: user.username, role: user.role };
  });

  app.post('/api/admin/logout', { onRequest: [deps.requireSameOrigin, deps.requireAdmin] }, async (request, reply) => {
    await deps.sessions.destroy(sessionToken(request));
    clearSessionCookie(reply, deps.secureCookies);
    return { message: 'Logged out.' };
  });
};
