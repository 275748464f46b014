-- The organiser's search of an event's registrations (issue 17, decision 026): the start of the
-- name, the e-mail, the company or the phone's digits, case-insensitive, each an index of the event's
-- rows (text_pattern_ops: LIKE 'prefix%' whatever the collation). Newest first with the id as tie-break.
CREATE INDEX "registrations_event_name_prefix_idx" ON "registrations" ("event_id", lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "registrations_event_email_prefix_idx" ON "registrations" ("event_id", lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "registrations_event_company_prefix_idx" ON "registrations" ("event_id", lower("company") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "registrations_event_phone_prefix_idx" ON "registrations" ("event_id", "phone_digits" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "registrations_event_newest_idx" ON "registrations" ("event_id", "created_at" DESC, "id" DESC);
