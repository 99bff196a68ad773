CREATE TABLE "creator_work_versions" (
	"influencer_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_work_versions" ADD CONSTRAINT "creator_work_versions_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 17, ADR 025: a creator's work list answer is kept per process under this version, raised at
-- commit (a deferred constraint trigger, like 0013's) by every change to what the list shows: the
-- creator's applications, their history, submissions, submitted items and files, and messages. The
-- campaigns it embeds are under catalogue_version and creator_flag_versions already.
CREATE OR REPLACE FUNCTION ih_creator_work_bump(who uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF who IS NOT NULL AND EXISTS (SELECT 1 FROM influencers i WHERE i.id = who) THEN
    INSERT INTO creator_work_versions (influencer_id, version) VALUES (who, nextval('catalogue_version_seq'))
    ON CONFLICT (influencer_id) DO UPDATE SET version = excluded.version;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ih_creator_work_of(tbl text, r record) RETURNS uuid LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch reads only its own table's columns (plpgsql plans a branch when it runs).
  IF tbl IN ('applications', 'files') THEN
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
CREATE OR REPLACE FUNCTION ih_creator_work_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM ih_creator_work_bump(ih_creator_work_of(TG_TABLE_NAME, NEW));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM ih_creator_work_bump(ih_creator_work_of(TG_TABLE_NAME, OLD));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A truncate changes every creator's work.
CREATE OR REPLACE FUNCTION ih_creator_work_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE creator_work_versions SET version = nextval('catalogue_version_seq');
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['applications', 'application_history', 'submissions', 'submission_items',
                           'submission_files', 'files', 'messages'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ih_creator_work_changed()', t || '_work', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION ih_creator_work_truncated()', t || '_work_truncate', t);
  END LOOP;
END $$;
