/**
 * The audit trail's hash chain (issue 28 item 4): sealing, and `verifyAuditTrail` finding what the
 * table's owner can do around the append-only trigger: an UPDATE, a deleted entry.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordAudit } from '../../server/modules/audit/audit.repository.ts';
import { sealAuditTrail, verifyAuditTrail } from '../../server/modules/audit/audit-chain.ts';
import { createAuditIntegrityChecker, FULL_WALK_MS } from '../../server/modules/audit/audit-integrity.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

let database: TestDatabase;
const db = () => database.handle.db;
const run = (statement: SQL) => db().execute(statement);
const context = {
  actor: { id: 'u1', username: 'door1', role: 'door' },
  ip: '127.0.0.1',
  userAgent: 'Phone',
  deviceId: 'd1',
};

async function audit(count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await recordAudit(db(), context, {
      action: 'event.update',
      targetType: 'event',
      targetId: `e${i}`,
      targetName: `Event ${i}`,
      changes: { name: { before: `Old ${i}`, after: `New ${i}` } },
    });
  }
}

/** What the table's owner can do: the trigger off, the change, the trigger on again. */
async function asTableOwner(statement: SQL): Promise<void> {
  await run(sql`alter table audit_log disable trigger audit_log_no_update_or_delete`);
  await run(statement);
  await run(sql`alter table audit_log enable trigger audit_log_no_update_or_delete`);
}

const idAt = async (seq: number) =>
  (
    (await run(sql`select id::text as id from audit_log where chain_seq = ${seq}`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows[0]!.id;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});
// Each test starts from an empty trail: emptied as the table's owner can (one database for the file).
beforeEach(async () => {
  await asTableOwner(sql`delete from audit_log`);
});

describe('the audit trail’s hash chain', () => {
  it('seals every entry once, in order, and verifies intact; entries written since are counted apart', async () => {
    await audit(5);
    expect(await verifyAuditTrail(db())).toEqual({ intact: true, entries: 0, unsealed: 5 });
    expect(await sealAuditTrail(db())).toBe(5);
    expect(await sealAuditTrail(db())).toBe(0);
    await audit(2);
    expect(await verifyAuditTrail(db())).toEqual({ intact: true, entries: 5, unsealed: 2 });
    expect(await sealAuditTrail(db())).toBe(2);
    expect(await verifyAuditTrail(db())).toEqual({ intact: true, entries: 7, unsealed: 0 });
  });

  it('lets the app seal an entry once and change nothing else', async () => {
    await audit(1);
    await sealAuditTrail(db());
    const refused = (statement: SQL) =>
      run(statement).then(
        () => null,
        (error: { message: string; cause?: { message?: string } }) => error.cause?.message ?? error.message,
      );
    expect(await refused(sql`update audit_log set hash = 'x', chain_seq = 9`)).toMatch(/append-only/);
    expect(await refused(sql`update audit_log set hash = null, chain_seq = null`)).toMatch(/append-only/);
    expect(await verifyAuditTrail(db())).toMatchObject({ intact: true, entries: 1 });
  });

  it('names the first entry changed by the table’s owner', async () => {
    await audit(6);
    await sealAuditTrail(db());
    const third = await idAt(3);
    await asTableOwner(sql`update audit_log set actor = 'someone-else' where chain_seq = 3`);
    await asTableOwner(sql`update audit_log set reason = 'edited' where chain_seq = 5`);
    const verdict = await verifyAuditTrail(db());
    expect(verdict).toMatchObject({ intact: false, entries: 2, brokenAt: { id: third, seq: 3 } });
    expect(verdict.intact === false && verdict.brokenAt.problem).toMatch(`entry ${third} was changed`);
  });

  it('names a deleted entry, and a hash written by hand outside the chain', async () => {
    await audit(4);
    await sealAuditTrail(db());
    await asTableOwner(sql`delete from audit_log where chain_seq = 2`);
    const verdict = await verifyAuditTrail(db());
    expect(verdict).toMatchObject({ intact: false, entries: 1, brokenAt: { id: null, seq: 2 } });
    expect(verdict.intact === false && verdict.brokenAt.problem).toMatch(/entry 2 of the chain is missing/);

    await asTableOwner(sql`delete from audit_log`);
    await audit(1);
    await asTableOwner(sql`update audit_log set hash = 'made-up'`);
    const halfSealed = await verifyAuditTrail(db());
    expect(halfSealed).toMatchObject({ intact: false, entries: 0, unsealed: 0 });
  });

  it('answers the Activity screen from where it verified last, and walks the whole chain again in time', async () => {
    let now = Date.parse('2026-11-27T10:00:00Z');
    const checker = createAuditIntegrityChecker(db(), () => now);
    await audit(4);
    await sealAuditTrail(db());
    expect(await checker.check()).toEqual({
      intact: true,
      entries: 4,
      unsealed: 0,
      checkedAt: '2026-11-27T10:00:00.000Z',
    });
    await audit(3);
    expect(await checker.check()).toMatchObject({ intact: true, entries: 4, unsealed: 3 });
    await sealAuditTrail(db());
    now += 1000;
    expect(await checker.check()).toMatchObject({ intact: true, entries: 7, unsealed: 0 });

    // An old entry changed: seen by the next whole walk (within FULL_WALK_MS), not by a walk from the last.
    const second = await idAt(2);
    await asTableOwner(sql`update audit_log set target_name = 'Renamed' where chain_seq = 2`);
    now += 1000;
    expect(await checker.check()).toMatchObject({ intact: true, entries: 7 });
    now += FULL_WALK_MS;
    expect(await checker.check()).toMatchObject({ intact: false, entries: 1, brokenAt: { id: second, seq: 2 } });
    // It stays broken, and each look walks the whole chain again.
    now += 1000;
    expect(await checker.check()).toMatchObject({ intact: false, brokenAt: { seq: 2 } });
  });

  it('sees at once the entry it verified last deleted or changed', async () => {
    const checker = createAuditIntegrityChecker(db());
    await audit(3);
    await sealAuditTrail(db());
    expect(await checker.check()).toMatchObject({ intact: true, entries: 3 });
    await asTableOwner(sql`delete from audit_log where chain_seq = 3`);
    const verdict = await checker.check();
    expect(verdict).toMatchObject({ intact: false, entries: 2, brokenAt: { id: null, seq: 3 } });
    expect(verdict.intact === false && verdict.brokenAt.problem).toMatch(/entry 3 of the chain is missing/);
  });

  it('answers two questions at once with one walk', async () => {
    const checker = createAuditIntegrityChecker(db());
    await audit(2);
    await sealAuditTrail(db());
    const [first, second] = [checker.check(), checker.check()];
    expect(first).toBe(second);
    expect(await first).toMatchObject({ intact: true, entries: 2 });
  });

  it('verifies 10,000 entries intact', async () => {
    await run(sql`
      insert into audit_log (actor, action, target_type, target_id, changes)
      select 'door1', 'door.admit', 'registration', 'r' || n, jsonb_build_object('exhibit', 'x' || n)
      from generate_series(1, 10000) as n`);
    expect(await sealAuditTrail(db())).toBe(10_000);
    expect(await verifyAuditTrail(db())).toEqual({ intact: true, entries: 10_000, unsealed: 0 });
  });
});
