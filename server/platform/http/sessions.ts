/**
 * Admin sessions in the SPEC's `sessions` table. The cookie carries a random token; the table keeps
 * only its SHA-256, so a leaked table holds no usable session. A session ends after an idle period
 * or an absolute lifetime, whichever comes first; expired rows are swept regularly.
 *
 * Every admin request needs its session, so live sessions are kept in memory while a notification
 * feed says every instance's logouts are heard (docs/decisions/012-hot-paths.md): a logout on
 * any instance notifies the others, which forget the session; a lost feed empties the cache and
 * turns it off until the feed is back. Expiry is always checked against the clock.
 */
import { createHash, randomBytes } from 'node:crypto';
import type {} from '@fastify/cookie';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Executor, rowsOf } from '../db/client.ts';
import type { NotificationFeed } from '../db/notifications.ts';
import { preparedQuery } from '../db/prepared.ts';
import { type SessionData, sessions, users } from '../db/schema.ts';

export const SESSION_COOKIE = 'idevent_session';
/**
 * The cookie's name behind HTTPS: a browser keeps a `__Host-` cookie only when it is Secure, for
 * Path=/ and without a Domain, so neither a sibling subdomain nor a plain-http page can plant one
 * (no session fixation). The plain name is not read there: a planted one would be honoured.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Extending the idle deadline costs a write; do it at most this often per session. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** The channel on which an ended session's id is announced to every instance. */
export const SESSION_ENDED_CHANNEL = 'idevent_session_ended';
/** Sessions kept in memory at most (organisers are few; only valid sessions are kept). */
const CACHE_LIMIT = 10_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SessionUser {
  userId: string;
  username: string;
  /** A change of the account's role ends its sessions, so the role a session carries is current. */
  role: string;
}

export interface SessionStore {
  /**
   * A session for the account as it is when the session is written: its current username and role,
   * or none (null) when the account is disabled or gone. The account's row is read FOR SHARE in the
   * statement that writes the session, so a concurrent role change, disabling or password change
   * either waits for this session (and then ends it with the account's others) or is seen by it:
   * a sign-in that raced an owner's change never keeps the old rights (issue 28 item 1).
   */
  create(account: { userId: string }): Promise<{ token: string; expires: Date; user: SessionUser } | null>;
  find(token: string | undefined): Promise<(SessionData & { sid: string }) | null>;
  destroy(token: string | undefined): Promise<void>;
  /** Ends every session of the account, on every instance; returns how many there were. */
  destroyAllOf(userId: string): Promise<number>;
  sweep(): Promise<number>;
  /**
   * Hears every session that ends here or on another instance (logout, expiry, signed out
   * everywhere); `undefined` when any may have ended (the notifications were lost).
   */
  onEnded(listener: (sid: string | undefined) => void): void;
}

// Every admin request reads its session: a prepared statement.
const sessionBySid = preparedQuery((db) =>
  db
    .select()
    .from(sessions)
    .where(eq(sessions.sid, sql.placeholder('sid')))
    .limit(1)
    .prepare('session_by_sid'),
);

type SessionRow = typeof sessions.$inferSelect;

export function createSessionStore(
  db: Executor,
  now: () => Date = () => new Date(),
  endedFeed?: NotificationFeed,
): SessionStore {
  const cache = new Map<string, SessionRow>();
  // Bumped whenever a session may have ended: a read that began before it is not cached.
  let generation = 0;
  const endedListeners: ((sid: string | undefined) => void)[] = [];
  const forget = (sid?: string) => {
    generation++;
    if (sid === undefined) cache.clear();
    else cache.delete(sid);
    for (const listener of endedListeners) listener(sid);
  };
  endedFeed?.subscribe({ message: (sid) => forget(sid), gap: () => forget() });
  const caching = () => endedFeed?.live() === true;

  const absoluteEnd = (row: SessionRow) => new Date(row.sess.createdAt).getTime() + SESSION_ABSOLUTE_MS;
  const isOver = (row: SessionRow, at: number) => row.expire.getTime() <= at || absoluteEnd(row) <= at;

  async function load(sid: string, at: number): Promise<SessionRow | null> {
    const cached = caching() ? cache.get(sid) : undefined;
    // A cached session past its idle deadline may have been extended by another instance: re-read it.
    if (cached && !isOver(cached, at)) return cached;
    const readAt = generation;
    const [row] = await sessionBySid(db).execute({ sid });
    if (!row || isOver(row, at)) {
      forget(sid);
      if (row) await db.delete(sessions).where(eq(sessions.sid, sid));
      return null;
    }
    if (caching() && readAt === generation) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(sid, row);
    }
    return row;
  }

  return {
    async create(account) {
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      const expires = new Date(createdAt.getTime() + SESSION_IDLE_MS);
      const result = await db.execute(
        sql`with account as (
              select ${users.id} as id, ${users.username} as username, ${users.role} as role from ${users}
              where ${users.id} = ${account.userId} and not ${users.disabled}
              for share
            )
            insert into ${sessions} (sid, sess, expire)
            select ${hashToken(token)},
                   jsonb_build_object('userId', id, 'username', username, 'role', role, 'createdAt', ${createdAt.toISOString()}::text),
                   ${expires.toISOString()}::timestamptz
            from account
            returning sess`,
      );
      const [row] = rowsOf<{ sess: SessionData }>(result);
      if (!row) return null;
      const { userId, username, role } = row.sess;
      return { token, expires, user: { userId, username, role } };
    },
    async find(token) {
      if (!token || token.length > 200) return null;
      const sid = hashToken(token);
      const current = now().getTime();
      const row = await load(sid, current);
      if (!row) return null;
      const idleEnd = Math.min(current + SESSION_IDLE_MS, absoluteEnd(row));
      if (idleEnd - row.expire.getTime() > TOUCH_INTERVAL_MS) {
        const expire = new Date(idleEnd);
        await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
        if (cache.get(sid) === row) cache.set(sid, { ...row, expire });
      }
      return { sid, ...row.sess };
    },
    async destroy(token) {
      if (!token) return;
      const sid = hashToken(token);
      forget(sid);
      // The delete and the announcement commit together; other instances forget the session at once.
      await db.execute(
        sql`with ended as (delete from ${sessions} where ${sessions.sid} = ${sid} returning ${sessions.sid})
            select pg_notify(${SESSION_ENDED_CHANNEL}, sid) from ended`,
      );
    },
    async destroyAllOf(userId) {
      const result = await db.execute<{ sid: string }>(
        sql`with ended as (delete from ${sessions} where ${sessions.sess}->>'userId' = ${userId} returning ${sessions.sid})
            select sid, pg_notify(${SESSION_ENDED_CHANNEL}, sid) from ended`,
      );
      const ended = rowsOf<{ sid: string }>(result);
      for (const { sid } of ended) forget(sid);
      return ended.length;
    },
    async sweep() {
      const removed = await db.delete(sessions).where(lt(sessions.expire, now())).returning({ sid: sessions.sid });
      for (const { sid } of removed) forget(sid);
      return removed.length;
    },
    onEnded(listener) {
      endedListeners.push(listener);
    },
  };
}

/** The session cookie of this app: its name and Secure flag follow PUBLIC_URL's scheme. */
export interface SessionCookie {
  name: string;
  secure: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookie: SessionCookie;
  }
}

/** Decorates the app with its session cookie (`https`: PUBLIC_URL is https:); before any route. */
export function registerSessionCookie(app: FastifyInstance, options: { https: boolean }): void {
  app.decorate<SessionCookie>('sessionCookie', {
    name: options.https ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
    secure: options.https,
  });
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  const { name, secure } = reply.server.sessionCookie;
  reply.setCookie(name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const { name, secure } = reply.server.sessionCookie;
  reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export const sessionToken = (request: FastifyRequest) => request.cookies[request.server.sessionCookie.name];
