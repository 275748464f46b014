-- Google Sheets at scale (issue 17 item 4, decision 028). A sync writes an event's sheet in bounded
-- batches over several runs: `progress` says how far it got (which tab layout, how many registration
-- rows, which keyset position, from which database snapshot), so the next run continues from the last
-- written batch rather than starting over. `notice` is what the event page's card says about it (the
-- sheet cannot hold the event, a rewrite under way). `sheet_rows` keeps the row each registration was
-- written to, so a check-in or an edit rewrites one row in place instead of the whole tab.
ALTER TABLE "sheet_syncs" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "sheet_syncs" ADD COLUMN "notice" text;--> statement-breakpoint
CREATE TABLE "sheet_rows" (
	"event_id" text NOT NULL REFERENCES "events"("id") ON DELETE CASCADE,
	"registration_id" text NOT NULL,
	"sheet_row" integer NOT NULL,
	PRIMARY KEY ("event_id", "registration_id")
);
