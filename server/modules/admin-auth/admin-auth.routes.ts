/**
 * Organiser sign-in with a local account, `me`, logout (SPEC section 7), signing an account out
 * everywhere (every session of it, on every instance), and changing one's own password.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionCalls as calls } from '../../../common/contracts/session.ts';
import type { Database } from '../../platform/db/client.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { englishText, forbidden, spokenAnswer, unauthorized } from '../../platform/http/errors.ts';
import type { AdminRouteGuards } from '../../platform/http/guards.ts';
import type { RouteRateLimit } from '../../platform/http/rate-limits.ts';
import { ownLocale, setLocaleCookie } from '../../platform/http/request-locale.ts';
import { clearSessionCookie, type SessionStore, sessionToken, setSessionCookie } from '../../platform/http/sessions.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditContext } from '../audit/audit-context.ts';
import { changePassword } from './change-password.ts';
import { verifyPassword } from './password.ts';
import { ADDRESS_REFUSED_REASON, type PasswordAttempts } from './password-attempts.ts';
import { createSignInLimit } from './sign-in-limit.ts';
import { findUserById, findUserByUsername, setUserLocale } from './users.ts';

export interface AdminAuthDeps extends AdminRouteGuards {
  db: Database;
  sessions: SessionStore;
  loginRateLimit: RouteRateLimit;
  /** false (LOCAL_SIGN_IN=off): local sign-in answers 403. */
  localSignIn: boolean;
  /** Wrong passwords per account and address (refused past 10) and per account (a delay). */
  attempts: PasswordAttempts;
}

export const LOCAL_SIGN_IN_OFF_MESSAGE = englishText('local_sign_in_off');
export const WRONG_CREDENTIALS_MESSAGE = englishText('wrong_credentials');

export const adminAuthRoutes: FastifyPluginAsyncZod<AdminAuthDeps> = async (app, deps) => {
  const signIns = createSignInLimit();
  /**
   * Before a password is checked: an address over its count for the account is refused (429, audited
   * with `audit`); any other waits the account's delay, outside the sign-in limit (a delayed attempt
   * holds no turn of it).
   */
  const beforeCheck = async (ip: string, username: string, audit: (reason: string) => Promise<void>) => {
    const refusal = await deps.attempts.before(username, ip);
    if (!refusal) return;
    await audit(ADDRESS_REFUSED_REASON);
    throw refusal;
  };
  app.post(
    calls.login.route,
    {
      ...schemaOf(calls.login),
      onRequest: deps.requireSameOrigin,
      config: { rateLimit: deps.loginRateLimit },
    },
    async (request, reply) => {
      if (!deps.localSignIn) throw forbidden('local_sign_in_off');
      const { username, password } = request.body;
      // A failed sign-in is recorded under the name tried (no account: it may not exist).
      const failed = (reason: string) =>
        recordAudit(deps.db, auditContext(request, null), {
          action: 'auth.sign_in_failed',
          targetType: 'account',
          targetName: username.trim().toLowerCase().slice(0, 200),
          reason,
        });
      await beforeCheck(request.ip, username, failed);
      const user = await signIns.run(async () => {
        const found = await findUserByUsername(deps.db, username);
        // A missing account costs the same check: its absence does not show in the time taken.
        const valid = await verifyPassword(password, found?.passwordHash);
        if (!found || !valid) {
          // Counted under the name tried, known or not: the counts and delays do not tell either.
          await deps.attempts.failed(username, request.ip);
          await failed(found ? 'wrong password' : 'no such account');
          throw unauthorized('wrong_credentials');
        }
        return found;
      });
      // A new session at every sign-in, and the old one (if any) ends: no session fixation. The
      // session takes the account as it is now (an owner may have disabled or demoted it meanwhile).
      await deps.sessions.destroy(sessionToken(request));
      const session = await deps.sessions.create({ userId: user.id });
      if (!session) {
        // The same answer as a wrong password, counted as one: the right password of a disabled
        // account confirms nothing, not even through the counts and delays.
        await deps.attempts.failed(username, request.ip);
        await failed('account disabled');
        throw unauthorized('wrong_credentials');
      }
      const { userId, username: name, role } = session.user;
      await recordAudit(deps.db, auditContext(request, { id: userId, username: name, role }), {
        action: 'auth.sign_in',
        targetType: 'account',
        targetId: userId,
        targetName: name,
        reason: 'password',
      });
      setSessionCookie(reply, session.token);
      setLocaleCookie(reply, user.locale);
      return {
        id: userId,
        username: name,
        role,
        passwordGenerated: user.passwordGenerated,
        locale: ownLocale(user.locale),
      };
    },
  );

  app.get(calls.me.route, { onRequest: deps.requireAdmin, ...schemaOf(calls.me) }, async (request) => {
    const user = await findUserById(deps.db, request.admin!.userId);
    if (!user) throw unauthorized('account_gone');
    return {
      id: user.id,
      username: user.username,
      role: user.role,
      passwordGenerated: user.passwordGenerated,
      locale: ownLocale(user.locale),
    };
  });

  // The account's own language (issue 31): kept, and the cookie set so this device follows at once.
  const myLocale = { onRequest: [deps.requireSameOrigin, deps.requireAdmin], ...schemaOf(calls.setMyLocale) };
  app.put(calls.setMyLocale.route, myLocale, async (request, reply) => {
    const user = await setUserLocale(deps.db, request.admin!.userId, request.body.locale);
    if (!user) throw unauthorized('account_gone');
    setLocaleCookie(reply, user.locale);
    return {
      id: user.id,
      username: user.username,
      role: user.role,
      passwordGenerated: user.passwordGenerated,
      locale: ownLocale(user.locale),
    };
  });

  // Signing out is never refused by the per-session write limit (nor signing out everywhere).
  const logout = {
    onRequest: [deps.requireSameOrigin, deps.requireAdmin],
    config: { adminWriteLimit: false },
    ...schemaOf(calls.logout),
  };
  app.post(calls.logout.route, logout, async (request, reply) => {
    await deps.sessions.destroy(sessionToken(request));
    clearSessionCookie(reply);
    return spokenAnswer('signed_out');
  });

  const endAll = {
    onRequest: [deps.requireSameOrigin, deps.requireAdmin],
    config: { adminWriteLimit: false },
    ...schemaOf(calls.endAllSessions),
  };
  app.post(calls.endAllSessions.route, endAll, async (request, reply) => {
    const ended = await deps.sessions.destroyAllOf(request.admin!.userId);
    await recordAudit(deps.db, auditContext(request), {
      action: 'auth.sign_out_everywhere',
      targetType: 'account',
      targetId: request.admin!.userId,
      targetName: request.admin!.username,
      changes: { sessionsEnded: ended },
    });
    clearSessionCookie(reply);
    return { ...spokenAnswer('signed_out_everywhere'), ended };
  });

  const newPassword = {
    onRequest: [deps.requireSameOrigin, deps.requireAdmin],
    config: { rateLimit: deps.loginRateLimit },
    ...schemaOf(calls.changePassword),
  };
  app.post(calls.changePassword.route, newPassword, async (request, reply) => {
    const { userId, username } = request.admin!;
    const { currentPassword, newPassword } = request.body;
    // A wrong current password counts as a failed sign-in of the account from this address (a stolen
    // session cannot guess it freely), and is audited.
    const failed = (reason: string) =>
      recordAudit(deps.db, auditContext(request), {
        action: 'auth.password_change_failed',
        targetType: 'account',
        targetId: userId,
        targetName: username,
        reason,
      });
    await beforeCheck(request.ip, username, failed);
    const wrongPassword = async () => {
      await deps.attempts.failed(username, request.ip);
      await failed('wrong current password');
    };
    // Checking and hashing take scrypt's time and memory: one turn of the sign-in limit.
    const { sessionsEnded } = await signIns.run(() =>
      changePassword({ ...deps, wrongPassword }, userId, currentPassword, newPassword),
    );
    await recordAudit(deps.db, auditContext(request), {
      action: 'auth.password_changed',
      targetType: 'account',
      targetId: userId,
      targetName: username,
    });
    // Every session ended, this one too: the person carries on in a new one.
    const session = await deps.sessions.create({ userId });
    // Disabled meanwhile by an owner: the password is changed, but no session goes on.
    if (!session) throw unauthorized();
    setSessionCookie(reply, session.token);
    const otherSessionsEnded = Math.max(0, sessionsEnded - 1);
    return { ...spokenAnswer('password_changed'), otherSessionsEnded };
  });
};
