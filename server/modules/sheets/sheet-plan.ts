/**
 * The rules that keep a sync within Google's limits and say what the organiser should know, as plain
 * functions (decision 028): how many registration rows the spreadsheet can hold, the card's notices,
 * how rows are cut into requests, and whether the tab's layout still allows writing only what changed.
 */
import type { Cell } from './sheet-values.ts';

/** Rows of registrations (below the header row) the Registrations tab can hold with `columns` columns. */
export function registrationCapacity(input: { cellLimit: number; otherCells: number; columns: number }): number {
  return Math.max(0, Math.floor((input.cellLimit - input.otherCells) / input.columns) - 1);
}

const count = (value: number) => value.toLocaleString('en-US');
const cells = (value: number) => (value % 1_000_000 === 0 ? `${count(value / 1_000_000)} million` : count(value));

/**
 * The card's sentence when the sheet cannot hold the event: what it shows instead (the first
 * `capacity` registrations, oldest first). Null when everything fits.
 */
export function capacityNotice(input: {
  /** The event's registrations, whatever their status: each has a row. */
  registrations: number;
  capacity: number;
  cellLimit: number;
  /** Cells of the tabs that are not the app's (the organiser's own, Sheet1). */
  organiserCells: number;
}): string | null {
  const { registrations, capacity, cellLimit, organiserCells } = input;
  if (registrations <= capacity) return null;
  const limit = `a Google Sheet holds at most ${cells(cellLimit)} cells`;
  if (capacity === 0) {
    return `This event has ${count(registrations)} registrations, but the sheet's other tabs leave no room for them: ${limit}. Remove or shrink the other tabs.`;
  }
  // Only worth saying when the organiser's tabs take a real share of the room.
  const beside = organiserCells * 10 >= cellLimit ? " beside the sheet's other tabs" : '';
  return `This event has ${count(registrations)} registrations: ${limit}, about ${count(capacity)} rows of registrations${beside}. The sheet shows the first ${count(capacity)}.`;
}

/** The card's sentence while the Registrations tab is being written whole over several requests. */
export function rewriteNotice(written: number, total: number): string {
  return `Writing the sheet: ${count(written)} of ${count(total)} registrations so far; the rest follows in the background.`;
}

/** The bytes a row adds to a values request's JSON body (its cells and a comma). */
export const rowBytes = (row: Cell[]) => Buffer.byteLength(JSON.stringify(row)) + 1;

/** The bytes a one-row range adds (`{"range":"'Registrations'!A123456","majorDimension":"ROWS","values":[…]}`). */
export const rangeBytes = (range: string, rows: Cell[][]) =>
  Buffer.byteLength(JSON.stringify({ range, majorDimension: 'ROWS', values: rows })) + 1;

/**
 * Cuts items into consecutive runs of at most `maxItems` items and `maxBytes` bytes (by `sizeOf`),
 * each with at least one item, so that no request goes past Google's recommended size.
 */
export function splitIntoRuns<T>(items: T[], sizeOf: (item: T) => number, maxItems: number, maxBytes: number): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = sizeOf(item);
    if (run.length > 0 && (run.length >= maxItems || bytes + size > maxBytes)) {
      runs.push(run);
      run = [];
      bytes = 0;
    }
    run.push(item);
    bytes += size;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Whether rows already written can stay: `same` columns; `widen` when exhibits were only added after
 * the last column (the new columns start blank, and their check-ins are changes the sync will write);
 * `rewrite` when a column moved or went away (every row must be written again).
 */
export function compareColumns(before: readonly string[], after: readonly string[]): 'same' | 'widen' | 'rewrite' {
  if (after.length < before.length || before.some((id, index) => after[index] !== id)) return 'rewrite';
  return after.length === before.length ? 'same' : 'widen';
}

/** Rows added to the Registrations grid beyond those written, so that a few new registrations need no resize. */
export const GRID_SLACK_ROWS = 1000;

/**
 * The Registrations grid's rows (header included) for `needed` registration rows: as it is when they
 * fit, else grown with some slack, never past the capacity.
 */
export function grownGridRows(current: number, needed: number, capacity: number): number {
  if (needed + 1 <= current) return current;
  return Math.min(capacity, needed + GRID_SLACK_ROWS) + 1;
}

/**
 * A run's rows are recorded (with the progress they reach) this many to a transaction. PGlite runs
 * one statement at a time and a transaction holds it whole: a run's 5,000 rows in one held the
 * door's calls 80-160 ms at a million registrations; a part takes a few milliseconds. A run that
 * stops between parts resumes after the last part recorded (its rows are written again in place).
 */
export const RECORD_PART_ROWS = 500;

/** `items` (written from sheet row `first` on) in parts of RECORD_PART_ROWS; one part if empty. */
export function recordParts<T>(items: readonly T[], first: number): { items: T[]; first: number }[] {
  const parts: { items: T[]; first: number }[] = [];
  for (let start = 0; start < items.length || start === 0; start += RECORD_PART_ROWS) {
    parts.push({ items: items.slice(start, start + RECORD_PART_ROWS), first: first + start });
  }
  return parts;
}
