CREATE TABLE "brand_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"website" text NOT NULL,
	"niche_id" uuid NOT NULL,
	"gstin" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"brand_id" uuid,
	"owner_id" uuid,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Brand staff made before teams had roles (`npm run staff -- add … --role brand --brand <id>`) become
-- owners of those brands, so nobody loses what they could do (issue 28): the column is added with
-- 'owner' for the rows there now, then new rows default to 'member'. Running it twice fails on the
-- existing column, like every migration, rather than making later members owners.
ALTER TABLE "staff_brands" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_brands" ALTER COLUMN "role" SET DEFAULT 'member';--> statement-breakpoint
ALTER TABLE "staff_brands" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "brand_requests" ADD CONSTRAINT "brand_requests_niche_id_niches_id_fk" FOREIGN KEY ("niche_id") REFERENCES "public"."niches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_requests" ADD CONSTRAINT "brand_requests_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_requests" ADD CONSTRAINT "brand_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_requests" ADD CONSTRAINT "brand_requests_owner_id_staff_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_requests_pending_email_key" ON "brand_requests" USING btree ("email") WHERE "brand_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "brand_requests_pending_gstin_key" ON "brand_requests" USING btree ("gstin") WHERE "brand_requests"."status" = 'pending' and "brand_requests"."gstin" is not null;--> statement-breakpoint
CREATE INDEX "brand_requests_status_created_idx" ON "brand_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "staff_brands_brand_idx" ON "staff_brands" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "brands_gstin_idx" ON "brands" USING btree ("gstin");