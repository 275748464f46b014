/**
 * Which spreadsheet a Google Sheets link points at. Plain rules, no I/O: the server validates saved
 * links with them and the event page checks a link before sending it, with the same words.
 */

export const SHEETS_URL_MAX_LENGTH = 2000;

export const SHEETS_URL_HINT =
  'Paste the link of a Google Sheet, such as https://docs.google.com/spreadsheets/d/<id>/edit.';

const SPREADSHEET_PATH = /^\/spreadsheets(?:\/u\/\d+)?\/d\/([A-Za-z0-9_-]{10,200})(?:\/.*)?$/;

/** The spreadsheet id of a `https://docs.google.com/spreadsheets/d/<id>/…` link, or null. */
export function spreadsheetIdFromUrl(value: string): string | null {
  if (value.length > SHEETS_URL_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== 'docs.google.com' || url.port !== '') return null;
  if (url.username || url.password) return null;
  return SPREADSHEET_PATH.exec(url.pathname)?.[1] ?? null;
}

export const NOT_A_SHEETS_LINK_MESSAGE = `This is not a Google Sheets link. ${SHEETS_URL_HINT}`;
export const SHEETS_URL_TOO_LONG_MESSAGE = `The link must be at most ${SHEETS_URL_MAX_LENGTH} characters`;

/** What is wrong with a link typed to be saved, or null when it can be saved (blank removes the link). */
export function sheetsUrlProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (trimmed.length > SHEETS_URL_MAX_LENGTH) return SHEETS_URL_TOO_LONG_MESSAGE;
  return spreadsheetIdFromUrl(trimmed) === null ? NOT_A_SHEETS_LINK_MESSAGE : null;
}
