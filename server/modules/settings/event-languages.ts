/**
 * The languages the organisation writes its events in (issue 31 item 4, common/event-texts.ts): the
 * first is each event's and exhibit's own name and description, the others optional translations,
 * and the first also names the Google Sheet's columns. English alone until an organiser sets them.
 * Offered to other modules: the events and exhibits keep translations of these languages only.
 */
import { eventLanguages } from '../../../common/event-texts.ts';
import type { ShippedLocale } from '../../../common/i18n/locales.ts';
import type { Executor } from '../../platform/db/client.ts';
import { getSetting, setSetting } from './settings.repository.ts';

export const EVENT_LANGUAGES_KEY = 'event_languages';

export async function readEventLanguages(db: Executor): Promise<ShippedLocale[]> {
  const stored = await getSetting(db, EVENT_LANGUAGES_KEY);
  if (!stored) return eventLanguages(null);
  try {
    const parsed: unknown = JSON.parse(stored);
    return eventLanguages(Array.isArray(parsed) ? parsed : null);
  } catch {
    return eventLanguages(null);
  }
}

export async function writeEventLanguages(db: Executor, languages: readonly ShippedLocale[]): Promise<void> {
  await setSetting(db, EVENT_LANGUAGES_KEY, JSON.stringify(languages));
}
