CREATE TABLE "tax_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"financial_year" text NOT NULL,
	"kind" text NOT NULL,
	"act" text NOT NULL,
	"section" text NOT NULL,
	"label" text NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"no_pan_rate_percent" numeric(5, 2) NOT NULL,
	"threshold_yearly" integer NOT NULL,
	"created_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "pan_encrypted" text;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "pan_last4" text;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "gst_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "influencers" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "product_value" integer;--> statement-breakpoint
-- Existing payments: their financial year from paid_at (Asia/Kolkata), net = gross (no tax was taken).
ALTER TABLE "payments" ADD COLUMN "financial_year" text;--> statement-breakpoint
UPDATE "payments" SET "financial_year" = to_char(("paid_at" at time zone 'Asia/Kolkata') - interval '3 months', 'YYYY') || '-' || to_char(("paid_at" at time zone 'Asia/Kolkata') + interval '9 months', 'YY');--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "financial_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tds_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tds_shortfall" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tds_section" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tds_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tds_threshold_crossed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "igst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "net_paise" bigint;--> statement-breakpoint
UPDATE "payments" SET "net_paise" = "total_amount"::bigint * 100;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "net_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tax_details" jsonb;--> statement-breakpoint
ALTER TABLE "tax_rules" ADD CONSTRAINT "tax_rules_created_by_staff_id_staff_users_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rules_year_kind_key" ON "tax_rules" USING btree ("financial_year","kind");--> statement-breakpoint
CREATE INDEX "payments_influencer_year_idx" ON "payments" USING btree ("influencer_id","financial_year");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
-- The rules in force (design §13). 2024-25 and 2025-26 under the Income-tax Act, 1961 (194J for
-- professional fees, including advertising, a profession notified under s. 44AA; 194R for benefits);
-- from 1 April 2026 the Income-tax Act, 2025 (s. 393(1), Table Sl. No. 6(iii) for professional fees).
-- Thresholds: 194J ₹30,000 until 2024-25, ₹50,000 from 2025-26 (Finance Act, 2025); 194R ₹20,000.
INSERT INTO "tax_rules" ("financial_year", "kind", "act", "section", "label", "rate_percent", "no_pan_rate_percent", "threshold_yearly") VALUES
  ('2024-25', 'fees', 'Income-tax Act, 1961', '194J', 'Fees for professional services', 10, 20, 30000),
  ('2024-25', 'benefit', 'Income-tax Act, 1961', '194R', 'Benefit or perquisite of a business or profession', 10, 20, 20000),
  ('2025-26', 'fees', 'Income-tax Act, 1961', '194J', 'Fees for professional services', 10, 20, 50000),
  ('2025-26', 'benefit', 'Income-tax Act, 1961', '194R', 'Benefit or perquisite of a business or profession', 10, 20, 20000),
  ('2026-27', 'fees', 'Income-tax Act, 2025', '393(1)', 'Fees for professional services (Table Sl. No. 6(iii))', 10, 20, 50000),
  ('2026-27', 'benefit', 'Income-tax Act, 2025', '393(1)', 'Benefit or perquisite of a business or profession', 10, 20, 20000)
ON CONFLICT DO NOTHING;