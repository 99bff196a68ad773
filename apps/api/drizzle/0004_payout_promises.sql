CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "payout_terms_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "auto_approve_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "payout_due_date" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "auto_decision_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_payout_due_idx" ON "applications" USING btree ("payment_status","payout_due_date");