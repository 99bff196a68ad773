CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_flag_versions" (
	"influencer_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_flag_versions" ADD CONSTRAINT "creator_flag_versions_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 17, ADR 025: caches are checked by version, not told by notification. A transaction that
-- changes what a creator's catalogue answer is built from raises catalogue_version as it commits;
-- one that changes a creator's applications or saves raises that creator's creator_flag_versions
-- row. Values come from one sequence, so a number never comes back (not after a row is deleted, nor
-- after a truncate), and a reader only compares for equality.
--
-- The raise is a deferred (INITIALLY DEFERRED) constraint trigger: it runs at commit, after every
-- other lock the transaction takes, so the one catalogue_version row cannot be part of a deadlock;
-- it runs once per transaction (a transaction-local setting remembers it).
CREATE SEQUENCE IF NOT EXISTS catalogue_version_seq;
--> statement-breakpoint
INSERT INTO catalogue_version (id, version) VALUES (1, nextval('catalogue_version_seq')) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ih_catalogue_bump() RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalogue_version (id, version) VALUES (1, nextval('catalogue_version_seq'))
  ON CONFLICT (id) DO UPDATE SET version = excluded.version;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ih_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ih.catalogue_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM ih_catalogue_bump();
    PERFORM set_config('ih.catalogue_bumped', txid_current()::text, true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Reference data (names, logos) changes rarely and by statement, truncates included: at once.
CREATE OR REPLACE FUNCTION ih_catalogue_reference_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ih_catalogue_bump();
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Migration 0012's announcements (deliverables, payouts) become row triggers raising the version.
DROP TRIGGER IF EXISTS campaign_deliverables_catalogue_ins ON campaign_deliverables;
--> statement-breakpoint
DROP TRIGGER IF EXISTS campaign_deliverables_catalogue_upd ON campaign_deliverables;
--> statement-breakpoint
DROP TRIGGER IF EXISTS campaign_deliverables_catalogue_del ON campaign_deliverables;
--> statement-breakpoint
DROP TRIGGER IF EXISTS applications_catalogue_ins ON applications;
--> statement-breakpoint
DROP TRIGGER IF EXISTS applications_catalogue_upd ON applications;
--> statement-breakpoint
DROP TRIGGER IF EXISTS applications_catalogue_del ON applications;
--> statement-breakpoint
DROP FUNCTION IF EXISTS ih_catalogue_deliverables_changed();
--> statement-breakpoint
DROP FUNCTION IF EXISTS ih_catalogue_payouts_changed();
--> statement-breakpoint
DROP FUNCTION IF EXISTS ih_notify_catalogue_ids(text, text[]);
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER campaigns_catalogue AFTER INSERT OR UPDATE OR DELETE ON campaigns
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ih_catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER brands_catalogue AFTER INSERT OR UPDATE OR DELETE ON brands
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ih_catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER campaign_deliverables_catalogue AFTER INSERT OR UPDATE OR DELETE ON campaign_deliverables
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ih_catalogue_changed();
--> statement-breakpoint
-- A brand's payment record counts payouts due, paid and posted (what 0012 watched).
CREATE CONSTRAINT TRIGGER applications_catalogue_ins AFTER INSERT ON applications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.payout_due_date IS NOT NULL)
  EXECUTE FUNCTION ih_catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER applications_catalogue_upd AFTER UPDATE ON applications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.payout_due_date IS DISTINCT FROM OLD.payout_due_date OR NEW.paid_at IS DISTINCT FROM OLD.paid_at
        OR NEW.final_posted_at IS DISTINCT FROM OLD.final_posted_at OR NEW.campaign_id IS DISTINCT FROM OLD.campaign_id)
  EXECUTE FUNCTION ih_catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER applications_catalogue_del AFTER DELETE ON applications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.payout_due_date IS NOT NULL)
  EXECUTE FUNCTION ih_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER campaigns_catalogue_truncate AFTER TRUNCATE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION ih_catalogue_reference_changed();
--> statement-breakpoint
CREATE TRIGGER brands_catalogue_truncate AFTER TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION ih_catalogue_reference_changed();
--> statement-breakpoint
CREATE TRIGGER campaign_deliverables_catalogue_truncate AFTER TRUNCATE ON campaign_deliverables
  FOR EACH STATEMENT EXECUTE FUNCTION ih_catalogue_reference_changed();
--> statement-breakpoint
-- A creator's flags: their applications (which campaign, what status) and saves.
CREATE OR REPLACE FUNCTION ih_creator_flags_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who uuid;
BEGIN
  FOREACH who IN ARRAY ARRAY[CASE WHEN TG_OP <> 'DELETE' THEN NEW.influencer_id END,
                             CASE WHEN TG_OP <> 'INSERT' THEN OLD.influencer_id END] LOOP
    IF who IS NOT NULL AND EXISTS (SELECT 1 FROM influencers i WHERE i.id = who) THEN
      INSERT INTO creator_flag_versions (influencer_id, version) VALUES (who, nextval('catalogue_version_seq'))
      ON CONFLICT (influencer_id) DO UPDATE SET version = excluded.version;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER applications_flags AFTER INSERT OR DELETE ON applications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ih_creator_flags_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER applications_flags_upd AFTER UPDATE ON applications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status IS DISTINCT FROM OLD.status OR NEW.campaign_id IS DISTINCT FROM OLD.campaign_id
        OR NEW.influencer_id IS DISTINCT FROM OLD.influencer_id)
  EXECUTE FUNCTION ih_creator_flags_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER saved_campaigns_flags AFTER INSERT OR UPDATE OR DELETE ON saved_campaigns
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ih_creator_flags_changed();
--> statement-breakpoint
-- A truncate of either table changes every creator's flags.
CREATE OR REPLACE FUNCTION ih_creator_flags_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_flag_versions SET version = nextval('catalogue_version_seq');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_flags_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION ih_creator_flags_truncated();
--> statement-breakpoint
CREATE TRIGGER saved_campaigns_flags_truncate AFTER TRUNCATE ON saved_campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION ih_creator_flags_truncated();
