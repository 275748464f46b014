/** The audit trail: who did what, read (and downloaded) by organisers; every module writes to it. */
import type { AppPlatform, AppServer } from '../module.ts';
import { auditRoutes } from './audit.routes.ts';
import { startAuditSealer } from './audit-chain.ts';
import { createAuditIntegrityChecker } from './audit-integrity.ts';
import { handAuditTableToItsOwner } from './audit-table-owner.ts';

export async function registerAudit(app: AppServer, platform: AppPlatform): Promise<void> {
  if (platform.database.kind === 'postgres') {
    const ownership = await handAuditTableToItsOwner(platform.db);
    if (ownership === 'handed over') platform.log.info('the audit table now belongs to a role of its own');
    else if (typeof ownership === 'object') {
      platform.log.warn(
        `the audit table could not be handed to a role of its own (${ownership.failed}); see README, "Operating"`,
      );
    }
  }
  await app.register(auditRoutes, {
    db: platform.db,
    integrity: createAuditIntegrityChecker(platform.db),
    ...platform.guards,
  });
  // Every instance seals what was written (one at a time: an advisory lock); a last time at a stop.
  const sealer = startAuditSealer(platform.db, platform.log);
  app.addHook('onClose', () => sealer.stop());
}
