/** Changing the deployment's settings, recorded in the audit trail and told to the change feed. */
import { eventLanguages } from '../../../common/event-texts.ts';
import type { ShippedLocale } from '../../../common/i18n/locales.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
import { readEventLanguages, writeEventLanguages } from './event-languages.ts';
import { getSetting, SUPPORT_EMAIL_KEY, setSetting } from './settings.repository.ts';

export async function saveSupportEmail(
  deps: { db: Database; changes: ChangeFeed },
  email: string,
  audit: AuditContext,
): Promise<string> {
  await deps.db.transaction(async (tx) => {
    const before = await getSetting(tx, SUPPORT_EMAIL_KEY);
    await setSetting(tx, SUPPORT_EMAIL_KEY, email);
    await recordAudit(tx, audit, {
      action: 'settings.support_email',
      targetType: 'settings',
      targetName: 'support e-mail',
      changes: { supportEmail: { before, after: email } },
    });
  });
  deps.changes.publish({ kind: 'settings', eventId: null });
  return email;
}

/** The languages events are written in (issue 31): the first is every event's own, in order. */
export async function saveEventLanguages(
  deps: { db: Database; changes: ChangeFeed },
  languages: ShippedLocale[],
  audit: AuditContext,
): Promise<ShippedLocale[]> {
  const kept = eventLanguages(languages);
  await deps.db.transaction(async (tx) => {
    const before = await readEventLanguages(tx);
    await writeEventLanguages(tx, kept);
    await recordAudit(tx, audit, {
      action: 'settings.event_languages',
      targetType: 'settings',
      targetName: 'event languages',
      changes: { languages: { before, after: kept } },
    });
  });
  deps.changes.publish({ kind: 'settings', eventId: null });
  return kept;
}
