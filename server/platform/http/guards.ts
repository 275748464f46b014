/**
 * Guards for admin routes: `requireAdmin` answers 401 without a valid session and 403 to a call the
 * session's role may not make; `requireSameOrigin` answers 403 to a state-changing call whose Origin
 * (or Referer) is not this site.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden, tooManyRequests, unauthorized } from './errors.ts';
import { adminWritesValues, type SessionLimit, unlimitedSessionLimit } from './session-limits.ts';
import { type SessionStore, type SessionUser, sessionToken } from './sessions.ts';

/** The signed-in account of a request, and which session it came with (its id and when it was made). */
export interface AdminUser extends SessionUser {
  /** The session's id (the SHA-256 of its token). */
  sessionId: string;
  /** When the session was made (the sign-in), ISO 8601. */
  signedInAt: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin?: AdminUser;
    /** The signed-in session's id (its token's hash), for limits counted per session. */
    sessionId?: string;
  }
  interface FastifyContextConfig {
    /** false: a state-changing admin call the per-session write limit never refuses (signing out). */
    adminWriteLimit?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether `role` may call `method` on the registered `route` (the permission table lives in a module). */
export type RolePermits = (role: string, method: string, route: string) => boolean;

/**
 * `writes`: the per-session limit on state-changing calls (session-limits.ts), taken once the call is
 * allowed, unless the route says `config: { adminWriteLimit: false }`.
 */
export function createAdminGuard(
  store: SessionStore,
  permits: RolePermits,
  writes: SessionLimit = unlimitedSessionLimit,
) {
  return async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const session = await store.find(sessionToken(request));
    // A session from before roles (none left after migration 0006) signs in again.
    if (!session?.role) throw unauthorized('sign_in_required');
    request.admin = {
      userId: session.userId,
      username: session.username,
      role: session.role,
      sessionId: session.sid,
      signedInAt: session.createdAt,
    };
    request.sessionId = session.sid;
    if (!permits(session.role, request.method, request.routeOptions.url ?? '')) {
      throw forbidden('role_refused', { role: session.role });
    }
    if (!SAFE_METHODS.has(request.method) && request.routeOptions.config.adminWriteLimit !== false) {
      const use = await writes.take(session.sid);
      if (!use.allowed)
        throw tooManyRequests('admin_writes_too_many', use.retryAfterSeconds, adminWritesValues(use.retryAfterSeconds));
    }
  };
}

/**
 * Only PUBLIC_URL's origin is trusted, and `alsoTrusted` (the addresses of this machine that its own
 * HTTPS certificate names). An origin built from the request's own Host proves nothing: a page of any
 * site whose name points at this server (DNS rebinding) has that very origin.
 */
export function createOriginGuard(publicUrl: string, alsoTrusted: readonly string[] = []) {
  const trusted = new Set([new URL(publicUrl).origin, ...alsoTrusted]);
  return async function requireSameOrigin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (!origin) throw forbidden('origin_missing');
    if (!trusted.has(origin)) throw forbidden('origin_refused');
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

export interface AdminRouteGuards {
  requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  requireSameOrigin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * Registers routes behind both admin guards: every route added inside `routes` answers 401 without
 * a session and 403 to a state-changing call from another origin.
 */
export function adminScope(
  app: FastifyInstance,
  guards: AdminRouteGuards,
  routes: (admin: ZodInstance) => void | Promise<void>,
): void {
  app.register(async (scope) => {
    // onRequest: refuse before the body is even read or validated. One hook for both (each hook is a
    // step of its own in every request's lifecycle).
    scope.addHook('onRequest', async (request, reply) => {
      await guards.requireSameOrigin(request, reply);
      await guards.requireAdmin(request, reply);
    });
    await routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}

type ZodInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
