-- Issue 26 put what arrived after TDS and GST (payments.net_paise) on a creator's work list, so the
-- list's cached answer (0014, ADR 025) is now built from payments and payment_items too: their
-- changes raise the creator's work version like the other tables the list reads. Found by
-- test/catalogue-triggers.test.ts, which lists every table the cached answers read.
CREATE OR REPLACE FUNCTION ih_creator_work_of(tbl text, r record) RETURNS uuid LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch reads only its own table's columns (plpgsql plans a branch when it runs).
  IF tbl IN ('applications', 'files', 'payments') THEN
    RETURN r.influencer_id;
  ELSIF tbl = 'submission_items' THEN
    RETURN (SELECT a.influencer_id FROM submissions s JOIN applications a ON a.id = s.application_id
             WHERE s.id = r.submission_id);
  ELSIF tbl = 'submission_files' THEN
    RETURN (SELECT a.influencer_id FROM submission_items i JOIN submissions s ON s.id = i.submission_id
              JOIN applications a ON a.id = s.application_id WHERE i.id = r.submission_item_id);
  ELSE
    RETURN (SELECT a.influencer_id FROM applications a WHERE a.id = r.application_id);
  END IF;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['payments', 'payment_items'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_work', t);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_work_truncate', t);
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ih_creator_work_changed()', t || '_work', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION ih_creator_work_truncated()', t || '_work_truncate', t);
  END LOOP;
END $$;
