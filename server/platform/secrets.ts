/**
 * The server secret, from which the keys that sign QR passes and cookies are derived. Set APP_SECRET
 * in production; without it one is generated once per deployment (never in the repository): on
 * PostgreSQL kept in the database, so every instance signs alike; on PGlite under DATA_DIR.
 * APP_SECRET_PREVIOUS, after a rotation, still verifies what was signed with the one before.
 * See docs/decisions/018-durability-and-secrets.md.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Executor } from './db/client.ts';
import { config } from './db/schema.ts';
import { createFileDurably } from './durable-files.ts';
import { PRIVATE_DIRECTORY_MODE } from './private-files.ts';

export interface AppSecrets {
  /** Signs everything new. */
  current: string;
  /** Still verifies what was signed before the last rotation. */
  previous: string | undefined;
}

/** As config.ts asks of APP_SECRET. */
export const MIN_SECRET_LENGTH = 32;
/** The `config` row of a generated secret on PostgreSQL (written here only, never by the settings module). */
export const APP_SECRET_KEY = 'app_secret';

export class AppSecretError extends Error {
  override name = 'AppSecretError';
}

export interface ResolveSecretsOptions {
  configured: string | undefined;
  previous: string | undefined;
  dataDir: string;
  /** On PostgreSQL: the database that keeps the generated secret (the first instance's wins). */
  database?: Executor;
}

export async function resolveAppSecrets(options: ResolveSecretsOptions): Promise<AppSecrets> {
  const current = options.configured ?? (await generatedSecret(options));
  return { current, previous: options.previous };
}

/**
 * A key for one use of the secret (`purpose`: 'qr-pass', 'cookies'): a key that signs cookies can
 * never sign a pass, nor the reverse (HKDF-SHA256).
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', `id-event/${purpose}`, 32));
}

async function generatedSecret(options: ResolveSecretsOptions): Promise<string> {
  const file = path.join(options.dataDir, 'app-secret');
  const kept = await readSecretFile(file);
  if (!options.database) return kept ?? (await createSecretFile(file, options.dataDir));
  // A single instance's file from before (its passes are signed with it) is the first candidate.
  const candidate = kept ?? randomBytes(48).toString('base64url');
  const db = options.database;
  await db.insert(config).values({ key: APP_SECRET_KEY, value: candidate }).onConflictDoNothing({ target: config.key });
  const [row] = await db.select({ value: config.value }).from(config).where(eq(config.key, APP_SECRET_KEY));
  return checked(row?.value ?? '', `the database's config row '${APP_SECRET_KEY}'`);
}

async function createSecretFile(file: string, dataDir: string): Promise<string> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const secret = randomBytes(48).toString('base64url');
  if (await createFileDurably(file, secret, 0o600)) return secret;
  // Another process wrote it first: use theirs, so every instance signs alike.
  return (await readSecretFile(file))!;
}

async function readSecretFile(file: string): Promise<string | undefined> {
  const content = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return content === undefined ? undefined : checked(content, file);
}

/** The secret, trimmed; a short one (an empty file, say) would let anyone forge passes: refused. */
function checked(secret: string, where: string): string {
  const value = secret.trim();
  if (value.length >= MIN_SECRET_LENGTH) return value;
  throw new AppSecretError(
    `The app secret in ${where} has ${value.length === 0 ? 'nothing in it' : `only ${value.length} characters`}: ` +
      `a key that short lets anyone forge passes, so ID Event does not start. Restore it from a backup, or set ` +
      `APP_SECRET (at least ${MIN_SECRET_LENGTH} characters; passes already sent then no longer verify).`,
  );
}

/** The keys for `purpose`, the one that signs first, then the one that only still verifies. */
export function keyRing(secrets: AppSecrets, purpose: string): Buffer[] {
  const all = secrets.previous ? [secrets.current, secrets.previous] : [secrets.current];
  return all.map((secret) => deriveKey(secret, purpose));
}
