-- Issue 17, ADR 022: every API process caches the serialised catalogue (campaign and brand
-- fragments). A campaign's or brand's own row is checked by its version (xmin) on every read; what
-- the fragments also contain is announced here on the channel ih_catalogue, once per statement:
--   c:<campaign ids>  a campaign's deliverables changed
--   b:<brand ids>     a brand's payment record may have changed (payouts due, paid, posted)
--   *                 reference data changed (names, logos): drop everything
-- More ids than fit a notification become '*'.
CREATE OR REPLACE FUNCTION ih_notify_catalogue_ids(kind text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(ids) > 150 THEN
    PERFORM pg_notify('ih_catalogue', '*');
  ELSE
    PERFORM pg_notify('ih_catalogue', kind || ':' || array_to_string(ids, ','));
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ih_catalogue_deliverables_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT campaign_id::text) INTO ids FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT campaign_id::text) INTO ids
      FROM (SELECT campaign_id FROM new_rows UNION SELECT campaign_id FROM old_rows) x;
  ELSE
    SELECT array_agg(DISTINCT campaign_id::text) INTO ids FROM old_rows;
  END IF;
  PERFORM ih_notify_catalogue_ids('c', ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_deliverables_catalogue_ins AFTER INSERT ON campaign_deliverables
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ih_catalogue_deliverables_changed();
--> statement-breakpoint
CREATE TRIGGER campaign_deliverables_catalogue_upd AFTER UPDATE ON campaign_deliverables
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ih_catalogue_deliverables_changed();
--> statement-breakpoint
CREATE TRIGGER campaign_deliverables_catalogue_del AFTER DELETE ON campaign_deliverables
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ih_catalogue_deliverables_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ih_catalogue_payouts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT c.brand_id::text) INTO ids
      FROM new_rows n JOIN campaigns c ON c.id = n.campaign_id WHERE n.payout_due_date IS NOT NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT c.brand_id::text) INTO ids
      FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN campaigns c ON c.id = n.campaign_id
     WHERE n.payout_due_date IS DISTINCT FROM o.payout_due_date
        OR n.paid_at IS DISTINCT FROM o.paid_at
        OR n.final_posted_at IS DISTINCT FROM o.final_posted_at
        OR n.campaign_id IS DISTINCT FROM o.campaign_id;
  ELSE
    SELECT array_agg(DISTINCT c.brand_id::text) INTO ids
      FROM old_rows o JOIN campaigns c ON c.id = o.campaign_id WHERE o.payout_due_date IS NOT NULL;
  END IF;
  PERFORM ih_notify_catalogue_ids('b', ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_catalogue_ins AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ih_catalogue_payouts_changed();
--> statement-breakpoint
CREATE TRIGGER applications_catalogue_upd AFTER UPDATE ON applications
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ih_catalogue_payouts_changed();
--> statement-breakpoint
CREATE TRIGGER applications_catalogue_del AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ih_catalogue_payouts_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ih_catalogue_reference_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ih_catalogue', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['platforms', 'deliverable_types', 'categories', 'states', 'languages',
                           'follower_buckets', 'influencer_kinds', 'countries'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION ih_catalogue_reference_changed()', t || '_catalogue', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Deep pages of the creator's campaign list (issue 17: page 500 walks ~6,000 index entries): the
-- columns the list filters on beside the order ride in the index, so the walk reads no table pages.
-- Declared here only (not in the Drizzle schema), like the triggers above.
CREATE INDEX IF NOT EXISTS campaigns_status_created_cover_idx
  ON campaigns (status, created_at DESC NULLS LAST, id) INCLUDE (submission_deadline, brand_id);
