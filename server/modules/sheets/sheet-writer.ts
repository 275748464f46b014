/**
 * Writes an event's sheet within Google's limits, for as long as the caller's time allows, and says
 * whether it is done (decision 028). The `Event` and `Exhibits` tabs (a few rows) are rewritten on
 * every run. The `Registrations` tab is written by passes (sheets-progress.ts): a full pass from an
 * empty tab when the layout requires it, then only what changed. Rows go in requests of at most
 * GOOGLE_SHEETS_BATCH_ROWS rows and GOOGLE_SHEETS_REQUEST_BYTES bytes, read from the database a batch
 * at a time, and the progress is saved after every request: an interrupted run is continued, not
 * started over. The tabs' grids are sized exactly, so that the registrations the sheet can hold are
 * known: past that, the first ones are written and the notice says so.
 */
import type { SheetsLimits } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { mapInSlices } from '../../platform/in-slices.ts';
import { findEvent } from '../events/events.repository.ts';
import { listEventExhibits } from '../exhibits/exhibits.repository.ts';
import { everyRegistration, loadEventCounts } from '../reports/event-counts.ts';
import { readEventLanguages } from '../settings/event-languages.ts';
import {
  capacityNotice,
  compareColumns,
  grownGridRows,
  rangeBytes,
  recordParts,
  registrationCapacity,
  rewriteNotice,
  rowBytes,
  splitIntoRuns,
} from './sheet-plan.ts';
import * as source from './sheet-rows.repository.ts';
import {
  a1Sheet,
  type Cell,
  EVENT_TAB,
  EVENT_TAB_COLUMNS,
  EXHIBITS_TAB,
  EXHIBITS_TAB_COLUMNS,
  eventTabValues,
  exhibitsTabValues,
  formatters,
  REGISTRATION_FIXED_COLUMNS,
  REGISTRATIONS_TAB,
  registrationRow,
  registrationsHeader,
  SHEET_TAB_TITLES,
  type SheetExhibit,
  sheetWords,
} from './sheet-values.ts';
import * as repo from './sheets.repository.ts';
import { type SheetsClient, SheetsQuotaWait, type TabChange, type TabGrid, type ValueRange } from './sheets-client.ts';
import { rewriteReason, type SheetProgress } from './sheets-progress.ts';

export interface SheetWriterDeps {
  db: Database;
  client: SheetsClient;
  limits: SheetsLimits;
  timezone: string;
  log: { info: (o: object, m: string) => void };
}

export interface WriteResult {
  /** false: more remains (time ran out, or Google's quota asks to wait `retryAfterMs`). */
  done: boolean;
  retryAfterMs?: number;
  exhibits: number;
  /** The event's registrations, whatever their status (issue 30 item 5): each has a row. */
  registrations: number;
  /** Registration rows in the sheet. */
  written: number;
  /** Registration rows the sheet can hold. */
  capacity: number;
  notice: string | null;
}

/** The JSON around a values request's ranges (`{"valueInputOption":"RAW","data":[…]}`), with room to spare. */
const ENVELOPE_BYTES = 200;
/** The Event tab's rows with its note: its room is kept whether or not there is a note. */
const EVENT_TAB_MAX_ROWS = 12;

/** Writes the event's sheet until done or `deadline` (ms since the epoch); null when the event is gone. */
export async function writeSheet(
  deps: SheetWriterDeps,
  target: { eventId: string; spreadsheetId: string },
  deadline: number,
): Promise<WriteResult | null> {
  const { db, client, limits, timezone } = deps;
  const { eventId, spreadsheetId } = target;
  const call = { deadline };
  const range = (tab: string, row: number) => `${a1Sheet(tab)}!A${row}`;

  // The snapshot comes before the exhibits are read: an exhibit missing from the columns was made
  // after it, so its check-ins are changes the next pass writes.
  const snapshot = await source.currentSnapshot(db);
  const event = await findEvent(db, eventId);
  if (!event) return null;
  const [exhibitRows, counts, stored] = await Promise.all([
    listEventExhibits(db, eventId),
    loadEventCounts(db, eventId),
    repo.loadProgress(db, eventId),
  ]);
  // A row for every registration, whatever its status: its Status cell says which (issue 30 item 5).
  const listed = everyRegistration(counts);
  const checkedIn = new Map(counts.exhibits.map((exhibit) => [exhibit.id, exhibit.checkedIn]));
  const exhibits: SheetExhibit[] = exhibitRows
    // Exhibits at the same time keep one order from sync to sync (their columns must not swap).
    .sort(
      (a, b) =>
        a.date.getTime() - b.date.getTime() || a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id),
    )
    .map((exhibit) => ({ ...exhibit, checkedIn: checkedIn.get(exhibit.id) ?? 0 }));
  const columns = exhibits.map((exhibit) => exhibit.id);
  const registrationColumns = REGISTRATION_FIXED_COLUMNS + columns.length;
  // Labels and headers in the organisation's first event language (issue 31).
  const t = sheetWords((await readEventLanguages(db))[0]);
  const exhibitsValues = exhibitsTabValues(exhibits, timezone, t);

  let organiserCells = 0;
  let capacity = 0;
  let progress = stored;
  /** What the run achieved, and the card's notice about it. */
  const result = (done: boolean, retryAfterMs?: number): WriteResult => {
    const written = progress?.rows ?? 0;
    const notices = [
      progress?.pass?.kind === 'full' ? rewriteNotice(written, Math.min(listed, capacity)) : null,
      capacityNotice({ registrations: listed, capacity, cellLimit: limits.cellLimit, organiserCells }),
    ].filter(Boolean);
    return {
      done,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      exhibits: exhibits.length,
      registrations: listed,
      written,
      capacity,
      notice: notices.length > 0 ? notices.join(' ') : null,
    };
  };

  try {
    const sheet = await client.getSpreadsheet(spreadsheetId, call);
    const tabs = new Map(sheet.tabs.map((tab) => [tab.title, tab]));
    const ours = new Set<string>(SHEET_TAB_TITLES);
    organiserCells = sheet.tabs.filter((tab) => !ours.has(tab.title)).reduce((sum, tab) => sum + cells(tab), 0);
    capacity = registrationCapacity({
      cellLimit: limits.cellLimit,
      otherCells:
        organiserCells + EVENT_TAB_MAX_ROWS * EVENT_TAB_COLUMNS + exhibitsValues.length * EXHIBITS_TAB_COLUMNS,
      columns: registrationColumns,
    });
    const note = capacityNotice({
      registrations: listed,
      capacity,
      cellLimit: limits.cellLimit,
      organiserCells,
    });
    const eventValues = eventTabValues(event, exhibits.length, counts, timezone, note, t);
    const registrationsTab = tabs.get(REGISTRATIONS_TAB);

    // The tabs' grids: the small tabs sized to their values; the Registrations tab emptied and sized
    // for a rewrite, or widened for exhibits added after the last column.
    const reason = rewriteReason(progress, { spreadsheetId, timezone, registrationsTab, columns, capacity });
    const shrinks: TabChange[] = [];
    const grows: TabChange[] = [];
    const size = (title: string, rows: number, columnCount: number) => {
      const tab = tabs.get(title);
      if (!tab) grows.push({ add: { title, rows, columns: columnCount } });
      else if (tab.rows !== rows || tab.columns !== columnCount) {
        (rows * columnCount < cells(tab) ? shrinks : grows).push({
          resize: { sheetId: tab.sheetId, rows, columns: columnCount },
        });
      }
    };
    size(EVENT_TAB, eventValues.length, EVENT_TAB_COLUMNS);
    size(EXHIBITS_TAB, exhibitsValues.length, EXHIBITS_TAB_COLUMNS);
    if (reason !== null) {
      deps.log.info({ eventId, reason }, 'the Registrations tab is written whole');
      const gridRows = 1 + Math.min(listed, capacity);
      progress = {
        v: 2,
        spreadsheetId,
        // Known once the tab is emptied and sized: a run that stops before then starts over.
        tabId: -1,
        timezone,
        columns,
        rows: 0,
        gridRows,
        since: null,
        pass: { kind: 'full', snapshot, after: null },
        full: false,
      };
      // Saved (and the old rows' map cleared) before the tab is touched: a run that stops after this
      // point starts the rewrite again rather than trusting rows that are gone.
      await repo.restartProgress(db, eventId, progress);
      if (registrationsTab) {
        // Down to the header row first (the rows below it are dropped), then to the size needed.
        shrinks.unshift({ resize: { sheetId: registrationsTab.sheetId, rows: 1, columns: registrationColumns } });
        grows.push({ resize: { sheetId: registrationsTab.sheetId, rows: gridRows, columns: registrationColumns } });
      } else {
        grows.push({ add: { title: REGISTRATIONS_TAB, rows: gridRows, columns: registrationColumns } });
      }
    } else if (progress && compareColumns(progress.columns, columns) === 'widen') {
      grows.push({ resize: { sheetId: progress.tabId, rows: progress.gridRows, columns: registrationColumns } });
      progress.columns = columns;
    }
    const added = await client.changeTabs(spreadsheetId, [...shrinks, ...grows], call);
    if (!progress) throw new Error('no progress after the layout');
    const tabId = added.get(REGISTRATIONS_TAB) ?? (reason !== null ? registrationsTab?.sheetId : undefined);
    if (tabId !== undefined) progress.tabId = tabId;
    if (reason !== null || grows.length + shrinks.length > 0) {
      await repo.saveProgress(db, eventId, progress);
    }
    const state: SheetProgress = progress;

    // Every run rewrites the small tabs and the header, with its first request of rows.
    let pending: ValueRange[] | null = [
      { range: range(EVENT_TAB, 1), values: eventValues },
      { range: range(EXHIBITS_TAB, 1), values: exhibitsValues },
      { range: range(REGISTRATIONS_TAB, 1), values: [registrationsHeader(exhibits, timezone, t)] },
    ];
    const pendingBytes = pending.reduce((sum, entry) => sum + rangeBytes(entry.range, entry.values), 0);
    if (pendingBytes > limits.requestBytes / 2) {
      await client.writeValues(spreadsheetId, pending, call);
      pending = null;
    }
    const runBytes = () => limits.requestBytes - ENVELOPE_BYTES - (pending ? pendingBytes : 0);
    const write = async (ranges: ValueRange[]) => {
      await client.writeValues(spreadsheetId, pending ? [...pending, ...ranges] : ranges, call);
      pending = null;
    };
    /** The grid has room for `rows` registration rows (grown with some slack when it has not). */
    const ensureRows = async (rows: number) => {
      const gridRows = grownGridRows(state.gridRows, rows, capacity);
      if (gridRows === state.gridRows) return;
      await client.changeTabs(
        spreadsheetId,
        [{ resize: { sheetId: state.tabId, rows: gridRows, columns: registrationColumns } }],
        call,
      );
      state.gridRows = gridRows;
      await repo.saveProgress(db, eventId, state);
    };
    const format = formatters(timezone);
    const cellsOf = (registration: source.SheetRegistrationRow) => registrationRow(registration, columns, format, t);

    if (state.pass === null) state.pass = { kind: 'delta', snapshot, after: null };
    while (state.pass !== null && Date.now() < deadline) {
      const pass: NonNullable<SheetProgress['pass']> = state.pass;
      if (pass.kind === 'full') {
        const room = capacity - state.rows;
        const batch: source.SheetRegistrationRow[] =
          room > 0 ? await source.registrationsAfter(db, eventId, pass.after, Math.min(limits.batchRows, room)) : [];
        if (batch.length === 0) {
          // The whole tab is written; what changed meanwhile is the next pass's, in this run if time allows.
          state.full = listed > state.rows && room <= 0;
          state.since = pass.snapshot;
          state.pass = { kind: 'delta', snapshot, after: null };
          await repo.saveProgress(db, eventId, state);
          continue;
        }
        const rows = await mapInSlices(batch, (registration) => {
          const cells = cellsOf(registration);
          return { registration, cells, bytes: rowBytes(cells) };
        });
        for (const run of splitIntoRuns(rows, (row) => row.bytes, limits.batchRows, runBytes())) {
          const first = state.rows + 2;
          await ensureRows(state.rows + run.length);
          await write([{ range: range(REGISTRATIONS_TAB, first), values: run.map((row) => row.cells) }]);
          for (const part of recordParts(run, first)) {
            const last: source.SheetRegistrationRow = part.items[part.items.length - 1]!.registration;
            state.rows += part.items.length;
            state.pass = { kind: 'full', snapshot: pass.snapshot, after: { time: last.time, id: last.id } };
            await repo.recordWrittenRows(
              db,
              eventId,
              state,
              part.items.map((row, index) => ({ registrationId: row.registration.id, row: part.first + index })),
            );
          }
          if (Date.now() >= deadline) break;
        }
      } else {
        if (pass.after === null && (await removedSinceWritten(db, eventId, state.since!))) {
          // A written registration was deleted: its row cannot be taken out without moving the rows below.
          state.tabId = -1;
          await repo.saveProgress(db, eventId, state);
          return result(false, 0);
        }
        const changes = await source.changesSince(
          db,
          eventId,
          { since: state.since!, upTo: pass.snapshot },
          pass.after,
          limits.batchRows,
        );
        if (changes.length === 0) {
          state.since = pass.snapshot;
          state.pass = null;
          await repo.saveProgress(db, eventId, state);
          break;
        }
        const ids = [...new Set(changes.map((change) => change.id))];
        const [changed, rowOf] = await Promise.all([
          source.registrationsByIds(db, eventId, ids),
          source.sheetRowsOf(db, eventId, ids),
        ]);
        const updates = changed.filter((registration) => rowOf.has(registration.id));
        const news = changed.filter((registration) => !rowOf.has(registration.id));
        const appends = news.slice(0, Math.max(0, capacity - state.rows));
        if (appends.length < news.length) state.full = true;
        type Item = { registration: source.SheetRegistrationRow; cells: Cell[]; row: number | null; bytes: number };
        const item = (registration: source.SheetRegistrationRow, row: number | null): Item => {
          const cells = cellsOf(registration);
          const bytes = row === null ? rowBytes(cells) : rangeBytes(range(REGISTRATIONS_TAB, row), [cells]);
          return { registration, cells, row, bytes };
        };
        const items: Item[] = [
          ...(await mapInSlices(updates, (registration) => item(registration, rowOf.get(registration.id)!))),
          ...(await mapInSlices(appends, (registration) => item(registration, null))),
        ];
        for (const run of splitIntoRuns(items, (entry) => entry.bytes, limits.batchRows, runBytes() - ENVELOPE_BYTES)) {
          const inPlace = run.filter((item) => item.row !== null);
          const added = run.filter((item) => item.row === null);
          const first = state.rows + 2;
          const ranges: ValueRange[] = inPlace.map((item) => ({
            range: range(REGISTRATIONS_TAB, item.row!),
            values: [item.cells],
          }));
          if (added.length > 0) {
            await ensureRows(state.rows + added.length);
            ranges.push({ range: range(REGISTRATIONS_TAB, first), values: added.map((item) => item.cells) });
          }
          await write(ranges);
          for (const part of recordParts(added, first)) {
            state.rows += part.items.length;
            await repo.recordWrittenRows(
              db,
              eventId,
              state,
              part.items.map((item, index) => ({ registrationId: item.registration.id, row: part.first + index })),
            );
          }
        }
        // The page is written: the next starts after its last change (a page cut short is written again).
        const last = changes[changes.length - 1]!;
        state.pass = { kind: 'delta', snapshot: pass.snapshot, after: { change: last.change, id: last.id } };
        await repo.saveProgress(db, eventId, state);
      }
    }
    if (pending) await write([]);
    return result(state.pass === null);
  } catch (error) {
    if (!(error instanceof SheetsQuotaWait)) throw error;
    // Google asks to wait longer than this run may: what is written stays, the rest comes later.
    return result(false, error.waitMs);
  }
}

const cells = (tab: TabGrid) => tab.rows * tab.columns;

/** Whether a registration written to the sheet was deleted since the snapshot. */
async function removedSinceWritten(db: Database, eventId: string, since: string): Promise<boolean> {
  const removed = await source.removedSince(db, eventId, since);
  if (removed.length === 0) return false;
  return (await source.sheetRowsOf(db, eventId, removed)).size > 0;
}
