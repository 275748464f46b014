/** The `users` table: organiser accounts. This module owns its writes. */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { hashPassword } from './password.ts';

export async function findUserByUsername(db: Executor, username: string) {
  const [user] = await db.select().from(users).where(eq(users.username, username.trim().toLowerCase())).limit(1);
  return user ?? null;
}

export async function findUserById(db: Executor, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export async function createUser(db: Executor, username: string, password: string) {
  const [user] = await db
    .insert(users)
    .values({ username: username.trim().toLowerCase(), passwordHash: await hashPassword(password) })
    .returning();
  return user!;
}

/** A local account's new password (the account's sessions are ended by the caller). */
export async function setPassword(db: Executor, userId: string, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * At first start with no users, create the first organiser account: with ADMIN_PASSWORD, or with a
 * generated password that is returned so the caller logs it once.
 */
export async function ensureFirstAdmin(
  db: Executor,
  username: string,
  configuredPassword: string | undefined,
): Promise<{ created: false } | { created: true; username: string; generatedPassword?: string }> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return { created: false };
  const generatedPassword = configuredPassword ? undefined : randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({
      username: username.trim().toLowerCase(),
      passwordHash: await hashPassword(configuredPassword ?? generatedPassword!),
    })
    .onConflictDoNothing();
  return { created: true, username, generatedPassword };
}

/** The account of an identity-provider user (no password: it signs in through the provider only). */
export async function upsertIdentityUser(db: Executor, email: string) {
  const username = email.trim().toLowerCase();
  const [user] = await db
    .insert(users)
    .values({ username, passwordHash: null })
    .onConflictDoUpdate({ target: users.username, set: { updatedAt: new Date() } })
    .returning();
  return user!;
}
