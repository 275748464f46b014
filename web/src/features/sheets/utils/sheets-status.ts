/**
 * What the spreadsheet card shows about a saved link, from the connection check (SPEC sections 4 and
 * 8), in the reader's language: each word keyed by the check's status (`registrations` namespace).
 */
import type { TFunction } from '@common/i18n/translator';
import type { SheetsConnectionCheck } from '@common/schemas';

export type SheetsAccess = 'connected' | 'read-only' | 'no-access';

/** Connected and writable; connected but read-only; or not reachable with the service account at all. */
export function sheetsAccess(check: Pick<SheetsConnectionCheck, 'connected' | 'writable'>): SheetsAccess {
  if (!check.connected) return 'no-access';
  return check.writable ? 'connected' : 'read-only';
}

/** The warning card's sentence for an access problem (null when there is none). */
export function accessIssueText(t: TFunction, access: SheetsAccess): string | null {
  switch (access) {
    case 'connected':
      return null;
    case 'read-only':
      return t('registrations:sheets.notWritable');
    case 'no-access':
      return t('registrations:sheets.notAccessible');
  }
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

/** The server's standard instructions, in English: the web's own help says the same in every language. */
const NOT_CONFIGURED_ENGLISH =
  'Whoever runs this server sets GOOGLE_SERVICE_ACCOUNT_KEY to a Google service account key (see .env.example) and restarts it.';

/**
 * How to configure syncing, from the server's message, without repeating the card's heading. The
 * standard instructions (or none) are the card's own help in the reader's language; other
 * instructions an operator wrote are shown as they are.
 */
export function howToConfigure(t: TFunction, serverMessage: string | undefined): string {
  const message = serverMessage?.trim() ?? '';
  const prefix = /^syncing is not configured[:.]?\s*/i;
  const rest = message.replace(prefix, '');
  const sentence = rest === message ? message : rest.charAt(0).toUpperCase() + rest.slice(1);
  if (sentence === '' || sentence === NOT_CONFIGURED_ENGLISH) return t('registrations:sheets.notConfiguredHelp');
  return sentence;
}
