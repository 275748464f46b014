/**
 * The Google Sheets calls the sync makes, with the service account's key. Authentication is a
 * self-signed JWT (`useJWTAccessWithScope`): signed here and sent as the bearer token, so no call to
 * a token endpoint is ever made. The library's own retries are off: the job queue retries a failed
 * sync, which continues from its last written batch. Only a 429 (quota) is retried here, after
 * Google's Retry-After or a backoff, and only within the caller's deadline; every request waits its
 * turn in the instance's per-minute window (sheets-pacer.ts, decision 028).
 */
import { sheets } from '@googleapis/sheets';
import { JWT } from 'google-auth-library';
import { type ErrorCode, type ErrorValues, englishText, HttpError } from '../../platform/http/errors.ts';
import type { ServiceAccountKey } from '../../platform/service-account-key.ts';
import type { Cell } from './sheet-values.ts';
import { backoffMs, createRequestWindow, retryAfterMs, WaitTooLong } from './sheets-pacer.ts';

export const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';
const REQUEST_TIMEOUT_MS = 20_000;

/** A tab and the size of its grid: every cell of the grid counts towards the spreadsheet's limit. */
export interface TabGrid {
  sheetId: number;
  title: string;
  rows: number;
  columns: number;
}

export interface SpreadsheetInfo {
  title: string;
  tabs: TabGrid[];
}

/** A change of the tabs: a new tab of this size, or an existing one resized (rows past the size are dropped). */
export type TabChange =
  | { add: { title: string; rows: number; columns: number } }
  | { resize: { sheetId: number; rows: number; columns: number } };

/** Values written RAW (never parsed) from a cell given in A1 notation, e.g. `'Registrations'!A2`. */
export interface ValueRange {
  range: string;
  values: Cell[][];
}

export interface CallOptions {
  /** A 429 is retried (after its Retry-After) only while the retry can start before this (ms since the epoch). */
  deadline?: number;
}

export interface SheetsClient {
  readonly serviceAccountEmail: string;
  /** Signs a token locally: proves the key can sign, without any network call. */
  checkKey(): Promise<void>;
  getSpreadsheet(spreadsheetId: string, options?: CallOptions): Promise<SpreadsheetInfo>;
  /** A write that changes nothing (the title set to itself): Google refuses it unless the account may edit. */
  probeWrite(spreadsheetId: string, title: string, options?: CallOptions): Promise<void>;
  /** Adds and resizes tabs in one request, in the order given; answers the new tabs' ids by title. */
  changeTabs(spreadsheetId: string, changes: TabChange[], options?: CallOptions): Promise<Map<string, number>>;
  /** Writes the ranges in one request. */
  writeValues(spreadsheetId: string, ranges: ValueRange[], options?: CallOptions): Promise<void>;
}

/** The JSON body `writeValues` sends, as the client library serialises it: its size is what Google limits. */
export function valuesRequestBody(ranges: ValueRange[]) {
  return {
    valueInputOption: 'RAW',
    data: ranges.map((range) => ({ range: range.range, majorDimension: 'ROWS', values: range.values })),
  };
}

export interface SheetsClientOptions {
  /** Reads, and writes, started in any minute at most (GOOGLE_SHEETS_REQUESTS_PER_MINUTE). */
  requestsPerMinute: number;
}

/** Why a call failed, in the terms the caller acts on. */
export type SheetsFailure = 'forbidden' | 'not_found' | 'rejected' | 'unauthorized' | 'unavailable';

export class SheetsApiError extends Error {
  override name = 'SheetsApiError';
  readonly kind: SheetsFailure;
  readonly operation: 'read' | 'write';
  /** What Google (or the network) said. */
  readonly detail: string;
  /** Google's HTTP status, when it answered. */
  readonly status?: number;
  /** A 429's Retry-After, in milliseconds. */
  readonly retryAfterMs?: number;

  constructor(
    kind: SheetsFailure,
    operation: 'read' | 'write',
    detail: string,
    status?: number,
    retryAfterMs?: number,
  ) {
    super(`${kind} on ${operation}: ${detail}`);
    this.kind = kind;
    this.operation = operation;
    this.detail = detail;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}

/** Google's quota is used up for longer than the caller can wait: try again `waitMs` from now. */
export class SheetsQuotaWait extends SheetsApiError {
  override name = 'SheetsQuotaWait';
  readonly waitMs: number;

  constructor(operation: 'read' | 'write', waitMs: number) {
    super('unavailable', operation, `quota: try again in ${Math.ceil(waitMs / 1000)} s`, 429, waitMs);
    this.waitMs = waitMs;
  }
}

export function createSheetsClient(
  key: ServiceAccountKey,
  apiRoot: string,
  options: SheetsClientOptions = { requestsPerMinute: 60 },
): SheetsClient {
  const auth = new JWT({ email: key.clientEmail, key: key.privateKey, scopes: [SHEETS_SCOPE] });
  auth.useJWTAccessWithScope = true;
  const api = sheets({
    version: 'v4',
    // Two copies of google-auth-library's types (ours and the one @googleapis/sheets bundles) differ
    // only in private members; the object is what the library calls `request` on.
    auth: auth as never,
    rootUrl: apiRoot,
    retry: false,
    timeout: REQUEST_TIMEOUT_MS,
  });

  const windows = {
    read: createRequestWindow(options.requestsPerMinute),
    write: createRequestWindow(options.requestsPerMinute),
  };

  const call = async <T>(
    operation: 'read' | 'write',
    request: () => Promise<{ data: T }>,
    callOptions: CallOptions = {},
  ): Promise<T> => {
    const window = windows[operation];
    for (let attempt = 0; ; attempt++) {
      try {
        await window.take(callOptions.deadline);
      } catch (error) {
        if (error instanceof WaitTooLong) throw new SheetsQuotaWait(operation, error.waitMs);
        throw error;
      }
      try {
        return (await request()).data;
      } catch (error) {
        const failure = toSheetsApiError(error, operation);
        if (failure.status !== 429 || callOptions.deadline === undefined) throw failure;
        // Over quota: nothing from this instance until Google's time (or a backoff), then this again.
        window.pauseFor(failure.retryAfterMs ?? backoffMs(attempt));
      }
    }
  };

  return {
    serviceAccountEmail: key.clientEmail,
    async checkKey() {
      const headers = await auth.getRequestHeaders();
      if (!headers.get('authorization')?.startsWith('Bearer ')) throw new Error('the key did not sign a token');
    },
    async getSpreadsheet(spreadsheetId, callOptions) {
      const data = await call(
        'read',
        () =>
          api.spreadsheets.get({
            spreadsheetId,
            fields:
              'spreadsheetId,properties.title,sheets.properties(sheetId,title,gridProperties(rowCount,columnCount))',
          }),
        callOptions,
      );
      return {
        title: data.properties?.title ?? '',
        tabs: (data.sheets ?? []).map((sheet) => ({
          sheetId: sheet.properties?.sheetId ?? 0,
          title: sheet.properties?.title ?? '',
          rows: sheet.properties?.gridProperties?.rowCount ?? 0,
          columns: sheet.properties?.gridProperties?.columnCount ?? 0,
        })),
      };
    },
    async probeWrite(spreadsheetId, title, callOptions) {
      await call(
        'write',
        () =>
          api.spreadsheets.batchUpdate({
            spreadsheetId,
            requestBody: { requests: [{ updateSpreadsheetProperties: { properties: { title }, fields: 'title' } }] },
          }),
        callOptions,
      );
    },
    async changeTabs(spreadsheetId, changes, callOptions) {
      const added = new Map<string, number>();
      if (changes.length === 0) return added;
      const data = await call(
        'write',
        () =>
          api.spreadsheets.batchUpdate({
            spreadsheetId,
            requestBody: {
              requests: changes.map((change) =>
                'add' in change
                  ? {
                      addSheet: {
                        properties: {
                          title: change.add.title,
                          gridProperties: { rowCount: change.add.rows, columnCount: change.add.columns },
                        },
                      },
                    }
                  : {
                      updateSheetProperties: {
                        properties: {
                          sheetId: change.resize.sheetId,
                          gridProperties: { rowCount: change.resize.rows, columnCount: change.resize.columns },
                        },
                        fields: 'gridProperties.rowCount,gridProperties.columnCount',
                      },
                    },
              ),
            },
          }),
        callOptions,
      );
      for (const reply of data.replies ?? []) {
        const properties = reply.addSheet?.properties;
        if (properties?.title && typeof properties.sheetId === 'number')
          added.set(properties.title, properties.sheetId);
      }
      return added;
    },
    async writeValues(spreadsheetId, ranges, callOptions) {
      if (ranges.length === 0) return;
      await call(
        'write',
        () => api.spreadsheets.values.batchUpdate({ spreadsheetId, requestBody: valuesRequestBody(ranges) }),
        callOptions,
      );
    },
  };
}

export function toSheetsApiError(error: unknown, operation: 'read' | 'write'): SheetsApiError {
  if (error instanceof SheetsApiError) return error;
  const failure = error as {
    status?: number;
    response?: {
      status?: number;
      data?: { error?: { message?: string } };
      headers?: { get?: (name: string) => string | null } & Record<string, unknown>;
    };
    code?: string | number;
    message?: string;
  };
  const status = failure.response?.status ?? failure.status;
  const detail =
    failure.response?.data?.error?.message ??
    (status ? `HTTP ${status}` : String(failure.code ?? failure.message ?? 'no answer'));
  if (status === undefined) return new SheetsApiError('unavailable', operation, detail);
  if (status === 401) return new SheetsApiError('unauthorized', operation, detail, status);
  if (status === 403) return new SheetsApiError('forbidden', operation, detail, status);
  if (status === 404) return new SheetsApiError('not_found', operation, detail, status);
  if (status === 429) {
    const wait = retryAfterMs(headerOf(failure.response?.headers, 'retry-after'), Date.now()) ?? undefined;
    return new SheetsApiError('unavailable', operation, detail, status, wait);
  }
  if (status === 408 || status >= 500) return new SheetsApiError('unavailable', operation, detail, status);
  return new SheetsApiError('rejected', operation, detail, status);
}

/** A response header from the client library's error (a fetch `Headers`, or a plain object in older versions). */
function headerOf(
  headers: ({ get?: (name: string) => string | null } & Record<string, unknown>) | undefined,
  name: string,
) {
  if (!headers) return null;
  if (typeof headers.get === 'function') return headers.get(name);
  const value = headers[name] ?? headers[name.toLowerCase()];
  return typeof value === 'string' ? value : null;
}

/** What an organiser reads about a failed call, saying what to do: its error code and values. */
export function sheetsErrorCode(
  error: SheetsApiError,
  serviceAccountEmail: string,
): { code: ErrorCode; values: ErrorValues } {
  switch (error.kind) {
    case 'forbidden':
      return {
        code: error.operation === 'read' ? 'sheets_cannot_open' : 'sheets_cannot_edit',
        values: { email: serviceAccountEmail },
      };
    case 'not_found':
      return { code: 'sheets_not_found', values: {} };
    case 'unauthorized':
      return { code: 'sheets_key_refused', values: { detail: error.detail } };
    case 'unavailable':
      // The network's own words (ENOTFOUND, ECONNRESET…) are for the server's log, not the organiser.
      return { code: 'sheets_unreachable', values: {} };
    default:
      return { code: 'sheets_update_refused', values: { detail: error.detail } };
  }
}

/** The sentence an organiser reads, saying what to do about a failed call (English). */
export function describeSheetsError(error: SheetsApiError, serviceAccountEmail: string): string {
  const { code, values } = sheetsErrorCode(error, serviceAccountEmail);
  return englishText(code, values);
}

/** The failed call as the HTTP error an organiser's request answers. */
export function sheetsHttpError(status: number, error: SheetsApiError, serviceAccountEmail: string): HttpError {
  const { code, values } = sheetsErrorCode(error, serviceAccountEmail);
  return new HttpError(status, code, values);
}
