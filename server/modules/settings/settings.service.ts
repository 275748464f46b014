/** Changing the deployment's settings, recorded in the audit trail and told to the change feed. */
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Database } from '../../platform/db/client.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { AuditContext } from '../audit/audit-context.ts';
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
