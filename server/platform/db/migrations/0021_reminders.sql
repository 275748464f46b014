-- Issue 30 item 4: reminders. An event's own reminder hours (`reminder_hours`, null: the app's
-- REMINDER_HOURS; 0: none), and per registration when its reminder was claimed (`reminded_at`, set in
-- the transaction that queues its e-mail's job, so each registration is reminded at most once across
-- restarts and instances: common/reminders.ts, server/modules/reminders/).
ALTER TABLE "events" ADD COLUMN "reminder_hours" integer;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_reminder_hours_check" CHECK ("events"."reminder_hours" IS NULL OR ("events"."reminder_hours" >= 0 AND "events"."reminder_hours" <= 720));--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
-- The registrations still to remind, in the order they came: a claim reads the next batch through it,
-- and a claimed one leaves it (a million-registration event is claimed a thousand at a time, each
-- batch from the index, never by reading the ones already reminded again).
CREATE INDEX "registrations_to_remind_idx" ON "registrations" ("event_id", "created_at", "id") WHERE "reminded_at" IS NULL AND "status" = 'registered';
