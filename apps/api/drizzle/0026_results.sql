CREATE TABLE "media_kits" (
	"influencer_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kits_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "post_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"post_url" text NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"comments" bigint NOT NULL,
	"shares" bigint,
	"saves" bigint,
	"reach" bigint,
	"source" text NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"captured_on" date,
	"status" text DEFAULT 'reported' NOT NULL,
	"note" text,
	"proof_file_id" uuid,
	"decided_by_staff_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_staff_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "youtube_missing" (
	"application_id" uuid NOT NULL,
	"post_url" text NOT NULL,
	"video_id" text NOT NULL,
	"missing_since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "youtube_quota" (
	"day" date PRIMARY KEY NOT NULL,
	"units" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_discovery" ADD COLUMN "median_views" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "media_kits" ADD CONSTRAINT "media_kits_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_decided_by_staff_id_staff_users_id_fk" FOREIGN KEY ("decided_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "youtube_missing" ADD CONSTRAINT "youtube_missing_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_metrics_post_idx" ON "post_metrics" USING btree ("application_id","post_url","captured_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_metrics_campaign_idx" ON "post_metrics" USING btree ("campaign_id","captured_at");--> statement-breakpoint
CREATE INDEX "post_metrics_influencer_idx" ON "post_metrics" USING btree ("influencer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "post_metrics_proof_key" ON "post_metrics" USING btree ("proof_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_metrics_api_day_key" ON "post_metrics" USING btree ("application_id","post_url","source","captured_on") WHERE captured_on is not null;--> statement-breakpoint
CREATE INDEX "report_shares_campaign_idx" ON "report_shares" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "youtube_missing_key" ON "youtube_missing" USING btree ("application_id","post_url");