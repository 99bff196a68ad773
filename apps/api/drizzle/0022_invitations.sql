CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"offer_amount" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"responded_at" timestamp with time zone,
	"application_id" uuid,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_staff_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_campaign_influencer_key" ON "invitations" USING btree ("campaign_id","influencer_id");--> statement-breakpoint
CREATE INDEX "invitations_influencer_status_idx" ON "invitations" USING btree ("influencer_id","status","respond_by");--> statement-breakpoint
CREATE INDEX "invitations_campaign_status_idx" ON "invitations" USING btree ("campaign_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Deep pages of the catalogue (issue 17) filter on visibility too now (design §15): it rides in the
-- covering index with the other filtered columns, so the walk still reads no table pages.
DROP INDEX IF EXISTS campaigns_status_created_cover_idx;
--> statement-breakpoint
CREATE INDEX campaigns_status_created_cover_idx
  ON campaigns (status, created_at DESC NULLS LAST, id) INCLUDE (submission_deadline, brand_id, visibility);
--> statement-breakpoint
-- An invitation opens an invite-only campaign to its creator (creator flags, ADR 025): a new one, or a
-- change of its state, raises that creator's flags version as the other flag tables do.
CREATE CONSTRAINT TRIGGER invitations_flags AFTER INSERT OR DELETE ON invitations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ih_creator_flags_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invitations_flags_upd AFTER UPDATE ON invitations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status IS DISTINCT FROM OLD.status OR NEW.campaign_id IS DISTINCT FROM OLD.campaign_id
        OR NEW.influencer_id IS DISTINCT FROM OLD.influencer_id)
  EXECUTE FUNCTION ih_creator_flags_changed();
--> statement-breakpoint
CREATE TRIGGER invitations_flags_truncate AFTER TRUNCATE ON invitations
  FOR EACH STATEMENT EXECUTE FUNCTION ih_creator_flags_truncated();
