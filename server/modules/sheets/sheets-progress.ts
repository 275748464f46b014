/**
 * How far an event's sheet is written (`sheet_syncs.progress`, decision 028), and when what is written
 * cannot stay. A sync writes the Registrations tab in passes of bounded batches, saving this after
 * every batch, so a failed or interrupted sync continues from its last written batch:
 * - a *full* pass writes every registration, oldest first (keyset on registration time and id), from
 *   an empty tab; it records the database snapshot taken before its first read;
 * - then *delta* passes write only what changed since the last snapshot: new registrations appended
 *   below the last row, and the rows of registrations edited or checked in rewritten in place (the row
 *   of each registration is kept in `sheet_rows`).
 * Plain data and rules, no I/O.
 */
import { z } from 'zod';
import { compareColumns } from './sheet-plan.ts';
import { REGISTRATION_FIXED_COLUMNS } from './sheet-values.ts';
import type { TabGrid } from './sheets-client.ts';

const fullPass = z.object({
  kind: z.literal('full'),
  /** `pg_current_snapshot()` taken before the pass read anything. */
  snapshot: z.string(),
  /** The last registration written: its time (ISO, to the microsecond) and id. */
  after: z.object({ time: z.string(), id: z.string() }).nullable(),
});

const deltaPass = z.object({
  kind: z.literal('delta'),
  snapshot: z.string(),
  /** The last change written: its transaction id (`door_change`) and registration id. */
  after: z.object({ change: z.string(), id: z.string() }).nullable(),
});

export const sheetProgressSchema = z.object({
  /**
   * 2: the Registrations tab has a Status column and a row for every registration, whatever its
   * status (issue 30 item 5). A sheet written by another version is written whole again.
   */
  v: z.literal(2),
  spreadsheetId: z.string(),
  /** The Registrations tab's id (a tab deleted and added again is another tab). */
  tabId: z.number().int(),
  timezone: z.string(),
  /** Exhibit ids, in the order of their check-in columns. */
  columns: z.array(z.string()),
  /** Registration rows written: rows 2 to rows + 1, each in `sheet_rows`. */
  rows: z.number().int().min(0),
  /** The Registrations grid's rows (header included) as the sync left them. */
  gridRows: z.number().int().min(1),
  /** Everything visible in this snapshot is in the sheet; null until the first full pass ends. */
  since: z.string().nullable(),
  pass: z.discriminatedUnion('kind', [fullPass, deltaPass]).nullable(),
  /** Registrations were left out for want of room. */
  full: z.boolean(),
});

export type SheetProgress = z.infer<typeof sheetProgressSchema>;
export type FullPass = z.infer<typeof fullPass>;
export type DeltaPass = z.infer<typeof deltaPass>;

/** Stored progress, or null when there is none or it is not of this version (the next sync rewrites the tab). */
export function parseProgress(value: unknown): SheetProgress | null {
  const parsed = sheetProgressSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The lowest transaction id a snapshot does not see as ended (`pg_snapshot_xmin`), from its text `xmin:xmax:xip,…`. */
export const snapshotXmin = (snapshot: string) => snapshotPart(snapshot, 0);
/** The first transaction id a snapshot sees as not yet begun (`pg_snapshot_xmax`). */
export const snapshotXmax = (snapshot: string) => snapshotPart(snapshot, 1);

function snapshotPart(snapshot: string, index: number): string {
  const part = snapshot.split(':')[index] ?? '';
  if (!/^\d+$/.test(part)) throw new Error(`not a snapshot: ${snapshot}`);
  return part;
}

export interface SheetNow {
  spreadsheetId: string;
  timezone: string;
  /** The tab as Google has it now; undefined when it does not exist. */
  registrationsTab: TabGrid | undefined;
  columns: readonly string[];
  /** Registration rows the sheet can hold now. */
  capacity: number;
}

/**
 * Why the rows written cannot stay and the tab must be written whole again, or null when they can:
 * another sheet or time zone; the tab gone, or resized or reshaped by someone else (rows inserted or
 * deleted); an exhibit's column moved or gone; less room than the rows written; more room while
 * registrations were left out.
 */
export function rewriteReason(progress: SheetProgress | null, now: SheetNow): string | null {
  if (!progress) return 'first sync';
  if (progress.spreadsheetId !== now.spreadsheetId) return 'another sheet';
  if (progress.timezone !== now.timezone) return 'another time zone';
  const tab = now.registrationsTab;
  if (!tab || tab.sheetId !== progress.tabId) return 'the Registrations tab is new';
  if (tab.rows !== progress.gridRows || tab.columns !== REGISTRATION_FIXED_COLUMNS + progress.columns.length) {
    return 'the Registrations tab was resized';
  }
  if (compareColumns(progress.columns, now.columns) === 'rewrite') return 'the exhibits changed';
  if (progress.rows > now.capacity) return 'less room';
  if (progress.full && progress.pass === null && now.capacity > progress.rows) return 'more room';
  return null;
}
