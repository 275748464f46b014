-- Issue 31: the visitor's language, kept with the registration so that every e-mail to them (the
-- pass, the reminder, an offer, a cancellation) comes in it. Earlier registrations are English.
ALTER TABLE "registrations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
