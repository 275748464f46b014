-- Issue 30 item 2: a visitor cancels their registration from their own page. The row is kept for the
-- records, `cancelled` with `cancelled_at`; its place (or its place in line) is freed.
ALTER TABLE "registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_status_check";--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('registered', 'waiting', 'cancelled'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_cancelled_at_check" CHECK (("registrations"."status" = 'cancelled') = ("registrations"."cancelled_at" IS NOT NULL));--> statement-breakpoint
-- One active registration per event and address: a visitor who cancelled may register again.
DROP INDEX "registrations_event_email_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_email_uq" ON "registrations" ("event_id", lower("email")) WHERE "status" <> 'cancelled';--> statement-breakpoint
-- The kept counts (decision 030, migration 0019) follow a change of status: a registration leaves the
-- count it was in and joins the one it is in now, in its own slot (the slot is its id's, which stays).
-- A row trigger (a trigger on a column list cannot see transition tables), only when the status changed.
CREATE OR REPLACE FUNCTION "count_registrations_restatused"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE event_counts c SET
		registered = c.registered + (NEW.status = 'registered')::int - (OLD.status = 'registered')::int,
		waiting = c.waiting + (NEW.status = 'waiting')::int - (OLD.status = 'waiting')::int
	WHERE c.event_id = NEW.event_id AND c.slot = abs(hashtext(NEW.id)) % 16;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "registrations_counted_restatused" AFTER UPDATE OF "status" ON "registrations"
	FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION count_registrations_restatused();
