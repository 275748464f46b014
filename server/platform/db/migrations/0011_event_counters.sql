-- Counts that do not grow with the event (issue 17 item 2): the stats, the dashboard and the live
-- numbers read these instead of counting every registration and check-in. Kept by the database
-- itself, in the transaction of each change, so they are exact whichever instance (or the bench's
-- SQL) writes. Each count is spread over 16 slots so that concurrent registrations and admissions
-- seldom wait for one another's row; a reader sums the slots. See docs/decisions/030-counters.md.
ALTER TABLE "registrations" ADD COLUMN "checkin_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "event_counts" (
	"event_id" text NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
	"slot" smallint NOT NULL,
	"registered" bigint DEFAULT 0 NOT NULL,
	"checked_in" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("event_id", "slot")
);--> statement-breakpoint
CREATE TABLE "exhibit_counts" (
	"exhibit_id" text NOT NULL REFERENCES "exhibits"("id") ON DELETE CASCADE,
	"slot" smallint NOT NULL,
	"checked_in" bigint DEFAULT 0 NOT NULL,
	PRIMARY KEY ("exhibit_id", "slot")
);--> statement-breakpoint
CREATE FUNCTION "count_registrations_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO event_counts AS c (event_id, slot, registered)
	SELECT event_id, abs(hashtext(id)) % 16, count(*) FROM added GROUP BY 1, 2
	ON CONFLICT (event_id, slot) DO UPDATE SET registered = c.registered + excluded.registered;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "count_registrations_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- An event's deletion removes its counts too (cascade): only the rows still there change.
	UPDATE event_counts c SET registered = c.registered - gone.n,
		checked_in = c.checked_in - gone.checked
	FROM (
		SELECT event_id, abs(hashtext(id)) % 16 AS slot, count(*) AS n,
			count(*) FILTER (WHERE checkin_count > 0) AS checked
		FROM removed GROUP BY 1, 2
	) gone
	WHERE c.event_id = gone.event_id AND c.slot = gone.slot;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "count_checkins_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO exhibit_counts AS c (exhibit_id, slot, checked_in)
	SELECT exhibit_id, abs(hashtext(id)) % 16, count(*) FROM added WHERE exhibit_id IS NOT NULL GROUP BY 1, 2
	ON CONFLICT (exhibit_id, slot) DO UPDATE SET checked_in = c.checked_in + excluded.checked_in;
	-- A visitor's first check-in makes them one more person checked in. The update locks the
	-- registration's row, so two first check-ins of one visitor at once are counted once.
	WITH bumped AS (
		UPDATE registrations r SET checkin_count = r.checkin_count + a.n
		FROM (SELECT registration_id, count(*) AS n FROM added GROUP BY 1) a
		WHERE r.id = a.registration_id
		RETURNING r.id, r.event_id, r.checkin_count - a.n AS before
	)
	INSERT INTO event_counts AS c (event_id, slot, checked_in)
	SELECT event_id, abs(hashtext(id)) % 16, count(*) FROM bumped WHERE before = 0 GROUP BY 1, 2
	ON CONFLICT (event_id, slot) DO UPDATE SET checked_in = c.checked_in + excluded.checked_in;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "count_checkins_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE exhibit_counts c SET checked_in = c.checked_in - gone.n
	FROM (SELECT exhibit_id, abs(hashtext(id)) % 16 AS slot, count(*) AS n FROM removed GROUP BY 1, 2) gone
	WHERE c.exhibit_id = gone.exhibit_id AND c.slot = gone.slot;
	WITH dropped AS (
		UPDATE registrations r SET checkin_count = r.checkin_count - g.n
		FROM (SELECT registration_id, count(*) AS n FROM removed GROUP BY 1) g
		WHERE r.id = g.registration_id
		RETURNING r.id, r.event_id, r.checkin_count AS after
	)
	UPDATE event_counts c SET checked_in = c.checked_in - d.n
	FROM (SELECT event_id, abs(hashtext(id)) % 16 AS slot, count(*) AS n FROM dropped WHERE after = 0 GROUP BY 1, 2) d
	WHERE c.event_id = d.event_id AND c.slot = d.slot;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "registrations_counted_in" AFTER INSERT ON "registrations"
	REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_registrations_added();--> statement-breakpoint
CREATE TRIGGER "registrations_counted_out" AFTER DELETE ON "registrations"
	REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_registrations_removed();--> statement-breakpoint
CREATE TRIGGER "checkins_counted_in" AFTER INSERT ON "checkins"
	REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_checkins_added();--> statement-breakpoint
CREATE TRIGGER "checkins_counted_out" AFTER DELETE ON "checkins"
	REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_checkins_removed();--> statement-breakpoint
-- What is there already.
UPDATE "registrations" r SET "checkin_count" = c.n
FROM (SELECT "registration_id", count(*) AS n FROM "checkins" GROUP BY 1) c WHERE r."id" = c."registration_id";--> statement-breakpoint
INSERT INTO "event_counts" ("event_id", "slot", "registered", "checked_in")
SELECT "event_id", abs(hashtext("id")) % 16, count(*), count(*) FILTER (WHERE "checkin_count" > 0)
FROM "registrations" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "exhibit_counts" ("exhibit_id", "slot", "checked_in")
SELECT "exhibit_id", abs(hashtext("id")) % 16, count(*) FROM "checkins" WHERE "exhibit_id" IS NOT NULL GROUP BY 1, 2;
