/**
 * The Google Sheets calls the sync makes, with the service account's key. Authentication is a
 * self-signed JWT (`useJWTAccessWithScope`): signed here and sent as the bearer token, so no call to
 * a token endpoint is ever made. The library's own retries are off: the job queue retries a failed
 * sync as a whole, with backoff.
 */
import { sheets } from '@googleapis/sheets';
import { JWT } from 'google-auth-library';
import type { ServiceAccountKey } from '../../platform/service-account-key.ts';
import { a1Sheet, type SheetTab } from './sheet-values.ts';

export const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';
const REQUEST_TIMEOUT_MS = 20_000;

export interface SpreadsheetInfo {
  title: string;
  tabs: string[];
}

export interface SheetsClient {
  readonly serviceAccountEmail: string;
  /** Signs a token locally: proves the key can sign, without any network call. */
  checkKey(): Promise<void>;
  getSpreadsheet(spreadsheetId: string): Promise<SpreadsheetInfo>;
  /** A write that changes nothing (the title set to itself): Google refuses it unless the account may edit. */
  probeWrite(spreadsheetId: string, title: string): Promise<void>;
  addTabs(spreadsheetId: string, titles: string[]): Promise<void>;
  /** Clears each tab whole, then writes its values from A1: two requests whatever the size. */
  replaceTabs(spreadsheetId: string, tabs: SheetTab[]): Promise<void>;
}

/** Why a call failed, in the terms the caller acts on. */
export type SheetsFailure = 'forbidden' | 'not_found' | 'rejected' | 'unauthorized' | 'unavailable';

export class SheetsApiError extends Error {
  override name = 'SheetsApiError';
  constructor(
    readonly kind: SheetsFailure,
    readonly operation: 'read' | 'write',
    /** What Google (or the network) said. */
    readonly detail: string,
  ) {
    super(`${kind} on ${operation}: ${detail}`);
  }
}

export function createSheetsClient(key: ServiceAccountKey, apiRoot: string): SheetsClient {
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

  const call = async <T>(operation: 'read' | 'write', request: () => Promise<{ data: T }>): Promise<T> => {
    try {
      return (await request()).data;
    } catch (error) {
      throw toSheetsApiError(error, operation);
    }
  };

  return {
    serviceAccountEmail: key.clientEmail,
    async checkKey() {
      const headers = await auth.getRequestHeaders();
      if (!headers.get('authorization')?.startsWith('Bearer ')) throw new Error('the key did not sign a token');
    },
    async getSpreadsheet(spreadsheetId) {
      const data = await call('read', () =>
        api.spreadsheets.get({ spreadsheetId, fields: 'spreadsheetId,properties.title,sheets.properties.title' }),
      );
      return {
        title: data.properties?.title ?? '',
        tabs: (data.sheets ?? []).map((sheet) => sheet.properties?.title ?? ''),
      };
    },
    async probeWrite(spreadsheetId, title) {
      await call('write', () =>
        api.spreadsheets.batchUpdate({
          spreadsheetId,
          requestBody: { requests: [{ updateSpreadsheetProperties: { properties: { title }, fields: 'title' } }] },
        }),
      );
    },
    async addTabs(spreadsheetId, titles) {
      if (titles.length === 0) return;
      await call('write', () =>
        api.spreadsheets.batchUpdate({
          spreadsheetId,
          requestBody: { requests: titles.map((title) => ({ addSheet: { properties: { title } } })) },
        }),
      );
    },
    async replaceTabs(spreadsheetId, tabs) {
      await call('write', () =>
        api.spreadsheets.values.batchClear({
          spreadsheetId,
          requestBody: { ranges: tabs.map((tab) => a1Sheet(tab.title)) },
        }),
      );
      await call('write', () =>
        api.spreadsheets.values.batchUpdate({
          spreadsheetId,
          requestBody: {
            valueInputOption: 'RAW',
            data: tabs.map((tab) => ({
              range: `${a1Sheet(tab.title)}!A1`,
              majorDimension: 'ROWS',
              values: tab.values,
            })),
          },
        }),
      );
    },
  };
}

export function toSheetsApiError(error: unknown, operation: 'read' | 'write'): SheetsApiError {
  if (error instanceof SheetsApiError) return error;
  const failure = error as {
    status?: number;
    response?: { status?: number; data?: { error?: { message?: string } } };
    code?: string | number;
    message?: string;
  };
  const status = failure.response?.status ?? failure.status;
  const detail =
    failure.response?.data?.error?.message ??
    (status ? `HTTP ${status}` : String(failure.code ?? failure.message ?? 'no answer'));
  if (status === undefined) return new SheetsApiError('unavailable', operation, detail);
  if (status === 401) return new SheetsApiError('unauthorized', operation, detail);
  if (status === 403) return new SheetsApiError('forbidden', operation, detail);
  if (status === 404) return new SheetsApiError('not_found', operation, detail);
  if (status === 408 || status === 429 || status >= 500) return new SheetsApiError('unavailable', operation, detail);
  return new SheetsApiError('rejected', operation, detail);
}

/** The sentence an organiser reads, saying what to do about a failed call. */
export function describeSheetsError(error: SheetsApiError, serviceAccountEmail: string): string {
  switch (error.kind) {
    case 'forbidden':
      return error.operation === 'read'
        ? `The service account cannot open this sheet. Share it with ${serviceAccountEmail} as Editor.`
        : `The service account cannot edit this sheet. Share it with ${serviceAccountEmail} as Editor.`;
    case 'not_found':
      return 'This Google Sheet was not found. Check the link, and that the sheet still exists.';
    case 'unauthorized':
      return `Google did not accept the service account key (${error.detail}). Check GOOGLE_SERVICE_ACCOUNT_KEY.`;
    case 'unavailable':
      return `Google Sheets could not be reached (${error.detail}). Try again in a moment.`;
    default:
      return `Google Sheets refused the update: ${error.detail}`;
  }
}
