-- Issue 30 item 3: the waiting list's offers. A freed place goes to the first in line: their
-- registration becomes `offered` until `offered_until` (it holds the place: registered + offered
-- never pass the capacity), keeps its place in line (the organiser's list reads by it), and becomes
-- `registered` when claimed, or `cancelled` by the system when it expires unclaimed. Who cancelled
-- (`cancelled_by`: visitor, organiser, system) and why (`cancel_reason`, the organiser's or the
-- system's words) are kept with the cancellation (issue 30 items 3 and 5).
ALTER TABLE "registrations" ADD COLUMN "offered_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
UPDATE "registrations" SET "cancelled_by" = 'visitor' WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_status_check";--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('registered', 'waiting', 'offered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_waiting_position_check";--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_waiting_position_check" CHECK (("registrations"."status" in ('waiting', 'offered')) = ("registrations"."waiting_position" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_offered_until_check" CHECK (("registrations"."status" = 'offered') = ("registrations"."offered_until" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_cancelled_by_check" CHECK (("registrations"."status" = 'cancelled') = ("registrations"."cancelled_by" IS NOT NULL) AND ("registrations"."cancelled_by" IS NULL OR "registrations"."cancelled_by" in ('visitor', 'organiser', 'system')));--> statement-breakpoint
-- The offers still open, by when they end: the expiry sweep reads them through it.
CREATE INDEX "registrations_offered_until_idx" ON "registrations" ("offered_until") WHERE "status" = 'offered';--> statement-breakpoint
ALTER TABLE "event_counts" ADD COLUMN "offered" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Cancelled registrations are counted too (the organiser's table lists every registration with its
-- status, and the numbers after the event name the cancelled): those cancelled before this migration
-- are counted once here, slot by slot.
ALTER TABLE "event_counts" ADD COLUMN "cancelled" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO event_counts AS c (event_id, slot, cancelled)
	SELECT event_id, abs(hashtext(id)) % 16, count(*) FROM registrations WHERE status = 'cancelled' GROUP BY 1, 2
	ON CONFLICT (event_id, slot) DO UPDATE SET cancelled = excluded.cancelled;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_registrations_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO event_counts AS c (event_id, slot, registered, waiting, offered, cancelled)
	SELECT event_id, abs(hashtext(id)) % 16,
		count(*) FILTER (WHERE status = 'registered'), count(*) FILTER (WHERE status = 'waiting'),
		count(*) FILTER (WHERE status = 'offered'), count(*) FILTER (WHERE status = 'cancelled')
	FROM added GROUP BY 1, 2
	ON CONFLICT (event_id, slot) DO UPDATE
		SET registered = c.registered + excluded.registered, waiting = c.waiting + excluded.waiting,
			offered = c.offered + excluded.offered, cancelled = c.cancelled + excluded.cancelled;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_registrations_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE event_counts c SET registered = c.registered - gone.n, waiting = c.waiting - gone.w,
		offered = c.offered - gone.o, cancelled = c.cancelled - gone.x, checked_in = c.checked_in - gone.checked
	FROM (
		SELECT event_id, abs(hashtext(id)) % 16 AS slot,
			count(*) FILTER (WHERE status = 'registered') AS n,
			count(*) FILTER (WHERE status = 'waiting') AS w,
			count(*) FILTER (WHERE status = 'offered') AS o,
			count(*) FILTER (WHERE status = 'cancelled') AS x,
			count(*) FILTER (WHERE checkin_count > 0) AS checked
		FROM removed GROUP BY 1, 2
	) gone
	WHERE c.event_id = gone.event_id AND c.slot = gone.slot;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_registrations_restatused"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE event_counts c SET
		registered = c.registered + (NEW.status = 'registered')::int - (OLD.status = 'registered')::int,
		waiting = c.waiting + (NEW.status = 'waiting')::int - (OLD.status = 'waiting')::int,
		offered = c.offered + (NEW.status = 'offered')::int - (OLD.status = 'offered')::int,
		cancelled = c.cancelled + (NEW.status = 'cancelled')::int - (OLD.status = 'cancelled')::int
	WHERE c.event_id = NEW.event_id AND c.slot = abs(hashtext(NEW.id)) % 16;
	RETURN NULL;
END $$;
