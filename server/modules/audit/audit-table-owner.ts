/**
 * The audit table belongs to another role (issue 28 item 4, decision 033). The role that owns a table
 * can switch its triggers off and rewrite it, so on PostgreSQL, when the app's own role may create
 * roles (and is not a superuser, whom no ownership stops), the app hands `audit_log` and its trigger's
 * function to a role that cannot sign in, `<app role>_audit_owner`, and keeps only SELECT, INSERT and
 * the sealing UPDATE of `chain_seq` and `hash`. It then gives up its membership of that role.
 * Otherwise the README's "Operating" steps do the same by hand.
 */
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../platform/db/client.ts';

/** The migrations' lock: instances starting together hand the table over one at a time. */
const MIGRATION_LOCK = 727_311;

export type AuditTableOwnership =
  | 'handed over'
  | 'already another role’s'
  | 'app role is a superuser'
  | 'app role cannot create roles'
  | { failed: string };

/** The role that owns the audit table for an app connecting as `appRole` (at most 63 bytes). */
export const auditOwnerRole = (appRole: string) => `${appRole.slice(0, 63 - '_audit_owner'.length)}_audit_owner`;

/** Hands the table over when the app's role can; a failure changes nothing and is answered, not thrown. */
export async function handAuditTableToItsOwner(db: Executor): Promise<AuditTableOwnership> {
  return handOver(db).catch((error: Error) => ({
    failed: (error.cause as Error | undefined)?.message ?? error.message,
  }));
}

function handOver(db: Executor): Promise<AuditTableOwnership> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    const [me] = rowsOf<{ name: string; superuser: boolean; createrole: boolean; owner: string }>(
      await tx.execute(sql`
        select current_user as name, r.rolsuper as superuser, r.rolcreaterole as createrole,
               pg_get_userbyid(c.relowner) as owner
        from pg_roles r, pg_class c
        where r.rolname = current_user and c.oid = 'audit_log'::regclass`),
    );
    if (!me) return 'app role cannot create roles';
    if (me.owner !== me.name) return 'already another role’s';
    if (me.superuser) return 'app role is a superuser';
    if (!me.createrole) return 'app role cannot create roles';
    const app = sql.identifier(me.name);
    const owner = sql.identifier(auditOwnerRole(me.name));
    await tx.execute(sql`
      do $$ begin
        create role ${owner} nologin;
      exception when duplicate_object or unique_violation then null;
      end $$`);
    const [{ schema } = { schema: 'public' }] = rowsOf<{ schema: string }>(
      await tx.execute(sql`select current_schema() as schema`),
    );
    const where = sql.identifier(schema);
    // Changing an owner takes membership of the new one, and the new one's right to create in the
    // schema; both given up again below.
    await tx.execute(sql`grant ${owner} to ${app}`);
    await tx.execute(sql`grant create on schema ${where} to ${owner}`);
    await tx.execute(sql`alter table audit_log owner to ${owner}`);
    await tx.execute(sql`alter function audit_log_append_only() owner to ${owner}`);
    await tx.execute(sql`revoke create on schema ${where} from ${owner}`);
    await tx.execute(sql`set local role ${owner}`);
    await tx.execute(sql`revoke all on audit_log from ${app}`);
    await tx.execute(sql`grant select, insert on audit_log to ${app}`);
    await tx.execute(sql`grant update (chain_seq, hash) on audit_log to ${app}`);
    await tx.execute(sql`grant usage on sequence audit_log_id_seq to ${app}`);
    await tx.execute(sql`reset role`);
    await tx.execute(sql`revoke ${owner} from ${app}`);
    return 'handed over';
  });
}
