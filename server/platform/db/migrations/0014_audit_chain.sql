-- The audit trail made tamper-evident (issue 28 item 4): each entry, once sealed, carries its place in
-- a hash chain and the SHA-256 of the previous entry's hash and its own content
-- (server/modules/audit/audit-chain.ts). Sealing is the one change an entry may undergo: setting its
-- place and hash once, every other column as it was; any other UPDATE, a DELETE or a TRUNCATE is
-- refused as before.
ALTER TABLE "audit_log" ADD COLUMN "chain_seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_chain_seq_idx" ON "audit_log" ("chain_seq");--> statement-breakpoint
CREATE INDEX "audit_log_unsealed_idx" ON "audit_log" ("id") WHERE "hash" IS NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.hash IS NULL AND OLD.chain_seq IS NULL
		AND NEW.hash IS NOT NULL AND NEW.chain_seq IS NOT NULL
		AND (NEW.id, NEW.at, NEW.actor_id, NEW.actor, NEW.actor_role, NEW.action, NEW.target_type, NEW.target_id,
			NEW.target_name, NEW.event_id, NEW.changes, NEW.reason, NEW.ip, NEW.user_agent, NEW.device_id)
		IS NOT DISTINCT FROM
			(OLD.id, OLD.at, OLD.actor_id, OLD.actor, OLD.actor_role, OLD.action, OLD.target_type, OLD.target_id,
			OLD.target_name, OLD.event_id, OLD.changes, OLD.reason, OLD.ip, OLD.user_agent, OLD.device_id)
	THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'The audit log is append-only: its entries cannot be changed or deleted.'
		USING ERRCODE = 'insufficient_privilege';
END $$;
