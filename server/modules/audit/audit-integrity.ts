/**
 * Whether the audit trail is intact, for the Activity screen (issue 28 item 4). A walk of the whole
 * chain costs about a second per 10,000 entries, so each instance remembers the last entry it
 * verified and, when asked again, walks only from there (checking that entry's hash again); the whole
 * chain is walked again when the last whole walk is older than FULL_WALK_MS, and after a break.
 * One walk at a time: a second question while one runs gets its answer.
 */
import type { Executor } from '../../platform/db/client.ts';
import { type AuditVerdict, type ChainPoint, walkAuditChain } from './audit-chain.ts';

/** A change to an old entry is seen within this long (by the next look at Activity after it). */
export const FULL_WALK_MS = 10 * 60_000;

export type AuditIntegrity = AuditVerdict & {
  /** When the answer was worked out (ISO time). */
  checkedAt: string;
};

export interface AuditIntegrityChecker {
  check(): Promise<AuditIntegrity>;
}

export function createAuditIntegrityChecker(db: Executor, now: () => number = Date.now): AuditIntegrityChecker {
  let verified: ChainPoint | null = null;
  let lastWholeWalk = Number.NEGATIVE_INFINITY;
  let running: Promise<AuditIntegrity> | null = null;

  async function walk(): Promise<AuditIntegrity> {
    const startedAt = now();
    const whole = verified === null || startedAt - lastWholeWalk >= FULL_WALK_MS;
    const { verdict, head } = await walkAuditChain(db, whole ? undefined : (verified ?? undefined));
    if (whole) lastWholeWalk = startedAt;
    // After a break, the next question walks the whole chain again.
    verified = verdict.intact ? head : null;
    if (!verdict.intact) lastWholeWalk = Number.NEGATIVE_INFINITY;
    return { ...verdict, checkedAt: new Date(startedAt).toISOString() };
  }

  return {
    check() {
      running ??= walk().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
