/** The `config` table: named settings organisers change at run time (the support e-mail, for one). */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { config } from '../../platform/db/schema.ts';

export const SUPPORT_EMAIL_KEY = 'support_email';

// Every pass e-mail reads the support e-mail: a prepared statement.
const settingByKey = preparedQuery((db) =>
  db
    .select({ value: config.value })
    .from(config)
    .where(eq(config.key, sql.placeholder('key')))
    .limit(1)
    .prepare('setting_by_key'),
);

export async function getSetting(db: Executor, key: string): Promise<string | null> {
  const [row] = await settingByKey(db).execute({ key });
  return row?.value ?? null;
}

export async function setSetting(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insert(config)
    .values({ key, value })
    .onConflictDoUpdate({ target: config.key, set: { value, updatedAt: new Date() } });
}
