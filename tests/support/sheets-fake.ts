/**
 * A local stand-in for the Google Sheets v4 REST API, for the real client library to talk to. It
 * speaks the shapes the app uses (GET spreadsheets/{id}, :batchUpdate with addSheet,
 * updateSheetProperties and updateSpreadsheetProperties, values:batchClear, values:batchUpdate, PUT
 * values/{range}), checks that each request carries a bearer JWT signed by the service account's key,
 * keeps the sheets in memory, and records every request. Per spreadsheet: normal, read-only (403 on
 * writes), unknown (404), and "let N requests through, then fail M" (any status, with a Retry-After;
 * a 429's Retry-After is kept: every request before it ends is answered 429 too).
 * Google's limits, lowered for tests when asked: the cells of a spreadsheet's grids (every tab's rows
 * times its columns, 10 million), and the size of a request's body (Google recommends 2 MB; none
 * unless set). With `strictGrid`, a write past a tab's grid is refused instead of growing it.
 */
import { createPublicKey, generateKeyPairSync, type KeyObject, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Cell = string | number | boolean;

export type Operation =
  | 'get'
  | 'batchUpdate'
  | 'values.batchClear'
  | 'values.batchUpdate'
  | 'values.update'
  | 'values.get'
  | 'unknown';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  spreadsheetId: string | undefined;
  operation: Operation;
  body: any;
  authorization: string | undefined;
  status: number;
  /** When it arrived (ms since the epoch). */
  at: number;
  /** The size of its body in bytes. */
  bytes: number;
}

interface Tab {
  sheetId: number;
  cells: Cell[][];
  /** The grid: every cell of it counts towards the spreadsheet's cell limit. */
  rows: number;
  columns: number;
}

interface Failures {
  /** Requests let through before the failures start. */
  skip: number;
  remaining: number;
  status: number;
  /** Seconds, sent as Retry-After. */
  retryAfter: number | undefined;
}

interface Spreadsheet {
  title: string;
  mode: 'normal' | 'read-only';
  tabs: Map<string, Tab>;
  failures: Failures;
  /** A 429's Retry-After runs until then (ms since the epoch): every request before it is refused too, as Google does. */
  quotaUntil: number;
}

export interface SheetsFakeLimits {
  /** Cells of all the tabs' grids together (Google: 10,000,000). */
  cellLimit?: number;
  /** A request's body at most, in bytes (refused past it, as Google refuses a payload too large). */
  maxRequestBytes?: number;
  /** A value written past a tab's grid is refused ("exceeds grid limits") rather than growing the grid. */
  strictGrid?: boolean;
  /** false: requests are recorded without their bodies (the bench writes a million rows). */
  keepBodies?: boolean;
}

export interface TabOptions {
  title: string;
  rows?: number;
  columns?: number;
}

/** A new tab's grid when none is given, as Google makes it. */
const DEFAULT_ROWS = 1000;
const DEFAULT_COLUMNS = 26;

export interface SheetsFake {
  /** With a trailing slash: the value for GOOGLE_SHEETS_API_ROOT. */
  rootUrl: string;
  requests: RecordedRequest[];
  addSpreadsheet(
    id: string,
    options?: { title?: string; mode?: 'normal' | 'read-only'; tabs?: (string | TabOptions)[] },
  ): void;
  setMode(id: string, mode: 'normal' | 'read-only'): void;
  /** The next `count` requests about this spreadsheet answer `status` (Google's error shape). */
  failNext(id: string, count: number, status?: number): void;
  /** After `after` more requests about this spreadsheet, `count` (default 1) answer `status`, with a Retry-After when given. */
  failRequest(
    id: string,
    options: { after: number; count?: number; status?: number; retryAfterSeconds?: number },
  ): void;
  /** Deletes a tab, as someone with the sheet open might. */
  deleteTab(id: string, title: string): void;
  /** A tab's grid size. */
  grid(id: string, tab: string): { rows: number; columns: number } | undefined;
  /** Cells of all the spreadsheet's grids. */
  cellCount(id: string): number;
  /** Every request waits this long before it is handled (to make overlaps likely). */
  setDelay(ms: number): void;
  tabTitles(id: string): string[];
  /** A tab's cells as Google returns them: trailing empty cells and rows left out. */
  values(id: string, tab: string): Cell[][];
  requestsFor(id: string, operation?: Operation): RecordedRequest[];
  close(): Promise<void>;
}

export interface ServiceAccountForTests {
  clientEmail: string;
  privateKey: string;
  publicKey: KeyObject;
  /** The JSON key file's content, as Google hands it out. */
  json: string;
}

export function generateServiceAccount(clientEmail = 'id-event-sync@test-project.iam.gserviceaccount.com') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const json = JSON.stringify({
    type: 'service_account',
    project_id: 'test-project',
    private_key_id: 'test-key-id',
    private_key: pem,
    client_email: clientEmail,
    client_id: '1234567890',
    token_uri: 'http://127.0.0.1:9/token-must-not-be-called',
  });
  return { clientEmail, privateKey: pem, publicKey, json } satisfies ServiceAccountForTests;
}

const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';

const googleError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

class FakeError extends Error {
  readonly code: number;
  readonly status: string;
  readonly headers: Record<string, string>;

  constructor(code: number, status: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.status = status;
    this.headers = headers;
  }
}

export async function startSheetsFake(
  account: { clientEmail: string; publicKey: KeyObject | string },
  limits: SheetsFakeLimits = {},
) {
  const cellLimit = limits.cellLimit ?? 10_000_000;
  const publicKey = typeof account.publicKey === 'string' ? createPublicKey(account.publicKey) : account.publicKey;
  const spreadsheets = new Map<string, Spreadsheet>();
  const requests: RecordedRequest[] = [];
  let delayMs = 0;
  let nextSheetId = 1000;

  const checkAuthorization = (header: string | undefined) => {
    const token = /^Bearer (.+)$/.exec(header ?? '')?.[1];
    const parts = token?.split('.') ?? [];
    if (parts.length !== 3) return false;
    const [head, payload, signature] = parts as [string, string, string];
    try {
      const header = JSON.parse(Buffer.from(head, 'base64url').toString());
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      if (header.alg !== 'RS256') return false;
      if (claims.iss !== account.clientEmail || claims.sub !== account.clientEmail) return false;
      if (
        !String(claims.scope ?? '')
          .split(' ')
          .includes(SHEETS_SCOPE)
      )
        return false;
      if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return false;
      return verify('RSA-SHA256', Buffer.from(`${head}.${payload}`), publicKey, Buffer.from(signature, 'base64url'));
    } catch {
      return false;
    }
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bodyBytes = Buffer.concat(chunks);
    const raw = bodyBytes.toString('utf8');
    let body: any = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    const route = parseRoute(req.method ?? 'GET', url.pathname);
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      spreadsheetId: route.spreadsheetId,
      operation: route.operation,
      body: limits.keepBodies === false ? null : body,
      authorization: req.headers.authorization,
      status: 0,
      at: Date.now(),
      bytes: bodyBytes.length,
    };
    requests.push(record);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      res.end(JSON.stringify(payload));
    };
    try {
      if (!checkAuthorization(req.headers.authorization)) {
        throw new FakeError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
      }
      const sheet = route.spreadsheetId ? spreadsheets.get(route.spreadsheetId) : undefined;
      // A few milliseconds of grace: timers and clocks may differ by that much, never by a wait.
      if (sheet && Date.now() < sheet.quotaUntil - 20) {
        throw new FakeError(429, 'RESOURCE_EXHAUSTED', QUOTA_MESSAGE, {
          'retry-after': String(Math.ceil((sheet.quotaUntil - Date.now()) / 1000)),
        });
      }
      if (sheet && sheet.failures.skip > 0) sheet.failures.skip--;
      else if (sheet && sheet.failures.remaining > 0) {
        sheet.failures.remaining--;
        const { status, retryAfter } = sheet.failures;
        if (status === 429) {
          if (retryAfter !== undefined) sheet.quotaUntil = Date.now() + retryAfter * 1000;
          throw new FakeError(
            429,
            'RESOURCE_EXHAUSTED',
            QUOTA_MESSAGE,
            retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
          );
        }
        throw new FakeError(
          status,
          status === 503 ? 'UNAVAILABLE' : 'INTERNAL',
          'The service is currently unavailable.',
          retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
        );
      }
      if (limits.maxRequestBytes !== undefined && bodyBytes.length > limits.maxRequestBytes) {
        throw new FakeError(
          400,
          'INVALID_ARGUMENT',
          `Request payload size exceeds the limit: ${limits.maxRequestBytes} bytes.`,
        );
      }
      if (route.operation === 'unknown') throw new FakeError(404, 'NOT_FOUND', 'Not found.');
      if (!sheet) throw new FakeError(404, 'NOT_FOUND', 'Requested entity was not found.');
      const isWrite = route.operation !== 'get' && route.operation !== 'values.get';
      if (isWrite && sheet.mode === 'read-only') {
        throw new FakeError(403, 'PERMISSION_DENIED', 'The caller does not have permission');
      }
      answer(200, handle(route, sheet, route.spreadsheetId!, body, url.searchParams));
    } catch (error) {
      if (error instanceof FakeError) {
        answer(error.code, googleError(error.code, error.status, error.message), error.headers);
      } else answer(500, googleError(500, 'INTERNAL', String(error)));
    }
  });

  /** A write past a tab's grid grows it (within the cell limit), or is refused with `strictGrid`. */
  function checkWrite(sheet: Spreadsheet, range: string, values: Cell[][]) {
    const area = parseA1(range);
    const tab = requireTab(sheet, area.tab);
    const rows = area.row + values.length;
    const columns = area.col + Math.max(0, ...values.map((row) => row.length));
    if (rows <= tab.rows && columns <= tab.columns) return;
    if (limits.strictGrid) {
      throw new FakeError(
        400,
        'INVALID_ARGUMENT',
        `Range (${range}) exceeds grid limits. Max rows: ${tab.rows}, max columns: ${tab.columns}`,
      );
    }
    const others = [...sheet.tabs.values()].filter((other) => other !== tab);
    const grown = Math.max(tab.rows, rows) * Math.max(tab.columns, columns);
    if (others.reduce((sum, other) => sum + other.rows * other.columns, 0) + grown > cellLimit) {
      throw cellLimitError(cellLimit);
    }
    tab.rows = Math.max(tab.rows, rows);
    tab.columns = Math.max(tab.columns, columns);
  }

  function handle(route: Route, sheet: Spreadsheet, id: string, body: any, query: URLSearchParams): unknown {
    switch (route.operation) {
      case 'get':
        return {
          spreadsheetId: id,
          properties: { title: sheet.title },
          sheets: [...sheet.tabs].map(([title, tab], index) => ({
            properties: {
              sheetId: tab.sheetId,
              title,
              index,
              sheetType: 'GRID',
              gridProperties: { rowCount: tab.rows, columnCount: tab.columns },
            },
          })),
        };
      case 'batchUpdate': {
        const list = body?.requests;
        if (!Array.isArray(list) || list.length === 0) {
          throw new FakeError(400, 'INVALID_ARGUMENT', 'Must specify at least one request.');
        }
        // All or nothing, as Google applies a batch: each request is tried on a copy of the grids,
        // in order, with the cell limit checked after each; the batch is applied only if all pass.
        const grids = new Map([...sheet.tabs].map(([title, tab]) => [title, { ...tab }]));
        const total = () => [...grids.values()].reduce((sum, tab) => sum + tab.rows * tab.columns, 0);
        for (const [index, request] of list.entries()) {
          if (request.addSheet) {
            const title = request.addSheet.properties?.title;
            if (typeof title !== 'string' || title === '') {
              throw new FakeError(400, 'INVALID_ARGUMENT', `Invalid requests[${index}].addSheet: title is required`);
            }
            if (grids.has(title)) {
              throw new FakeError(
                400,
                'INVALID_ARGUMENT',
                `Invalid requests[${index}].addSheet: A sheet with the name "${title}" already exists. Please enter another name.`,
              );
            }
            const grid = request.addSheet.properties?.gridProperties ?? {};
            grids.set(title, {
              sheetId: -1,
              cells: [],
              rows: grid.rowCount ?? DEFAULT_ROWS,
              columns: grid.columnCount ?? DEFAULT_COLUMNS,
            });
          } else if (request.updateSheetProperties) {
            const { properties, fields } = request.updateSheetProperties;
            const entry = [...grids.values()].find((tab) => tab.sheetId === properties?.sheetId);
            if (!entry) {
              throw new FakeError(
                400,
                'INVALID_ARGUMENT',
                `Invalid requests[${index}].updateSheetProperties: No grid with id: ${properties?.sheetId}`,
              );
            }
            const mask = String(fields ?? '');
            const rows = properties?.gridProperties?.rowCount;
            const columns = properties?.gridProperties?.columnCount;
            if (mask.includes('rowCount')) entry.rows = rows;
            if (mask.includes('columnCount')) entry.columns = columns;
            if (!(entry.rows >= 1 && entry.columns >= 1)) {
              throw new FakeError(
                400,
                'INVALID_ARGUMENT',
                `Invalid requests[${index}].updateSheetProperties: bad size`,
              );
            }
          } else if (!request.updateSpreadsheetProperties) {
            throw new FakeError(400, 'INVALID_ARGUMENT', `Invalid requests[${index}]: this fake does not know it`);
          }
          if (total() > cellLimit) throw cellLimitError(cellLimit);
        }
        const replies = list.map((request: any) => {
          if (request.addSheet) {
            const title = request.addSheet.properties.title;
            const tab = { ...grids.get(title)!, sheetId: nextSheetId++ };
            sheet.tabs.set(title, tab);
            return { addSheet: { properties: { sheetId: tab.sheetId, title } } };
          }
          if (request.updateSheetProperties) {
            const [title, tab] = [...sheet.tabs].find(
              ([, entry]) => entry.sheetId === request.updateSheetProperties.properties.sheetId,
            )!;
            const grid = grids.get(title)!;
            tab.rows = grid.rows;
            tab.columns = grid.columns;
            // Rows and columns past the new size are gone.
            tab.cells = tab.cells.slice(0, tab.rows).map((row) => row.slice(0, tab.columns));
            return {};
          }
          const { properties, fields } = request.updateSpreadsheetProperties;
          if (fields === 'title' && typeof properties?.title === 'string') sheet.title = properties.title;
          return {};
        });
        return { spreadsheetId: id, replies };
      }
      case 'values.batchClear': {
        const ranges: string[] = body?.ranges ?? [];
        for (const range of ranges) clearRange(sheet, range);
        return { spreadsheetId: id, clearedRanges: ranges };
      }
      case 'values.batchUpdate': {
        if (!['RAW', 'USER_ENTERED'].includes(body?.valueInputOption)) {
          throw new FakeError(400, 'INVALID_ARGUMENT', 'Invalid valueInputOption: INPUT_VALUE_OPTION_UNSPECIFIED');
        }
        let cells = 0;
        const data: { range: string; values: Cell[][] }[] = body.data ?? [];
        // All or nothing: every range is checked against the grids before any is written.
        for (const entry of data) checkWrite(sheet, entry.range, entry.values ?? []);
        for (const entry of data) cells += writeRange(sheet, entry.range, entry.values ?? []);
        return {
          spreadsheetId: id,
          totalUpdatedCells: cells,
          responses: data.map((entry) => ({ updatedRange: entry.range })),
        };
      }
      case 'values.update': {
        if (!['RAW', 'USER_ENTERED'].includes(query.get('valueInputOption') ?? '')) {
          throw new FakeError(400, 'INVALID_ARGUMENT', 'Invalid valueInputOption: INPUT_VALUE_OPTION_UNSPECIFIED');
        }
        checkWrite(sheet, route.range!, body?.values ?? []);
        const cells = writeRange(sheet, route.range!, body?.values ?? []);
        return { spreadsheetId: id, updatedRange: route.range, updatedCells: cells };
      }
      case 'values.get': {
        const { tab } = parseA1(route.range!);
        return { range: route.range, majorDimension: 'ROWS', values: trimmed(requireTab(sheet, tab).cells) };
      }
      default:
        throw new FakeError(404, 'NOT_FOUND', 'Not found.');
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const spreadsheet = (id: string) => {
    const sheet = spreadsheets.get(id);
    if (!sheet) throw new Error(`no spreadsheet ${id} in the fake`);
    return sheet;
  };

  const fake: SheetsFake = {
    rootUrl: `http://127.0.0.1:${port}/`,
    requests,
    addSpreadsheet(id, options = {}) {
      const tabs = new Map<string, Tab>();
      for (const tab of options.tabs ?? ['Sheet1']) {
        const { title, rows, columns } = typeof tab === 'string' ? { title: tab } : tab;
        tabs.set(title, {
          sheetId: nextSheetId++,
          cells: [],
          rows: rows ?? DEFAULT_ROWS,
          columns: columns ?? DEFAULT_COLUMNS,
        });
      }
      spreadsheets.set(id, {
        title: options.title ?? 'Untitled spreadsheet',
        mode: options.mode ?? 'normal',
        tabs,
        failures: { skip: 0, remaining: 0, status: 503, retryAfter: undefined },
        quotaUntil: 0,
      });
    },
    setMode(id, mode) {
      spreadsheet(id).mode = mode;
    },
    failNext(id, count, status = 503) {
      spreadsheet(id).failures = { skip: 0, remaining: count, status, retryAfter: undefined };
    },
    failRequest(id, { after, count = 1, status = 503, retryAfterSeconds }) {
      spreadsheet(id).failures = { skip: after, remaining: count, status, retryAfter: retryAfterSeconds };
    },
    deleteTab(id, title) {
      spreadsheet(id).tabs.delete(title);
    },
    grid(id, title) {
      const tab = spreadsheet(id).tabs.get(title);
      return tab ? { rows: tab.rows, columns: tab.columns } : undefined;
    },
    cellCount: (id) => [...spreadsheet(id).tabs.values()].reduce((sum, tab) => sum + tab.rows * tab.columns, 0),
    setDelay(ms) {
      delayMs = ms;
    },
    tabTitles: (id) => [...spreadsheet(id).tabs.keys()],
    values: (id, tab) => trimmed(spreadsheet(id).tabs.get(tab)?.cells ?? []),
    requestsFor: (id, operation) =>
      requests.filter((request) => request.spreadsheetId === id && (!operation || request.operation === operation)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

interface Route {
  operation: Operation;
  spreadsheetId?: string;
  range?: string;
}

function parseRoute(method: string, pathname: string): Route {
  const match = /^\/v4\/spreadsheets\/([^/:]+)(.*)$/.exec(pathname);
  if (!match) return { operation: 'unknown' };
  const spreadsheetId = decodeURIComponent(match[1]!);
  const rest = match[2]!;
  if (method === 'GET' && rest === '') return { operation: 'get', spreadsheetId };
  if (method === 'POST' && rest === ':batchUpdate') return { operation: 'batchUpdate', spreadsheetId };
  if (method === 'POST' && rest === '/values:batchClear') return { operation: 'values.batchClear', spreadsheetId };
  if (method === 'POST' && rest === '/values:batchUpdate') return { operation: 'values.batchUpdate', spreadsheetId };
  const values = /^\/values\/([^/:]+)$/.exec(rest);
  if (values && method === 'PUT')
    return { operation: 'values.update', spreadsheetId, range: decodeURIComponent(values[1]!) };
  if (values && method === 'GET')
    return { operation: 'values.get', spreadsheetId, range: decodeURIComponent(values[1]!) };
  return { operation: 'unknown', spreadsheetId };
}

/** `'Tab name'!B2:D9`, `Tab!A1`, `'Tab'`: the tab and a zero-based rectangle (open-ended when not given). */
function parseA1(range: string) {
  const match = /^(?:'((?:[^']|'')+)'|([^!']+))(?:!([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?)?$/.exec(range);
  if (!match) throw new FakeError(400, 'INVALID_ARGUMENT', `Unable to parse range: ${range}`);
  const tab = match[1] !== undefined ? match[1].replaceAll("''", "'") : match[2]!;
  const column = (letters: string) => [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
  return {
    tab,
    row: match[4] ? Number(match[4]) - 1 : 0,
    col: match[3] ? column(match[3]) : 0,
    endRow: match[6] ? Number(match[6]) - 1 : Number.POSITIVE_INFINITY,
    endCol: match[5] ? column(match[5]) : Number.POSITIVE_INFINITY,
  };
}

const QUOTA_MESSAGE =
  "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user'.";

const cellLimitError = (limit: number) =>
  new FakeError(
    400,
    'INVALID_ARGUMENT',
    `This action would increase the number of cells in the workbook above the limit of ${limit} cells.`,
  );

function requireTab(sheet: Spreadsheet, title: string): Tab {
  const tab = sheet.tabs.get(title);
  if (!tab) throw new FakeError(400, 'INVALID_ARGUMENT', `Unable to parse range: ${title}`);
  return tab;
}

function clearRange(sheet: Spreadsheet, range: string) {
  const area = parseA1(range);
  const tab = requireTab(sheet, area.tab);
  for (let r = area.row; r < tab.cells.length && r <= area.endRow; r++) {
    const row = tab.cells[r]!;
    for (let c = area.col; c < row.length && c <= area.endCol; c++) row[c] = '';
  }
}

function writeRange(sheet: Spreadsheet, range: string, values: Cell[][]): number {
  const area = parseA1(range);
  const tab = requireTab(sheet, area.tab);
  let count = 0;
  values.forEach((rowValues, r) => {
    const rowIndex = area.row + r;
    while (tab.cells.length <= rowIndex) tab.cells.push([]);
    const row = tab.cells[rowIndex]!;
    rowValues.forEach((value, c) => {
      while (row.length <= area.col + c) row.push('');
      row[area.col + c] = value ?? '';
      count++;
    });
  });
  return count;
}

function trimmed(cells: Cell[][]): Cell[][] {
  const rows = cells.map((row) => {
    let end = row.length;
    while (end > 0 && row[end - 1] === '') end--;
    return row.slice(0, end);
  });
  while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
  return rows;
}
