/**
 * Admin sessions in the SPEC's `sessions` table. The cookie carries a random token; the table keeps
 * only its SHA-256, so a leaked table holds no usable session. A session ends after an idle period
 * or an absolute lifetime, whichever comes first; expired rows are swept regularly.
 */
import { createHash, randomBytes } from 'node:crypto';
import type {} from '@fastify/cookie';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { type SessionData, sessions } from '../db/schema.ts';

export const SESSION_COOKIE = 'idevent_session';
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Extending the idle deadline costs a write; do it at most this often per session. */
const TOUCH_INTERVAL_MS = 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SessionUser {
  userId: string;
  username: string;
}

export interface SessionStore {
  create(user: SessionUser): Promise<{ token: string; expires: Date }>;
  find(token: string | undefined): Promise<(SessionData & { sid: string }) | null>;
  destroy(token: string | undefined): Promise<void>;
  sweep(): Promise<number>;
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

export function createSessionStore(db: Executor, now: () => Date = () => new Date()): SessionStore {
  return {
    async create(user) {
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      const expires = new Date(createdAt.getTime() + SESSION_IDLE_MS);
      await db.insert(sessions).values({
        sid: hashToken(token),
        sess: { userId: user.userId, username: user.username, createdAt: createdAt.toISOString() },
        expire: expires,
      });
      return { token, expires };
    },
    async find(token) {
      if (!token || token.length > 200) return null;
      const sid = hashToken(token);
      const [row] = await sessionBySid(db).execute({ sid });
      if (!row) return null;
      const current = now();
      const absoluteEnd = new Date(row.sess.createdAt).getTime() + SESSION_ABSOLUTE_MS;
      if (row.expire.getTime() <= current.getTime() || absoluteEnd <= current.getTime()) {
        await db.delete(sessions).where(eq(sessions.sid, sid));
        return null;
      }
      const idleEnd = Math.min(current.getTime() + SESSION_IDLE_MS, absoluteEnd);
      if (idleEnd - row.expire.getTime() > TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ expire: new Date(idleEnd) })
          .where(eq(sessions.sid, sid));
      }
      return { sid, ...row.sess };
    },
    async destroy(token) {
      if (!token) return;
      await db.delete(sessions).where(eq(sessions.sid, hashToken(token)));
    },
    async sweep() {
      const removed = await db.delete(sessions).where(lt(sessions.expire, now())).returning({ sid: sessions.sid });
      return removed.length;
    },
  };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export const sessionToken = (request: FastifyRequest) => request.cookies[SESSION_COOKIE];
