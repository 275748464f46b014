/**
 * The `sheet_syncs` table and the `sheets_url` column of `events`: this module owns their writes.
 * The lease is a row-level "one sync of this event at a time" that holds across instances and
 * expires on its own if its holder dies. The progress says how far the sheet is written (decision 028).
 */
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, pgErrorCode } from '../../platform/db/client.ts';
import { events, sheetSyncs } from '../../platform/db/schema.ts';
import { clearSheetRows, recordSheetRows } from './sheet-rows.repository.ts';
import { parseProgress, type SheetProgress } from './sheets-progress.ts';

export interface SheetsLink {
  sheetsUrl: string | null;
  lastSyncedAt: Date | null;
  lastError: string | null;
  notice: string | null;
}

export async function findSheetsLink(db: Executor, eventId: string): Promise<SheetsLink | null> {
  const [row] = await db
    .select({
      sheetsUrl: events.sheetsUrl,
      lastSyncedAt: sheetSyncs.lastSyncedAt,
      lastError: sheetSyncs.lastError,
      notice: sheetSyncs.notice,
    })
    .from(events)
    .leftJoin(sheetSyncs, eq(sheetSyncs.eventId, events.id))
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}

/** Saves the link; a different link starts with a clean status (the old one's belongs to the old sheet). */
export async function saveSheetsUrl(db: Executor, eventId: string, sheetsUrl: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ sheetsUrl: events.sheetsUrl }).from(events).where(eq(events.id, eventId));
    if (!before || before.sheetsUrl === sheetsUrl) return;
    await tx.update(events).set({ sheetsUrl }).where(eq(events.id, eventId));
    // The progress was about the old sheet: the new one is written whole (its rows' map is cleared then).
    await tx
      .update(sheetSyncs)
      .set({ lastSyncedAt: null, lastError: null, notice: null, progress: null })
      .where(eq(sheetSyncs.eventId, eventId));
  });
}

export type LeaseResult = { until: Date } | 'busy' | 'gone';

/** Takes the event's sync lease for `seconds` unless someone else holds an unexpired one. */
export async function acquireSyncLease(db: Executor, eventId: string, seconds: number): Promise<LeaseResult> {
  try {
    const until = sql`date_trunc('milliseconds', now() + ${seconds} * interval '1 second')`;
    const rows = await db
      .insert(sheetSyncs)
      .values({ eventId, leaseUntil: until })
      .onConflictDoUpdate({
        target: sheetSyncs.eventId,
        set: { leaseUntil: until },
        setWhere: sql`${sheetSyncs.leaseUntil} is null or ${sheetSyncs.leaseUntil} < now()`,
      })
      .returning({ leaseUntil: sheetSyncs.leaseUntil });
    const leaseUntil = rows[0]?.leaseUntil;
    return leaseUntil ? { until: leaseUntil } : 'busy';
  } catch (error) {
    // The event was deleted meanwhile (foreign key): there is nothing left to sync.
    if (pgErrorCode(error) === '23503') return 'gone';
    throw error;
  }
}

export async function releaseSyncLease(db: Executor, eventId: string, until: Date): Promise<void> {
  await db
    .update(sheetSyncs)
    .set({ leaseUntil: null })
    .where(and(eq(sheetSyncs.eventId, eventId), eq(sheetSyncs.leaseUntil, until)));
}

/**
 * Records a sync's outcome, unless the event's link changed meanwhile (it was about the old sheet): a
 * sync done, a run that wrote part of the sheet (the rest is queued), or a failure.
 */
export async function recordSyncOutcome(
  db: Executor,
  eventId: string,
  sheetsUrl: string,
  outcome: { syncedAt: Date; notice: string | null } | { progressing: true; notice: string | null } | { error: string },
): Promise<void> {
  await db
    .update(sheetSyncs)
    .set(
      'syncedAt' in outcome
        ? { lastSyncedAt: outcome.syncedAt, lastError: null, notice: outcome.notice }
        : 'progressing' in outcome
          ? { lastError: null, notice: outcome.notice }
          : { lastError: outcome.error },
    )
    .where(
      and(
        eq(sheetSyncs.eventId, eventId),
        sql`exists (select 1 from ${events} where ${events.id} = ${eventId} and ${events.sheetsUrl} = ${sheetsUrl})`,
      ),
    );
}

export async function loadProgress(db: Executor, eventId: string): Promise<SheetProgress | null> {
  const [row] = await db
    .select({ progress: sheetSyncs.progress })
    .from(sheetSyncs)
    .where(eq(sheetSyncs.eventId, eventId));
  return parseProgress(row?.progress);
}

/** Saves the progress (the sync holds the event's lease, so its row exists). */
export async function saveProgress(db: Executor, eventId: string, progress: SheetProgress): Promise<void> {
  await db.update(sheetSyncs).set({ progress }).where(eq(sheetSyncs.eventId, eventId));
}

/** A rewrite from an empty tab: the new progress, and no row of the old one kept. */
export async function restartProgress(db: Executor, eventId: string, progress: SheetProgress): Promise<void> {
  await db.transaction(async (tx) => {
    await saveProgress(tx, eventId, progress);
    await clearSheetRows(tx, eventId);
  });
}

/** Rows just written, and the progress that includes them, together. */
export async function recordWrittenRows(
  db: Executor,
  eventId: string,
  progress: SheetProgress,
  rows: { registrationId: string; row: number }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await recordSheetRows(tx, eventId, rows);
    await saveProgress(tx, eventId, progress);
  });
}
