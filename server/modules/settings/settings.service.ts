/** Changing the deployment's settings, told to the change feed. */
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { SUPPORT_EMAIL_KEY, setSetting } from './settings.repository.ts';

export async function saveSupportEmail(deps: { db: Database; changes: ChangeFeed }, email: string): Promise<string> {
  await setSetting(deps.db, SUPPORT_EMAIL_KEY, email);
  deps.changes.publish({ kind: 'settings', eventId: null });
  return email;
}
