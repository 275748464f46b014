-- Issue 30 item 1: an event's places (`capacity`, null: no limit, as before) and its waiting list.
-- A registration is `registered` (it has a place and a pass) or `waiting` (no place yet, no pass; its
-- place in line is `waiting_position`, 1 for the first). Later slices add `offered` and `cancelled`
-- by widening the status check. The kept counts (decision 030) count registered and waiting apart:
-- `registered` keeps meaning "has a place" for every reader (stats, live numbers, the dashboard).
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" IS NULL OR "events"."capacity" >= 1);--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "status" text DEFAULT 'registered' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "waiting_position" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('registered', 'waiting'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_waiting_position_check" CHECK (("registrations"."status" = 'waiting') = ("registrations"."waiting_position" IS NOT NULL));--> statement-breakpoint
-- One person per place in line; also the index the next position is read from (its max).
CREATE UNIQUE INDEX "registrations_event_waiting_position_uq" ON "registrations" ("event_id", "waiting_position") WHERE "waiting_position" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "event_counts" ADD COLUMN "waiting" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_registrations_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO event_counts AS c (event_id, slot, registered, waiting)
	SELECT event_id, abs(hashtext(id)) % 16,
		count(*) FILTER (WHERE status = 'registered'), count(*) FILTER (WHERE status = 'waiting')
	FROM added GROUP BY 1, 2
	ON CONFLICT (event_id, slot) DO UPDATE
		SET registered = c.registered + excluded.registered, waiting = c.waiting + excluded.waiting;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_registrations_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- An event's deletion removes its counts too (cascade): only the rows still there change.
	UPDATE event_counts c SET registered = c.registered - gone.n, waiting = c.waiting - gone.w,
		checked_in = c.checked_in - gone.checked
	FROM (
		SELECT event_id, abs(hashtext(id)) % 16 AS slot,
			count(*) FILTER (WHERE status = 'registered') AS n,
			count(*) FILTER (WHERE status = 'waiting') AS w,
			count(*) FILTER (WHERE checkin_count > 0) AS checked
		FROM removed GROUP BY 1, 2
	) gone
	WHERE c.event_id = gone.event_id AND c.slot = gone.slot;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A change of status (a later slice: a waiting registration given its place) is something the door's
-- copies must hear of.
DROP TRIGGER "registrations_door_change" ON "registrations";--> statement-breakpoint
CREATE TRIGGER "registrations_door_change" BEFORE UPDATE OF "name", "email", "phone_digits", "company", "qr_code", "event_id", "status"
	ON "registrations" FOR EACH ROW EXECUTE FUNCTION door_change_stamp();
