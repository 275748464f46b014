-- The door's offline copy (issue 16, decision 027). Each registration and check-in carries the id of
-- the transaction that last wrote what the door shows of it (`door_change`): a device asks for what
-- changed since the snapshot of its last answer, and commit order cannot hide a row from it. Rows
-- from before this migration are 0: they come with a device's first, full copy. The check-in keeps
-- who admitted (`admitted_by`, the account's name), for "already checked in at 10:02 by Door 2".
-- A registration deleted while its event stays leaves a tombstone (`door_removals`), so copies drop it.
ALTER TABLE "registrations" ADD COLUMN "door_change" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "door_change" SET DEFAULT (pg_current_xact_id()::text::bigint);--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "door_change" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkins" ALTER COLUMN "door_change" SET DEFAULT (pg_current_xact_id()::text::bigint);--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "admitted_by" text;--> statement-breakpoint
CREATE INDEX "registrations_event_door_change_idx" ON "registrations" ("event_id", "door_change", "id");--> statement-breakpoint
-- Serves every query by event the old index served: an admission still maintains one index by event.
DROP INDEX "checkins_event_idx";--> statement-breakpoint
CREATE INDEX "checkins_event_door_change_idx" ON "checkins" ("event_id", "door_change", "registration_id");--> statement-breakpoint
CREATE FUNCTION "door_change_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.door_change := pg_current_xact_id()::text::bigint;
	RETURN NEW;
END $$;--> statement-breakpoint
-- Only an update of what the door shows: the counters' update of checkin_count does not fire it.
CREATE TRIGGER "registrations_door_change" BEFORE UPDATE OF "name", "email", "phone_digits", "company", "qr_code", "event_id"
	ON "registrations" FOR EACH ROW EXECUTE FUNCTION door_change_stamp();--> statement-breakpoint
CREATE TABLE "door_removals" (
	"event_id" text NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
	"registration_id" text NOT NULL,
	"door_change" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL
);--> statement-breakpoint
CREATE INDEX "door_removals_event_change_idx" ON "door_removals" ("event_id", "door_change");--> statement-breakpoint
-- An event's own deletion removes its registrations too: no tombstone then (the event is gone).
CREATE FUNCTION "door_removals_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO door_removals (event_id, registration_id)
	SELECT r.event_id, r.id FROM removed r WHERE EXISTS (SELECT 1 FROM events e WHERE e.id = r.event_id);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "registrations_door_removed" AFTER DELETE ON "registrations"
	REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION door_removals_record();
