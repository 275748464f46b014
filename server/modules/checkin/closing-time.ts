/**
 * Closing time (issue 32): at an exhibit's end time everyone still inside is checked out, their visits
 * ended at that time as `closing`, so the next day starts at 0 inside. Each instance looks at start
 * and every CLOSING_CHECK_SECONDS; the update ends only visits still open (rows another instance is
 * ending are skipped), so each visit ends once, across instances and restarts. The audit trail gets
 * one entry per exhibit and round, with how many were checked out.
 */
import { closingTime } from '../../../common/occupancy.ts';
import type { Database } from '../../platform/db/client.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { SYSTEM_CONTEXT } from '../audit/audit-context.ts';
import { endVisitsAtClosing, exhibitsWithPeopleInside } from './visits.repository.ts';

/** Visits ended per statement: a statement's worth, so requests go first between batches. */
export const CLOSING_BATCH = 1000;

export interface ClosingDeps {
  db: Database;
  now: () => Date;
  timezone: string;
}

/** One round: every closed exhibit's open visits ended at its closing time; how many. */
export async function endVisitsAtClosingTime(deps: ClosingDeps, stopping: () => boolean = () => false) {
  const now = deps.now();
  let ended = 0;
  for (const exhibit of await exhibitsWithPeopleInside(deps.db)) {
    const closedAt = closingTime(exhibit, deps.timezone);
    if (closedAt > now) continue;
    let here = 0;
    for (;;) {
      if (stopping()) return ended;
      const batch = await endVisitsAtClosing(deps.db, exhibit.id, closedAt, CLOSING_BATCH);
      here += batch;
      if (batch < CLOSING_BATCH) break;
    }
    ended += here;
    if (here > 0) {
      await recordAudit(deps.db, SYSTEM_CONTEXT, {
        action: 'door.closing_exit',
        targetType: 'exhibit',
        targetId: exhibit.id,
        targetName: exhibit.name,
        eventId: exhibit.eventId,
        changes: { checkedOut: here, closedAt: closedAt.toISOString() },
      });
    }
  }
  return ended;
}
