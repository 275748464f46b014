/**
 * Organiser sign-in with an OpenID Connect provider: authorization code with PKCE, state and nonce.
 * `/api/auth/login` sends the browser to the provider; `/api/auth/callback` checks what comes back,
 * and only an allowed, verified e-mail (admin-access.ts) gets a session.
 */

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { apiPaths } from '../../../common/api-paths.ts';
import { signInCalls as calls } from '../../../common/contracts/sign-in-public.ts';
import { paths } from '../../../common/paths.ts';
import type { StaffRole } from '../../../common/roles.ts';
import { signInReturnPath } from '../../../common/sign-in-return.ts';
import type { OidcConfig } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { schemaOf } from '../../platform/http/contract-route.ts';
import { setLocaleCookie } from '../../platform/http/request-locale.ts';
import { type SessionStore, sessionToken, setSessionCookie } from '../../platform/http/sessions.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { auditContext } from '../audit/audit-context.ts';
import { allowedAdminEmail, type IdentityClaims, identityRole } from './admin-access.ts';
import { upsertIdentityUser } from './users.ts';

export interface OidcDeps {
  db: Database;
  sessions: SessionStore;
  oidc: OidcConfig | undefined;
  publicUrl: string;
  secureCookies: boolean;
  /** The role of a domain member at their first sign-in (DEFAULT_STAFF_ROLE). */
  defaultStaffRole: StaffRole;
  /** Whether local accounts may sign in too (LOCAL_SIGN_IN). */
  localSignIn: boolean;
}

const FLOW_COOKIE = 'idevent_oidc';
const FLOW_MAX_AGE_S = 10 * 60;

interface Flow {
  verifier: string;
  state: string;
  nonce: string;
  /** The admin page to return to once signed in (`?next=` on /api/auth/login; common/sign-in-return.ts). */
  next?: string;
}

export const oidcRoutes: FastifyPluginAsync<OidcDeps> = async (app, deps) => {
  const redirectUri = `${deps.publicUrl}${apiPaths.auth.callback.path}`;
  let discovered: Promise<client.Configuration> | undefined;

  /** Discovery once, retried on the next sign-in if the provider was unreachable. */
  function configuration(oidc: OidcConfig): Promise<client.Configuration> {
    if (!discovered) {
      const issuer = new URL(oidc.issuer);
      discovered = client
        .discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, {
          execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
          timeout: 10,
        })
        .catch((error: unknown) => {
          discovered = undefined;
          throw error;
        });
    }
    return discovered;
  }

  const toLogin = (reply: FastifyReply, error: string) =>
    reply.redirect(`${paths.adminLogin}?error=${encodeURIComponent(error)}`, 302);

  app.get(calls.providers.route, schemaOf(calls.providers), async () => ({
    oidc: Boolean(deps.oidc),
    local: deps.localSignIn,
  }));

  app.get(calls.login.route, schemaOf(calls.login), async (request, reply) => {
    const oidc = deps.oidc;
    if (!oidc) return toLogin(reply, 'oidc_not_configured');
    let config: client.Configuration;
    try {
      config = await configuration(oidc);
    } catch (error) {
      request.log.warn({ err: error }, 'identity provider discovery failed');
      return toLogin(reply, 'provider_unavailable');
    }
    const flow: Flow = {
      verifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
      next: signInReturnPath((request.query as { next?: unknown }).next),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email',
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookies,
      signed: true,
      maxAge: FLOW_MAX_AGE_S,
    });
    return reply.redirect(url.href, 302);
  });

  app.get(calls.callback.route, schemaOf(calls.callback), async (request, reply) => {
    const oidc = deps.oidc;
    if (!oidc) return toLogin(reply, 'oidc_not_configured');
    const flow = readFlow(request);
    // The flow is single-use: whatever happens next, it cannot be replayed.
    reply.clearCookie(FLOW_COOKIE, { path: '/api/auth' });
    if (!flow) return toLogin(reply, 'signin_failed');
    let email: string | null;
    try {
      const config = await configuration(oidc);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const tokens = await client.authorizationCodeGrant(config, new URL(redirectUri + query), {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      email = allowedAdminEmail((tokens.claims() ?? {}) as IdentityClaims, oidc);
    } catch (error) {
      request.log.warn({ err: error }, 'identity provider sign-in failed');
      return toLogin(reply, 'signin_failed');
    }
    if (!email) {
      await recordAudit(deps.db, auditContext(request, null), {
        action: 'auth.sign_in_failed',
        targetType: 'account',
        reason: 'identity provider: address not allowed',
      });
      return toLogin(reply, 'unauthorized');
    }
    const { firstRole, alwaysOwner } = identityRole(email, oidc.superAdminEmail, deps.defaultStaffRole);
    const user = await upsertIdentityUser(deps.db, email, firstRole, alwaysOwner);
    const signedIn = { id: user.id, username: user.username, role: user.role };
    if (user.disabled) {
      await recordAudit(deps.db, auditContext(request, null), {
        action: 'auth.sign_in_failed',
        targetType: 'account',
        targetId: user.id,
        targetName: user.username,
        reason: 'account disabled',
      });
      return toLogin(reply, 'account_disabled');
    }
    await deps.sessions.destroy(sessionToken(request));
    const session = await deps.sessions.create({ userId: user.id });
    // Disabled by an owner since the account was read: as if it had been disabled before.
    if (!session) return toLogin(reply, 'account_disabled');
    await recordAudit(deps.db, auditContext(request, signedIn), {
      action: 'auth.sign_in',
      targetType: 'account',
      targetId: user.id,
      targetName: user.username,
      reason: 'identity provider',
    });
    setSessionCookie(reply, session.token);
    setLocaleCookie(reply, user.locale);
    return reply.redirect(flow.next ?? paths.adminDashboard, 302);
  });
};

function readFlow(request: FastifyRequest): Flow | null {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const flow = JSON.parse(unsigned.value) as Partial<Flow>;
    if (typeof flow.verifier !== 'string' || typeof flow.state !== 'string' || typeof flow.nonce !== 'string')
      return null;
    return { verifier: flow.verifier, state: flow.state, nonce: flow.nonce, next: signInReturnPath(flow.next) };
  } catch {
    return null;
  }
}
