-- Issue 32: who is inside now. An exhibit says what its capacity counts (`total`: admissions, the
-- SPEC's rule and the default; `inside`: people inside at once), whether a visitor who left may come
-- back in, and whether entering another exhibit of the event leaves it (one room at a time). Every
-- entry is a visit; an exit (a scan, the closing time, or a move to another room) ends it. One open
-- visit per visitor and exhibit. Inside now is kept by the database like the other counts
-- (decision 030): exhibit_counts.inside, in the slot of the visit's id. Decision 040.
ALTER TABLE "exhibits" ADD COLUMN "capacity_mode" text DEFAULT 'total' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibits" ADD COLUMN "reentry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibits" ADD COLUMN "auto_exit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibits" ADD CONSTRAINT "exhibits_capacity_mode_check" CHECK ("capacity_mode" in ('total', 'inside'));--> statement-breakpoint
ALTER TABLE "exhibit_counts" ADD COLUMN "inside" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "visits" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"registration_id" text NOT NULL REFERENCES "registrations"("id") ON DELETE CASCADE,
	"exhibit_id" text NOT NULL REFERENCES "exhibits"("id") ON DELETE CASCADE,
	"event_id" text NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
	"entered_at" timestamp with time zone NOT NULL,
	"entered_by" text,
	"entry_request_id" text,
	"exited_at" timestamp with time zone,
	"exited_by" text,
	"exit_request_id" text,
	"exit_kind" text,
	CONSTRAINT "visits_exit_check" CHECK (("exited_at" IS NULL) = ("exit_kind" IS NULL) AND ("exit_kind" IS NULL OR "exit_kind" IN ('scan', 'closing', 'moved')))
);--> statement-breakpoint
CREATE UNIQUE INDEX "visits_open_uq" ON "visits" ("registration_id", "exhibit_id") WHERE "exited_at" IS NULL;--> statement-breakpoint
CREATE INDEX "visits_registration_idx" ON "visits" ("registration_id", "entered_at");--> statement-breakpoint
CREATE INDEX "visits_exhibit_idx" ON "visits" ("exhibit_id", "entered_at");--> statement-breakpoint
CREATE INDEX "visits_open_exhibit_idx" ON "visits" ("exhibit_id") WHERE "exited_at" IS NULL;--> statement-breakpoint
CREATE FUNCTION "count_visits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NEW.exited_at IS NULL THEN
			INSERT INTO exhibit_counts AS c (exhibit_id, slot, inside) VALUES (NEW.exhibit_id, abs(hashtext(NEW.id)) % 16, 1)
			ON CONFLICT (exhibit_id, slot) DO UPDATE SET inside = c.inside + 1;
		END IF;
	ELSIF TG_OP = 'UPDATE' THEN
		IF OLD.exited_at IS NULL AND NEW.exited_at IS NOT NULL THEN
			UPDATE exhibit_counts SET inside = inside - 1 WHERE exhibit_id = OLD.exhibit_id AND slot = abs(hashtext(OLD.id)) % 16;
		ELSIF OLD.exited_at IS NOT NULL AND NEW.exited_at IS NULL THEN
			UPDATE exhibit_counts SET inside = inside + 1 WHERE exhibit_id = OLD.exhibit_id AND slot = abs(hashtext(OLD.id)) % 16;
		END IF;
	ELSIF OLD.exited_at IS NULL THEN
		-- A deleted exhibit takes its counts with it (cascade): only a row still there changes.
		UPDATE exhibit_counts SET inside = inside - 1 WHERE exhibit_id = OLD.exhibit_id AND slot = abs(hashtext(OLD.id)) % 16;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "visits_counted" AFTER INSERT OR UPDATE OF "exited_at" OR DELETE ON "visits"
	FOR EACH ROW EXECUTE FUNCTION count_visits();--> statement-breakpoint
-- Every check-in so far was an entry: its visit, open. The closing-time sweep ends those whose
-- exhibit has closed (at its end time) when the app next starts.
INSERT INTO "visits" ("registration_id", "exhibit_id", "event_id", "entered_at", "entered_by", "entry_request_id")
	SELECT "registration_id", "exhibit_id", "event_id", "checked_in_at", "admitted_by", "request_id"
	FROM "checkins" WHERE "exhibit_id" IS NOT NULL;
