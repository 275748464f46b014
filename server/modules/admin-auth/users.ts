/** The `users` table: staff accounts. This module owns its writes. */
import { randomBytes } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../common/roles.ts';
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

export type UserRow = typeof users.$inferSelect;

export async function createUser(db: Executor, username: string, password: string, role: StaffRole = 'organiser') {
  const [user] = await db
    .insert(users)
    .values({ username: username.trim().toLowerCase(), passwordHash: await hashPassword(password), role })
    .returning();
  return user!;
}

/** An identity-provider account made before its first sign-in, with its role (no password). */
export async function createIdentityAccount(db: Executor, email: string, role: StaffRole) {
  const [user] = await db
    .insert(users)
    .values({ username: email.trim().toLowerCase(), passwordHash: null, role })
    .returning();
  return user!;
}

export async function listUsers(db: Executor): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.username));
}

/** The enabled owners, locked until the transaction ends: two demotions at once cannot both pass. */
export async function lockEnabledOwners(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} = 'owner' and not ${users.disabled}`)
    .for('update');
  return rows.map((row) => row.id);
}

export async function updateUser(
  db: Executor,
  userId: string,
  change: { role?: StaffRole; disabled?: boolean; passwordHash?: string },
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

/**
 * A local account's new password (the account's sessions are ended by the caller); `generated`: the
 * app made it up, so the account is asked to change it.
 */
export async function setPassword(db: Executor, userId: string, password: string, generated = false): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), passwordGenerated: generated, updatedAt: new Date() })
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
      passwordGenerated: generatedPassword !== undefined,
      role: 'owner',
    })
    .onConflictDoNothing();
  return { created: true, username, generatedPassword };
}

/**
 * The account of an identity-provider user (no password: it signs in through the provider only).
 * A first sign-in makes it with `firstRole`; an account made before (pre-assigned by an owner) keeps
 * its role, except that the super admin is always an owner (admin-access.ts, `identityRole`).
 */
export async function upsertIdentityUser(db: Executor, email: string, firstRole: StaffRole, alwaysOwner: boolean) {
  const username = email.trim().toLowerCase();
  const [user] = await db
    .insert(users)
    .values({ username, passwordHash: null, role: firstRole })
    .onConflictDoUpdate({
      target: users.username,
      set: alwaysOwner ? { updatedAt: new Date(), role: 'owner' } : { updatedAt: new Date() },
    })
    .returning();
  return user!;
}

/** The account's own language (issue 31). */
export async function setUserLocale(db: Executor, id: string, locale: string): Promise<UserRow | null> {
  const [user] = await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return user ?? null;
}
