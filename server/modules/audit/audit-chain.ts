/**
 * The audit trail's hash chain (issue 28 item 4): tamper-evident, not tamper-proof. Entries are written
 * as before, in their change's own transaction; a sealer then gives each, in the order of their ids,
 * its place (`chain_seq` 1, 2, 3…) and `hash` = SHA-256 of the previous sealed entry's hash and the
 * entry's own content. Sealing after the fact keeps the door's admissions from queueing behind one
 * chain head (an admit writes an entry; a chain made at insert would serialise every admit's commit).
 *
 * `verifyAuditTrail` walks the chain and names the first entry whose content, place or predecessor no
 * longer matches: an UPDATE made around the append-only trigger (by the table's owner) or a deleted
 * entry. The newest entries, not sealed yet, are counted apart.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inBackground } from '../../platform/background-work.ts';
import { type Executor, rowsOf } from '../../platform/db/client.ts';

/** Entries sealed a statement; the rest in the next round. */
const SEAL_BATCH = 1000;
/** The advisory lock that lets one sealer at a time extend the chain (several instances share it). */
const CHAIN_LOCK = 728_014;
/** The hash before the first entry. */
export const GENESIS = '0'.repeat(64);

/** An entry's content, as the database writes it as text (the same bytes whatever the driver). */
interface EntryContent {
  id: string;
  at: string;
  actor_id: string | null;
  actor: string | null;
  actor_role: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_name: string | null;
  event_id: string | null;
  changes: string | null;
  reason: string | null;
  ip: string | null;
  user_agent: string | null;
  device_id: string | null;
}

interface SealedEntry extends EntryContent {
  chain_seq: string;
  hash: string;
}

const contentColumns = sql.raw(
  `id::text as id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, actor_id, actor, ` +
    'actor_role, action, target_type, target_id, target_name, event_id, changes::text as changes, reason, ip, ' +
    'user_agent, device_id',
);

/** The hash of an entry that follows `previous` (a hash, or GENESIS). */
export function entryHash(previous: string, entry: EntryContent): string {
  const content = [
    entry.id,
    entry.at,
    entry.actor_id,
    entry.actor,
    entry.actor_role,
    entry.action,
    entry.target_type,
    entry.target_id,
    entry.target_name,
    entry.event_id,
    entry.changes,
    entry.reason,
    entry.ip,
    entry.user_agent,
    entry.device_id,
  ];
  return createHash('sha256').update(previous).update('\n').update(JSON.stringify(content)).digest('hex');
}

/** Seals every entry not sealed yet, oldest first; answers how many. */
export async function sealAuditTrail(db: Executor): Promise<number> {
  let sealed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
      const [head] = rowsOf<{ seq: string; hash: string }>(
        await tx.execute(
          sql`select chain_seq::text as seq, hash from audit_log where chain_seq is not null order by chain_seq desc limit 1`,
        ),
      );
      const entries = rowsOf<EntryContent>(
        await tx.execute(
          sql`select ${contentColumns} from audit_log where hash is null order by audit_log.id limit ${SEAL_BATCH}`,
        ),
      );
      if (entries.length === 0) return 0;
      let seq = Number(head?.seq ?? 0);
      let previous = head?.hash ?? GENESIS;
      const seals = entries.map((entry) => {
        previous = entryHash(previous, entry);
        seq += 1;
        return { id: entry.id, seq: String(seq), hash: previous };
      });
      await tx.execute(sql`
        update audit_log set chain_seq = seal.seq, hash = seal.hash
        from jsonb_to_recordset(${JSON.stringify(seals)}::jsonb) as seal(id bigint, seq bigint, hash text)
        where audit_log.id = seal.id`);
      return entries.length;
    });
    sealed += count;
    if (count < SEAL_BATCH) return sealed;
  }
}

/** How often each instance seals the entries written since. */
export const SEAL_INTERVAL_MS = 2000;

/** Seals every SEAL_INTERVAL_MS, one round at a time; `stop` waits for a round and seals a last time. */
export function startAuditSealer(db: Executor, log: { warn(o: object, m: string): void }) {
  let round: Promise<unknown> = Promise.resolve();
  let busy = false;
  const seal = () =>
    inBackground('audit-sealer', () => sealAuditTrail(db)).catch((error: unknown) =>
      log.warn({ err: error }, 'sealing the audit trail failed'),
    );
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    round = seal().finally(() => {
      busy = false;
    });
  }, SEAL_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await round;
      await seal();
    },
  };
}

export type AuditVerdict =
  | { intact: true; entries: number; unsealed: number }
  | {
      intact: false;
      entries: number;
      unsealed: number;
      /** The first entry (its id and place in the chain) where the chain breaks, and why. */
      brokenAt: { id: string | null; seq: number; problem: string };
    };

/** Where a walk of the chain starts: after an entry verified before (its place and hash). */
export interface ChainPoint {
  seq: number;
  hash: string;
}

/** Walks the whole chain, a batch at a time, recomputing every hash. */
export async function verifyAuditTrail(db: Executor): Promise<AuditVerdict> {
  return (await walkAuditChain(db)).verdict;
}

/**
 * Walks the chain from `from` (an entry verified before, whose hash is checked again) or from the
 * start, and answers the verdict and the last entry verified (where the next walk may start).
 * Only a walk from the start looks for entries sealed by half.
 */
export async function walkAuditChain(
  db: Executor,
  from?: ChainPoint,
): Promise<{ verdict: AuditVerdict; head: ChainPoint | null }> {
  const [counts] = rowsOf<{ unsealed: string; halfSealed: string }>(
    await db.execute(
      from
        ? sql`select count(*)::text as unsealed, '0' as "halfSealed" from audit_log
              where hash is null and chain_seq is null`
        : sql`select count(*) filter (where hash is null and chain_seq is null)::text as unsealed,
                     count(*) filter (where (hash is null) <> (chain_seq is null))::text as "halfSealed"
              from audit_log`,
    ),
  );
  const unsealed = Number(counts?.unsealed ?? 0);
  const broken = (seq: number, id: string | null, problem: string) => ({
    verdict: { intact: false as const, entries: seq - 1, unsealed, brokenAt: { id, seq, problem } },
    head: null,
  });
  if (from) {
    const [start] = rowsOf<{ id: string; hash: string }>(
      await db.execute(sql`select id::text as id, hash from audit_log where chain_seq = ${from.seq}`),
    );
    if (!start) return broken(from.seq, null, `entry ${from.seq} of the chain is missing (deleted)`);
    if (start.hash !== from.hash) {
      return broken(from.seq, start.id, `entry ${start.id} was changed after it was verified (its hash differs)`);
    }
  }
  let previous = from?.hash ?? GENESIS;
  let expected = (from?.seq ?? 0) + 1;
  for (;;) {
    const batch = rowsOf<SealedEntry>(
      await db.execute(
        sql`select ${contentColumns}, chain_seq::text as chain_seq, hash from audit_log
            where audit_log.chain_seq >= ${expected} order by audit_log.chain_seq limit ${SEAL_BATCH}`,
      ),
    );
    for (const entry of batch) {
      const problem =
        Number(entry.chain_seq) !== expected
          ? `entry ${expected} of the chain is missing (deleted); the chain goes on at ${entry.chain_seq}`
          : entryHash(previous, entry) !== entry.hash
            ? `entry ${entry.id} was changed after it was written (its hash no longer matches its content)`
            : null;
      if (problem) return broken(expected, Number(entry.chain_seq) === expected ? entry.id : null, problem);
      previous = entry.hash;
      expected += 1;
    }
    if (batch.length < SEAL_BATCH) break;
  }
  const entries = expected - 1;
  if (Number(counts?.halfSealed ?? 0) > 0) {
    return broken(
      expected,
      null,
      `${counts?.halfSealed} entries have a hash without a place in the chain, or the reverse`,
    );
  }
  return {
    verdict: { intact: true, entries, unsealed },
    head: entries > 0 ? { seq: entries, hash: previous } : null,
  };
}
