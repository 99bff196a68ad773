CREATE TABLE "creator_discovery" (
	"influencer_id" uuid PRIMARY KEY NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"profile_image_file_id" uuid,
	"niches" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED,
	"followers" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"completed_jobs" integer DEFAULT 0 NOT NULL,
	"timed_jobs" integer DEFAULT 0 NOT NULL,
	"on_time_jobs" integer DEFAULT 0 NOT NULL,
	"on_time_rate" real GENERATED ALWAYS AS (case when timed_jobs > 0 then on_time_jobs::real / timed_jobs end) STORED
);
--> statement-breakpoint
CREATE TABLE "discovery_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"facets_version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlist_creators" (
	"shortlist_id" uuid NOT NULL,
	"influencer_id" uuid NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"added_by_staff_id" uuid,
	CONSTRAINT "shortlist_creators_shortlist_id_influencer_id_pk" PRIMARY KEY("shortlist_id","influencer_id")
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "discoverable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "delivered_on_time" boolean;--> statement-breakpoint
ALTER TABLE "creator_discovery" ADD CONSTRAINT "creator_discovery_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_creators" ADD CONSTRAINT "shortlist_creators_shortlist_id_shortlists_id_fk" FOREIGN KEY ("shortlist_id") REFERENCES "public"."shortlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_creators" ADD CONSTRAINT "shortlist_creators_influencer_id_influencers_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."influencers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_creators" ADD CONSTRAINT "shortlist_creators_added_by_staff_id_staff_users_id_fk" FOREIGN KEY ("added_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_discovery_niches_idx" ON "creator_discovery" USING gin ("niches") WHERE listed;--> statement-breakpoint
CREATE INDEX "creator_discovery_languages_idx" ON "creator_discovery" USING gin ("languages") WHERE listed;--> statement-breakpoint
CREATE INDEX "creator_discovery_platforms_idx" ON "creator_discovery" USING gin ("platforms") WHERE listed;--> statement-breakpoint
CREATE INDEX "creator_discovery_search_idx" ON "creator_discovery" USING gin ("search") WHERE listed;--> statement-breakpoint
CREATE INDEX "creator_discovery_search_trgm_idx" ON "creator_discovery" USING gin ("search_text" gin_trgm_ops) WHERE listed;--> statement-breakpoint
CREATE INDEX "creator_discovery_followers_idx" ON "creator_discovery" USING btree ("followers" DESC NULLS LAST,"influencer_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "creator_discovery_relevance_idx" ON "creator_discovery" USING btree ("completed_jobs" DESC NULLS LAST,"followers" DESC NULLS LAST,"influencer_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "creator_discovery_on_time_idx" ON "creator_discovery" USING btree ("on_time_rate" DESC NULLS LAST,"completed_jobs" DESC NULLS LAST,"influencer_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "creator_discovery_state_idx" ON "creator_discovery" USING btree ("state") WHERE listed;--> statement-breakpoint
CREATE INDEX "creator_discovery_city_idx" ON "creator_discovery" USING btree (lower("city")) WHERE listed;--> statement-breakpoint
CREATE INDEX "shortlist_creators_influencer_idx" ON "shortlist_creators" USING btree ("influencer_id");--> statement-breakpoint
CREATE INDEX "shortlist_creators_added_idx" ON "shortlist_creators" USING btree ("shortlist_id","added_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "shortlists_brand_name_key" ON "shortlists" USING btree ("brand_id",lower("name"));--> statement-breakpoint
CREATE INDEX "shortlists_brand_created_idx" ON "shortlists" USING btree ("brand_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "shortlists_created_idx" ON "shortlists" USING btree ("created_at" DESC NULLS LAST,"id");
--> statement-breakpoint
-- Issue 28, design §15, ADR 032: creator search reads creator_discovery, one row per creator, kept by
-- triggers in the writer's own transaction. Profile fields are copied from influencers and their
-- social accounts (recomputed, under the creator's row lock, so two writers of one creator serialise);
-- the job counts move by the difference each application change makes (an UPDATE adding a delta is
-- right under any concurrency). A change to a row raises discovery_version at commit, which every
-- search reads before it answers from a cache.
--
-- A follower count as the creator typed it ('12,500', '1.2K', '3M'), read as contract/patterns.ts
-- parseFollowers reads it (test/discovery-followers.test.ts holds the two equal); NULL if unreadable.
CREATE OR REPLACE FUNCTION ih_followers(value text) RETURNS bigint LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
  scale numeric;
  n numeric;
BEGIN
  IF value IS NULL THEN
    RETURN NULL;
  END IF;
  m := regexp_match(lower(regexp_replace(value, '[[:space:],]', '', 'g')), '^([0-9]{1,10})(?:\.([0-9]{1,3}))?([km])?$');
  IF m IS NULL OR (m[2] IS NOT NULL AND m[3] IS NULL) THEN
    RETURN NULL;
  END IF;
  scale := CASE m[3] WHEN 'k' THEN 1000 WHEN 'm' THEN 1000000 ELSE 1 END;
  n := m[1]::numeric * scale + CASE WHEN m[2] IS NULL THEN 0 ELSE m[2]::numeric * scale / (10 ^ length(m[2])) END;
  IF n <> trunc(n) OR n > 1000000000 THEN
    RETURN NULL;
  END IF;
  RETURN n::bigint;
END $$;
--> statement-breakpoint
-- Recomputes the rows of these creators from the source tables. The job counts are overwritten only
-- when with_jobs (a backfill or a repair); otherwise they are the deltas' to keep, and a new row starts
-- from the count. A row that would not change is not written (no version raised for nothing).
CREATE OR REPLACE FUNCTION ih_discovery_refresh(ids uuid[], with_jobs boolean, lock_rows boolean DEFAULT true)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Whoever recomputes a creator holds their row until commit, so the next one reads after it
  -- (a bulk refresh of everyone, with nothing else writing, skips it).
  IF lock_rows THEN
    PERFORM 1 FROM influencers WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  END IF;
  INSERT INTO creator_discovery AS d (influencer_id, listed, name, profile_image_file_id, niches, languages,
      platforms, accounts, search_text, followers, state, city, completed_jobs, timed_jobs, on_time_jobs)
  SELECT i.id, i.discoverable AND i.status = 'active', i.name, i.profile_image_file_id, i.niches, i.languages,
         coalesce(s.platforms, '{}'), coalesce(s.accounts, '[]'::jsonb),
         btrim(i.name || ' ' || coalesce(s.handles, '')), coalesce(s.followers, 0), i.state, i.city,
         j.completed, j.timed, j.on_time
    FROM influencers i
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT a.platform_name) AS platforms,
             jsonb_agg(jsonb_build_object('platform', a.platform_name, 'handle', coalesce(a.user_name, ''),
                                          'followers', ih_followers(a.followers)) ORDER BY a.sort_order, a.id) AS accounts,
             string_agg(a.user_name, ' ' ORDER BY a.sort_order, a.id) AS handles,
             sum(coalesce(ih_followers(a.followers), 0))::bigint AS followers
        FROM influencer_social_accounts a WHERE a.influencer_id = i.id) s ON true
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS completed, count(p.delivered_on_time)::int AS timed,
             (count(*) FILTER (WHERE p.delivered_on_time))::int AS on_time
        FROM applications p WHERE p.influencer_id = i.id AND p.status = 'final posted') j
   WHERE i.id = ANY(ids)
  ON CONFLICT (influencer_id) DO UPDATE SET
    listed = excluded.listed, name = excluded.name, profile_image_file_id = excluded.profile_image_file_id,
    niches = excluded.niches, languages = excluded.languages, platforms = excluded.platforms,
    accounts = excluded.accounts, search_text = excluded.search_text, followers = excluded.followers,
    state = excluded.state, city = excluded.city,
    completed_jobs = CASE WHEN with_jobs THEN excluded.completed_jobs ELSE d.completed_jobs END,
    timed_jobs = CASE WHEN with_jobs THEN excluded.timed_jobs ELSE d.timed_jobs END,
    on_time_jobs = CASE WHEN with_jobs THEN excluded.on_time_jobs ELSE d.on_time_jobs END
  WHERE (d.listed, d.name, d.profile_image_file_id, d.niches, d.languages, d.platforms, d.accounts,
         d.search_text, d.followers, d.state, d.city)
        IS DISTINCT FROM
        (excluded.listed, excluded.name, excluded.profile_image_file_id, excluded.niches, excluded.languages,
         excluded.platforms, excluded.accounts, excluded.search_text, excluded.followers, excluded.state,
         excluded.city)
     OR (with_jobs AND (d.completed_jobs, d.timed_jobs, d.on_time_jobs)
                       IS DISTINCT FROM (excluded.completed_jobs, excluded.timed_jobs, excluded.on_time_jobs));
END $$;
--> statement-breakpoint
-- Every creator, jobs included: after a bulk load with triggers off (seed:bench) or as a repair.
CREATE OR REPLACE FUNCTION ih_discovery_refresh_all() RETURNS void LANGUAGE sql AS $$
  SELECT ih_discovery_refresh(array_agg(id), true, false) FROM influencers;
$$;
--> statement-breakpoint
-- Creators and their social accounts: statement triggers over the transition tables (a bulk write is
-- one refresh, not one per row). Each branch names only its own transition tables.
CREATE OR REPLACE FUNCTION ih_discovery_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_TABLE_NAME = 'influencers' THEN
    SELECT array_agg(id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT influencer_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT influencer_id) INTO ids
      FROM (SELECT influencer_id FROM new_rows UNION SELECT influencer_id FROM old_rows) r;
  ELSE
    SELECT array_agg(DISTINCT influencer_id) INTO ids FROM old_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM ih_discovery_refresh(ids, false);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Applications: completed (final posted), timed (on-time fact known) and on-time counts move by the
-- difference between the rows after and before the statement, per creator.
CREATE OR REPLACE FUNCTION ih_discovery_jobs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  done int[];
  timed int[];
  on_time int[];
  missing uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(influencer_id), array_agg(1), array_agg((delivered_on_time IS NOT NULL)::int),
           array_agg(coalesce(delivered_on_time, false)::int)
      INTO ids, done, timed, on_time
      FROM new_rows WHERE status = 'final posted';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(influencer_id), array_agg(-1), array_agg(-(delivered_on_time IS NOT NULL)::int),
           array_agg(-coalesce(delivered_on_time, false)::int)
      INTO ids, done, timed, on_time
      FROM old_rows WHERE status = 'final posted';
  ELSE
    SELECT array_agg(w), array_agg(c), array_agg(t), array_agg(o) INTO ids, done, timed, on_time
      FROM (SELECT influencer_id AS w, 1 AS c, (delivered_on_time IS NOT NULL)::int AS t,
                   coalesce(delivered_on_time, false)::int AS o
              FROM new_rows WHERE status = 'final posted'
            UNION ALL
            SELECT influencer_id, -1, -(delivered_on_time IS NOT NULL)::int, -coalesce(delivered_on_time, false)::int
              FROM old_rows WHERE status = 'final posted') r;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  WITH sums AS (
    SELECT u.w, sum(u.c)::int AS c, sum(u.t)::int AS t, sum(u.o)::int AS o
      FROM unnest(ids, done, timed, on_time) AS u(w, c, t, o)
     GROUP BY u.w HAVING sum(u.c) <> 0 OR sum(u.t) <> 0 OR sum(u.o) <> 0
  ), moved AS (
    UPDATE creator_discovery d
       SET completed_jobs = d.completed_jobs + s.c, timed_jobs = d.timed_jobs + s.t,
           on_time_jobs = d.on_time_jobs + s.o
      FROM sums s WHERE d.influencer_id = s.w
    RETURNING d.influencer_id
  )
  SELECT array_agg(s.w) INTO missing FROM sums s WHERE s.w NOT IN (SELECT influencer_id FROM moved);
  -- A creator without a row yet (loaded with triggers off): made from the source, this change included.
  IF missing IS NOT NULL THEN
    PERFORM ih_discovery_refresh(missing, true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Work from before this release: on time when its first version reached the brand (the first move
-- to pending review, else the last submission time) by the campaign's deadline, the rule of
-- applications/on-time.ts deliveredOnTime, read once here for the rows it never saw.
UPDATE applications a
   SET delivered_on_time = (f.deadline IS NULL OR f.first_at <= f.deadline)
  FROM (SELECT p.id, c.submission_deadline AS deadline,
               coalesce((SELECT min(h.created_at) FROM application_history h
                          WHERE h.application_id = p.id AND h.to_status = 'pending review'),
                        p.submitted_at) AS first_at
          FROM applications p JOIN campaigns c ON c.id = p.campaign_id
         WHERE p.delivered_on_time IS NULL) f
 WHERE f.id = a.id AND f.first_at IS NOT NULL;
--> statement-breakpoint
SELECT ih_discovery_refresh_all();
--> statement-breakpoint
CREATE TRIGGER influencers_discovery_ins AFTER INSERT ON influencers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ih_discovery_profile_changed();
--> statement-breakpoint
CREATE TRIGGER influencers_discovery_upd AFTER UPDATE ON influencers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ih_discovery_profile_changed();
--> statement-breakpoint
CREATE TRIGGER social_accounts_discovery_ins AFTER INSERT ON influencer_social_accounts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ih_discovery_profile_changed();
--> statement-breakpoint
CREATE TRIGGER social_accounts_discovery_upd AFTER UPDATE ON influencer_social_accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ih_discovery_profile_changed();
--> statement-breakpoint
CREATE TRIGGER social_accounts_discovery_del AFTER DELETE ON influencer_social_accounts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ih_discovery_profile_changed();
--> statement-breakpoint
CREATE TRIGGER applications_discovery_ins AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ih_discovery_jobs_changed();
--> statement-breakpoint
CREATE TRIGGER applications_discovery_upd AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ih_discovery_jobs_changed();
--> statement-breakpoint
CREATE TRIGGER applications_discovery_del AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ih_discovery_jobs_changed();
--> statement-breakpoint
-- The versions (ADR 025's pattern): one sequence, raised at commit once per transaction by a deferred
-- constraint trigger, so the one row is never part of a deadlock; a truncate raises them at once.
-- `version` moves with any change (cards show the job counts); `facets_version` only with a change to
-- what searches filter or count, so a finished job leaves every cached facet count valid.
CREATE SEQUENCE IF NOT EXISTS discovery_version_seq;
--> statement-breakpoint
INSERT INTO discovery_version (id, version, facets_version)
  SELECT 1, v, v FROM (SELECT nextval('discovery_version_seq') AS v) n ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ih_discovery_bump(facets boolean DEFAULT true) RETURNS void LANGUAGE sql AS $$
  INSERT INTO discovery_version AS d (id, version, facets_version)
    SELECT 1, v, v FROM (SELECT nextval('discovery_version_seq') AS v) n
  ON CONFLICT (id) DO UPDATE
    SET version = excluded.version,
        facets_version = CASE WHEN facets THEN excluded.facets_version ELSE d.facets_version END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ih_discovery_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  facets boolean := true;
  tx text := txid_current()::text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    facets := (OLD.listed, OLD.niches, OLD.platforms, OLD.state, OLD.city, OLD.languages, OLD.followers,
               OLD.search_text)
              IS DISTINCT FROM
              (NEW.listed, NEW.niches, NEW.platforms, NEW.state, NEW.city, NEW.languages, NEW.followers,
               NEW.search_text);
  END IF;
  IF facets AND current_setting('ih.discovery_facets_bumped', true) IS DISTINCT FROM tx THEN
    PERFORM ih_discovery_bump(true);
    PERFORM set_config('ih.discovery_facets_bumped', tx, true);
    PERFORM set_config('ih.discovery_bumped', tx, true);
  ELSIF current_setting('ih.discovery_bumped', true) IS DISTINCT FROM tx THEN
    PERFORM ih_discovery_bump(false);
    PERFORM set_config('ih.discovery_bumped', tx, true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ih_discovery_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ih_discovery_bump(true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER creator_discovery_version AFTER INSERT OR UPDATE OR DELETE ON creator_discovery
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ih_discovery_changed();
--> statement-breakpoint
CREATE TRIGGER creator_discovery_truncate AFTER TRUNCATE ON creator_discovery
  FOR EACH STATEMENT EXECUTE FUNCTION ih_discovery_truncated();
