-- The door's copy, registered (issue 28 item 3): the first time a session downloads a copy of the door
-- (GET /api/admin/door/events/{id}/passes), the server keeps when, and the device the session named
-- (X-Door-Device). An offline admission that session syncs is dated no earlier than its copy, and the
-- audit names this device, whatever the batch says. Rows outlive their session a little (a session
-- lasts at most 7 days); the copy's service deletes those older than 8 days as it adds one.
CREATE TABLE "door_copies" (
	"session_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"device_id" text,
	"copied_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "door_copies_copied_at_idx" ON "door_copies" ("copied_at");
