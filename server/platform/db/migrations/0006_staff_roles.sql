ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'organiser';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every account so far could do everything: each keeps that as an owner (issue 14).
UPDATE "users" SET "role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
-- Sessions now carry the account's role: open ones get it, so nobody is signed out by the upgrade.
UPDATE "sessions" SET "sess" = "sess" || jsonb_build_object('role', "users"."role") FROM "users" WHERE "users"."id"::text = "sessions"."sess"->>'userId';
