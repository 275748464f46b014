CREATE TABLE "sheet_syncs" (
	"event_id" text PRIMARY KEY NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sheet_syncs" ADD CONSTRAINT "sheet_syncs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;