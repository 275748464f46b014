-- Issue 31 item 4: an event's and an exhibit's name and description in the organisation's other
-- languages (common/event-texts.ts); name and description stay the first language's. And a staff
-- account's own language for the admin area (null: the browser's).
ALTER TABLE "events" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibits" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;
