-- Issue 29 item 7: per event, whether the registration form asks for Company: required (the SPEC's,
-- and every existing event's), optional or hidden (not asked).
ALTER TABLE "events" ADD COLUMN "company_field" text DEFAULT 'required' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_field_check" CHECK ("events"."company_field" in ('required', 'optional', 'hidden'));
