/** The `kiosk_devices` table. This module owns its writes. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { preparedQuery } from '../../platform/db/prepared.ts';
import { kioskDevices } from '../../platform/db/schema.ts';

export type KioskDeviceRow = typeof kioskDevices.$inferSelect;

// Every public check-in asks this when devices must be enrolled: a prepared statement.
const deviceByTokenHash = preparedQuery((db) =>
  db
    .select({ id: kioskDevices.id })
    .from(kioskDevices)
    .where(eq(kioskDevices.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('kiosk_device_by_token_hash'),
);

export async function findDeviceId(db: Executor, tokenHash: string): Promise<string | null> {
  const [row] = await deviceByTokenHash(db).execute({ tokenHash });
  return row?.id ?? null;
}

export function listDevices(db: Executor) {
  return db.select().from(kioskDevices).orderBy(asc(kioskDevices.createdAt), asc(kioskDevices.name));
}

export async function insertDevice(
  db: Executor,
  values: { name: string; tokenHash: string; enrolledBy: string | null },
): Promise<KioskDeviceRow> {
  const [row] = await db.insert(kioskDevices).values(values).returning();
  return row!;
}

export async function deleteDevice(db: Executor, id: string): Promise<boolean> {
  const removed = await db.delete(kioskDevices).where(eq(kioskDevices.id, id)).returning({ id: kioskDevices.id });
  return removed.length > 0;
}

export async function deleteDeviceByTokenHash(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(kioskDevices).where(eq(kioskDevices.tokenHash, tokenHash));
}
