CREATE TABLE "notification_preferences" (
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"category" text NOT NULL,
	"email" boolean NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_subject_kind_subject_id_category_pk" PRIMARY KEY("subject_kind","subject_id","category")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"recipient_kind" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"event_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"email_status" text DEFAULT 'skipped' NOT NULL,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_seq_idx" ON "notifications" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_idx" ON "notifications" USING btree ("recipient_kind","recipient_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_kind","recipient_id","seq");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_kind","recipient_id") WHERE "notifications"."read_at" is null;