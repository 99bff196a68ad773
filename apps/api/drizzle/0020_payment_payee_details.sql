ALTER TABLE "payments" ADD COLUMN "payee_details" jsonb;--> statement-breakpoint
-- Payments recorded before the payee was kept with them (issue 26) take the creator's details as
-- they are now: the best that is known. From here on a payment keeps what was true when it was made.
UPDATE "payments" p
   SET "payee_details" = jsonb_build_object(
         'name', i."name",
         'email', i."email",
         'mobile', i."mobile_number",
         'upiId', nullif(i."upi_id", ''),
         'bank', CASE WHEN coalesce(i."bank_name", '') <> '' OR coalesce(i."bank_account_number_last4", '') <> ''
                      THEN jsonb_build_object(
                             'name', coalesce(i."bank_name", ''),
                             'maskedAccount', CASE WHEN coalesce(i."bank_account_number_last4", '') <> ''
                                                   THEN 'XXXXXX' || i."bank_account_number_last4" ELSE '' END,
                             'ifsc', coalesce(i."ifsc_code", ''))
                      ELSE NULL END,
         'panMasked', CASE WHEN coalesce(i."pan_last4", '') <> '' THEN 'XXXXXX' || i."pan_last4" ELSE NULL END,
         'address', concat_ws(', ', nullif(i."address", ''), nullif(i."city", ''), nullif(i."state", ''), nullif(i."pincode", ''))
       )
  FROM "influencers" i
 WHERE i."id" = p."influencer_id"
   AND p."payee_details" IS NULL;
