CREATE TABLE "event_cursors" (
	"consumer" text PRIMARY KEY NOT NULL,
	"tx_id" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"type" text NOT NULL,
	"application_id" uuid,
	"campaign_id" uuid,
	"brand_id" uuid,
	"influencer_id" uuid,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timers" (
	"key" text PRIMARY KEY NOT NULL,
	"task" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "events_tx_order_idx" ON "events" USING btree ("tx_id","id");--> statement-breakpoint
CREATE INDEX "events_application_idx" ON "events" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "events_campaign_idx" ON "events" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "timers_due_idx" ON "timers" USING btree ("due_at");