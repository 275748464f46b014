-- Issue 29: an account whose password the app generated (the first owner's, or a reset without a
-- chosen password) is asked to change it on every admin page until it does.
ALTER TABLE "users" ADD COLUMN "password_generated" boolean DEFAULT false NOT NULL;
