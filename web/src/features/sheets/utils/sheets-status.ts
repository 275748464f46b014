/** What the spreadsheet card shows about a saved link, from the connection check (SPEC sections 4 and 8). */
import type { SheetsConnectionCheck } from '@common/schemas';

export const ACCESS_ISSUE_TITLE = 'Google Sheets Access Issue';
export const NOT_WRITABLE_TEXT = 'The sheet is readable but not writable. Please add the service account as an Editor.';
export const NOT_ACCESSIBLE_TEXT =
  'The provided Google Sheets URL is invalid or not accessible with the configured service account.';

/** Toasts of the sync (SPEC sections 4 and 8). */
export const SYNCED_TITLE = 'Google Sheets Updated';
export const AUTO_SYNCED_DESCRIPTION = 'Event and exhibits were synced.';
export const SYNC_FAILED_TITLE = 'Sync failed';
export const SYNC_FAILED_FALLBACK = 'Could not sync to Google Sheets';

export type SheetsAccess = 'connected' | 'read-only' | 'no-access';

/** Connected and writable; connected but read-only; or not reachable with the service account at all. */
export function sheetsAccess(check: Pick<SheetsConnectionCheck, 'connected' | 'writable'>): SheetsAccess {
  if (!check.connected) return 'no-access';
  return check.writable ? 'connected' : 'read-only';
}

/** The warning card's sentence for an access problem (null when there is none). */
export function accessIssueText(access: SheetsAccess): string | null {
  if (access === 'connected') return null;
  return access === 'read-only' ? NOT_WRITABLE_TEXT : NOT_ACCESSIBLE_TEXT;
}

/**
 * The server's own sentence, when it says more than the SPEC's text: which account to share with, or
 * that the sheet does not exist. A read-only sheet's server message repeats the SPEC's text.
 */
export function accessIssueDetail(access: SheetsAccess, serverMessage: string): string | null {
  return access === 'no-access' && serverMessage.trim() !== '' ? serverMessage : null;
}

/**
 * Whether the page's one automatic sync should start now: a link is saved, its check says the sheet
 * can be written, and no automatic sync has started since the page was opened.
 */
export function shouldAutoSync(input: {
  savedUrl: string;
  check: Pick<SheetsConnectionCheck, 'connected' | 'writable'> | undefined;
  alreadyStarted: boolean;
}): boolean {
  const { savedUrl, check, alreadyStarted } = input;
  if (alreadyStarted || savedUrl === '' || !check) return false;
  return sheetsAccess(check) === 'connected';
}

export const NOT_CONFIGURED_TITLE = 'Syncing is not configured';
const NOT_CONFIGURED_FALLBACK =
  'Whoever runs this server sets GOOGLE_SERVICE_ACCOUNT_KEY to a Google service account key (see .env.example) and restarts it.';

/** How to configure syncing, from the server's message, without repeating the card's heading. */
export function howToConfigure(serverMessage: string | undefined): string {
  const message = serverMessage?.trim() ?? '';
  if (message === '') return NOT_CONFIGURED_FALLBACK;
  const prefix = /^syncing is not configured[:.]?\s*/i;
  const rest = message.replace(prefix, '');
  if (rest === '') return NOT_CONFIGURED_FALLBACK;
  return rest === message ? message : rest.charAt(0).toUpperCase() + rest.slice(1);
}
