-- The audit trail (issue 14 item 4, decision 025): who did what, when, from where. Append-only: the
-- trigger refuses every UPDATE, DELETE and TRUNCATE, whatever the role. No foreign keys: the entries
-- of a deleted event, exhibit or account stay.
CREATE TABLE "audit_log" (
	"id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor" text,
	"actor_role" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_name" text,
	"event_id" text,
	"changes" jsonb,
	"reason" text,
	"ip" text,
	"user_agent" text,
	"device_id" text
);--> statement-breakpoint
CREATE INDEX "audit_log_event_idx" ON "audit_log" ("event_id", "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor", "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" ("action", "id" DESC);--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'The audit log is append-only: its entries cannot be changed or deleted.'
		USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
