CREATE TABLE "agreement_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"agreement_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agreement_id" uuid NOT NULL,
	"role" text NOT NULL,
	"signer_kind" text NOT NULL,
	"signer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"contact_masked" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"terms" jsonb NOT NULL,
	"sha256" text,
	"superseded_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "usage_rights" jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "agreement_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_files" ADD CONSTRAINT "agreement_files_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_files" ADD CONSTRAINT "agreement_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_events_agreement_idx" ON "agreement_events" USING btree ("agreement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_events_viewed_key" ON "agreement_events" USING btree ("agreement_id","actor_kind","actor_id") WHERE type = 'viewed';--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_files_sha256_key" ON "agreement_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "agreement_files_agreement_idx" ON "agreement_files" USING btree ("agreement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_signatures_side_key" ON "agreement_signatures" USING btree ("agreement_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_application_version_key" ON "agreements" USING btree ("application_id","version");--> statement-breakpoint
CREATE INDEX "agreements_sha256_idx" ON "agreements" USING btree ("sha256");--> statement-breakpoint
-- Agreement events are the audit trail of signing (design §16): once written, never changed or removed.
CREATE FUNCTION agreement_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'agreement events are append-only: % is not allowed', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER agreement_events_append_only BEFORE UPDATE OR DELETE ON "agreement_events"
  FOR EACH ROW EXECUTE FUNCTION agreement_events_append_only();
--> statement-breakpoint
-- A signed document never changes: an agreement's text, terms and version are fixed when it is made,
-- and its SHA-256 once set (at the first signature) stays; signatures are never changed or removed.
CREATE FUNCTION agreements_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'agreements are never deleted';
  END IF;
  IF NEW.text IS DISTINCT FROM OLD.text OR NEW.terms IS DISTINCT FROM OLD.terms
     OR NEW.version IS DISTINCT FROM OLD.version OR NEW.application_id IS DISTINCT FROM OLD.application_id
     OR (OLD.sha256 IS NOT NULL AND NEW.sha256 IS DISTINCT FROM OLD.sha256) THEN
    RAISE EXCEPTION 'an agreement''s text and hash never change; changed terms make a new version';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER agreements_fixed BEFORE UPDATE OR DELETE ON "agreements"
  FOR EACH ROW EXECUTE FUNCTION agreements_fixed();
--> statement-breakpoint
CREATE FUNCTION agreement_signatures_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'agreement signatures are never changed or removed: % is not allowed', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER agreement_signatures_fixed BEFORE UPDATE OR DELETE ON "agreement_signatures"
  FOR EACH ROW EXECUTE FUNCTION agreement_signatures_fixed();
