ALTER TABLE "influencers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "influencers" ADD CONSTRAINT "influencers_language_check" CHECK ("language" IN ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_language_check" CHECK ("language" IN ('en', 'hi'));
