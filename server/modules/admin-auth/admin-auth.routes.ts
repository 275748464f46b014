/**
 * Organiser sign-in with a local account, `me`, logout (SPEC section 7), signing an account out
 * everywhere (every session of it, on every instance), and changing one's own password.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../common/api-paths.ts';
import {
  adminUserSchema,
  endAllSessionsResponse,
  messageResponse,
  passwordChangedResponse,
} from '../../../common/responses.ts';
import { changePasswordInputSchema, loginInputSchema } from '../../../common/schemas.ts';
import type { Database } from '../../platform/db/client.ts';
import { forbidden, HttpError, unauthorized } from '../../platform/http/errors.ts';
import type { AdminRouteGuards } from '../../platform/http/guards.ts';
import type { RouteRateLimit } from '../../platform/http/rate-limits.ts';
import { clearSessionCookie, type SessionStore, sessionToken, setSessionCookie } from '../../platform/http/sessions.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditContext } from '../audit/audit-context.ts';
import { type AccountLockout, accountWaitMessage } from './account-lockout.ts';
import { changePassword } from './change-password.ts';
import { verifyPassword } from './password.ts';
import { createSignInLimit } from './sign-in-limit.ts';
import { findUserById, findUserByUsername } from './users.ts';

export interface AdminAuthDeps extends AdminRouteGuards {
  db: Database;
  sessions: SessionStore;
  loginRateLimit: RouteRateLimit;
  /** false (LOCAL_SIGN_IN=off): local sign-in answers 403. */
  localSignIn: boolean;
  lockout: AccountLockout;
}

export const LOCAL_SIGN_IN_OFF_MESSAGE =
  "Sign-in with a username and password is turned off here: sign in with your organisation's account.";
export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled. Ask an owner to enable it.';

export const adminAuthRoutes: FastifyPluginAsyncZod<AdminAuthDeps> = async (app, deps) => {
  const signIns = createSignInLimit();
  app.post(
    apiPaths.admin.login.route,
    {
      schema: { body: loginInputSchema, response: { 200: adminUserSchema } },
      onRequest: deps.requireSameOrigin,
      config: { rateLimit: deps.loginRateLimit },
    },
    async (request, reply) => {
      if (!deps.localSignIn) throw forbidden(LOCAL_SIGN_IN_OFF_MESSAGE);
      const { username, password } = request.body;
      // A failed sign-in is recorded under the name tried (no account: it may not exist).
      const failed = (reason: string) =>
        recordAudit(deps.db, auditContext(request, null), {
          action: 'auth.sign_in_failed',
          targetType: 'account',
          targetName: username.trim().toLowerCase().slice(0, 200),
          reason,
        });
      const wait = await deps.lockout.waitMinutes(username);
      if (wait > 0) {
        await failed('account waiting after too many failed sign-ins');
        throw new HttpError(429, accountWaitMessage(wait), {}, { 'retry-after': String(wait * 60) });
      }
      const user = await signIns.run(async () => {
        const found = await findUserByUsername(deps.db, username);
        // A missing account costs the same check: its absence does not show in the time taken.
        const valid = await verifyPassword(password, found?.passwordHash);
        if (!found || !valid) {
          await deps.lockout.failed(username);
          await failed(found ? 'wrong password' : 'no such account');
          throw unauthorized('Incorrect username or password.');
        }
        return found;
      });
      if (user.disabled) {
        await failed('account disabled');
        throw forbidden(ACCOUNT_DISABLED_MESSAGE);
      }
      // A new session at every sign-in, and the old one (if any) ends: no session fixation.
      await deps.sessions.destroy(sessionToken(request));
      const { token } = await deps.sessions.create({ userId: user.id, username: user.username, role: user.role });
      await recordAudit(deps.db, auditContext(request, { id: user.id, username: user.username, role: user.role }), {
        action: 'auth.sign_in',
        targetType: 'account',
        targetId: user.id,
        targetName: user.username,
        reason: 'password',
      });
      setSessionCookie(reply, token);
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
    clearSessionCookie(reply);
    return { message: 'Logged out.' };
  });

  const endAll = {
    onRequest: [deps.requireSameOrigin, deps.requireAdmin],
    schema: { response: { 200: endAllSessionsResponse } },
  };
  app.post(apiPaths.admin.endAllSessions.route, endAll, async (request, reply) => {
    const ended = await deps.sessions.destroyAllOf(request.admin!.userId);
    await recordAudit(deps.db, auditContext(request), {
      action: 'auth.sign_out_everywhere',
      targetType: 'account',
      targetId: request.admin!.userId,
      targetName: request.admin!.username,
      changes: { sessionsEnded: ended },
    });
    clearSessionCookie(reply);
    return { message: 'Signed out everywhere.', ended };
  });

  const newPassword = {
    onRequest: [deps.requireSameOrigin, deps.requireAdmin],
    config: { rateLimit: deps.loginRateLimit },
    schema: { body: changePasswordInputSchema, response: { 200: passwordChangedResponse } },
  };
  app.post(apiPaths.admin.mePassword.route, newPassword, async (request, reply) => {
    const { userId, username, role } = request.admin!;
    const { currentPassword, newPassword } = request.body;
    // Checking and hashing take scrypt's time and memory: one turn of the sign-in limit.
    const { sessionsEnded } = await signIns.run(() => changePassword(deps, userId, currentPassword, newPassword));
    await recordAudit(deps.db, auditContext(request), {
      action: 'auth.password_changed',
      targetType: 'account',
      targetId: userId,
      targetName: username,
    });
    // Every session ended, this one too: the person carries on in a new one.
    const { token } = await deps.sessions.create({ userId, username, role });
    setSessionCookie(reply, token);
    const otherSessionsEnded = Math.max(0, sessionsEnded - 1);
    return { message: 'Password changed. Your other sessions have ended.', otherSessionsEnded };
  });
};
