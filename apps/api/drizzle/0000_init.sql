CREATE SEQUENCE "public"."campaign_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "influencer_social_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"influencer_id" uuid NOT NULL,
	"platform_name" text NOT NULL,
	"user_name" text,
	"profile_url" text,
	"followers" text,
	"type" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "influencers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_number" text NOT NULL,
	"account_types" text[] NOT NULL,
	"address" text NOT NULL,
	"country" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"pincode" text,
	"portfolio_link" text,
	"niches" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"profile_image_file_id" uuid,
	"cv_file_id" uuid,
	"bank_account_holder_name" text,
	"bank_name" text,
	"bank_branch_name" text,
	"bank_account_type" text,
	"bank_account_number_encrypted" text,
	"bank_account_number_last4" text,
	"ifsc_code" text,
	"upi_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"contact" text NOT NULL,
	"code_hmac" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"subject_kind" text NOT NULL,
	"influencer_id" uuid,
	"staff_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_brands" (
	"staff_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	CONSTRAINT "staff_brands_staff_id_brand_id_pk" PRIMARY KEY("staff_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"logo_url" text,
	"website_link" text,
	"about" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"country_id" uuid NOT NULL,
	"niche_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_deliverables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"deliverable_type_id" uuid NOT NULL,
	"format" text,
	"duration" text,
	"dimensions" text,
	"posting_date" date,
	"posting_time" text,
	"notes" text,
	"remarks" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text DEFAULT 'CMP-' || lpad(nextval('campaign_code_seq')::text, 6, '0') NOT NULL,
	"brand_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"event_name" text NOT NULL,
	"event_date" date,
	"location" text,
	"product_title" text,
	"platform_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"campaign_title" text NOT NULL,
	"campaign_type" text,
	"objective" text DEFAULT '' NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"key_message" text DEFAULT '' NOT NULL,
	"content_plan" text DEFAULT '' NOT NULL,
	"visual_content" text DEFAULT '' NOT NULL,
	"hashtags" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"submission_deadline" timestamp with time zone,
	"additional_instructions" text,
	"terms_conditions" text[] DEFAULT '{}'::text[] NOT NULL,
	"budget_type" text NOT NULL,
	"expected_price_range" text,
	"fixed_price" integer,
	"fixed_commission_per_sale" integer,
	"coupon_code" text,
	"influencers_required" integer,
	"location_state_id" uuid,
	"influencer_kind_id" uuid,
	"language_id" uuid,
	"minimum_follower_id" uuid,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"brand_logo_url" text,
	"product_image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"brand_guideline_url" text,
	"reference_file_url" text,
	"instruction" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "saved_campaigns" (
	"influencer_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_campaigns_influencer_id_campaign_id_pk" PRIMARY KEY("influencer_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"visibility" text NOT NULL,
	"influencer_id" uuid,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "payment_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"influencer_id" uuid NOT NULL,
	"total_amount" integer NOT NULL,
	"payment_method" text DEFAULT 'UPI' NOT NULL,
	"reference" text,
	"status" text DEFAULT 'paid' NOT NULL,
	"receipt_number" text NOT NULL,
	"receipt_file_id" uuid,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number")
);
--> statement-breakpoint
CREATE TABLE "application_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"quote_asking_amount" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"final_amount" integer,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"final_submitted_at" timestamp with time zone,
	"final_posted_at" timestamp with time zone,
	"rework_reason" text,
	"rework_requested_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_item_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	"deliverable_id" uuid NOT NULL,
	"notes" text,
	"task_link" text,
	"proof_file_id" uuid
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_bucket_key_window_start_pk" PRIMARY KEY("bucket","key","window_start")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"iso_code" varchar(2) NOT NULL,
	"flag_url" text NOT NULL,
	CONSTRAINT "countries_name_unique" UNIQUE("name"),
	CONSTRAINT "countries_value_unique" UNIQUE("value"),
	CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "deliverable_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"is_video" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deliverable_types_content_type_unique" UNIQUE("content_type")
);
--> statement-breakpoint
CREATE TABLE "follower_buckets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"min_followers" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "follower_buckets_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "influencer_kinds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "influencer_kinds_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "languages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "niches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "niches_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo_url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "platforms_name_unique" UNIQUE("name"),
	CONSTRAINT "platforms_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "post_offices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_offices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pincode" varchar(6) NOT NULL,
	"name" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"circle" text NOT NULL,
	"division" text NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "states_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "influencer_social_accounts" ADD CONSTRAINT "influencer_social_accounts_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencers" ADD CONSTRAINT "influencers_profile_image_file_id_files_id_fk" FOREIGN KEY ("profile_image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "influencers" ADD CONSTRAINT "influencers_cv_file_id_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_brands" ADD CONSTRAINT "staff_brands_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_deliverables" ADD CONSTRAINT "campaign_deliverables_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_deliverables" ADD CONSTRAINT "campaign_deliverables_deliverable_type_id_deliverable_types_id_fk" FOREIGN KEY ("deliverable_type_id") REFERENCES "public"."deliverable_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_location_state_id_states_id_fk" FOREIGN KEY ("location_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_influencer_kind_id_influencer_kinds_id_fk" FOREIGN KEY ("influencer_kind_id") REFERENCES "public"."influencer_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_minimum_follower_id_follower_buckets_id_fk" FOREIGN KEY ("minimum_follower_id") REFERENCES "public"."follower_buckets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_campaigns" ADD CONSTRAINT "saved_campaigns_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_campaigns" ADD CONSTRAINT "saved_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_item_id_submission_items_id_fk" FOREIGN KEY ("submission_item_id") REFERENCES "public"."submission_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_items" ADD CONSTRAINT "submission_items_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_items" ADD CONSTRAINT "submission_items_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_items" ADD CONSTRAINT "submission_items_deliverable_id_campaign_deliverables_id_fk" FOREIGN KEY ("deliverable_id") REFERENCES "public"."campaign_deliverables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_items" ADD CONSTRAINT "submission_items_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_accounts_influencer_idx" ON "influencer_social_accounts" USING btree ("influencer_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "influencers_email_key" ON "influencers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "influencers_mobile_key" ON "influencers" USING btree ("mobile_number");--> statement-breakpoint
CREATE INDEX "influencers_created_idx" ON "influencers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "influencers_name_trgm_idx" ON "influencers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "otp_challenges_contact_key" ON "otp_challenges" USING btree ("subject_kind","contact");--> statement-breakpoint
CREATE INDEX "sessions_influencer_idx" ON "sessions" USING btree ("influencer_id");--> statement-breakpoint
CREATE INDEX "sessions_staff_idx" ON "sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "brands_status_name_idx" ON "brands" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "brands_lower_name_idx" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "brands_country_idx" ON "brands" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "brands_niches_gin_idx" ON "brands" USING gin ("niche_ids");--> statement-breakpoint
CREATE INDEX "campaign_deliverables_campaign_idx" ON "campaign_deliverables" USING btree ("campaign_id","sort_order");--> statement-breakpoint
CREATE INDEX "campaigns_status_created_idx" ON "campaigns" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "campaigns_brand_status_idx" ON "campaigns" USING btree ("brand_id","status");--> statement-breakpoint
CREATE INDEX "campaigns_status_budget_idx" ON "campaigns" USING btree ("status","budget_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaigns_language_idx" ON "campaigns" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "campaigns_state_idx" ON "campaigns" USING btree ("location_state_id");--> statement-breakpoint
CREATE INDEX "campaigns_min_follower_idx" ON "campaigns" USING btree ("minimum_follower_id");--> statement-breakpoint
CREATE INDEX "campaigns_deadline_idx" ON "campaigns" USING btree ("submission_deadline");--> statement-breakpoint
CREATE INDEX "campaigns_categories_gin_idx" ON "campaigns" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "campaigns_platforms_gin_idx" ON "campaigns" USING gin ("platform_ids");--> statement-breakpoint
CREATE INDEX "campaigns_search_trgm_idx" ON "campaigns" USING gin (("event_name" || ' ' || "campaign_title" || ' ' || "code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "saved_campaigns_recent_idx" ON "saved_campaigns" USING btree ("influencer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "files_influencer_idx" ON "files" USING btree ("influencer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_items_application_key" ON "payment_items" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "payment_items_payment_idx" ON "payment_items" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_influencer_paid_idx" ON "payments" USING btree ("influencer_id","paid_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("paid_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "application_history_application_idx" ON "application_history" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_campaign_influencer_key" ON "applications" USING btree ("campaign_id","influencer_id");--> statement-breakpoint
CREATE INDEX "applications_influencer_status_idx" ON "applications" USING btree ("influencer_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_influencer_created_idx" ON "applications" USING btree ("influencer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_influencer_payment_idx" ON "applications" USING btree ("influencer_id","payment_status","status");--> statement-breakpoint
CREATE INDEX "applications_campaign_status_idx" ON "applications" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "applications" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submission_files_item_idx" ON "submission_files" USING btree ("submission_item_id");--> statement-breakpoint
CREATE INDEX "submission_items_submission_idx" ON "submission_items" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "submission_items_deliverable_idx" ON "submission_items" USING btree ("deliverable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_version_key" ON "submissions" USING btree ("application_id","kind","version");--> statement-breakpoint
CREATE INDEX "post_offices_pincode_idx" ON "post_offices" USING btree ("pincode");