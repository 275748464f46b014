/** Which spreadsheet a Google Sheets link points at. Plain rules, no I/O. */

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
