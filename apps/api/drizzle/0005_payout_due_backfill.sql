-- Posts confirmed live before payout promises existed get the default promise: 7 days after the day
-- (Asia/Kolkata) they went live. Paid or not, so their history shows whether they were paid on time.
UPDATE "applications" a
   SET "payout_due_date" = ((a."final_posted_at" AT TIME ZONE 'Asia/Kolkata')::date + c."payout_terms_days")
  FROM "campaigns" c
 WHERE c."id" = a."campaign_id"
   AND a."status" = 'final posted'
   AND a."final_posted_at" IS NOT NULL
   AND a."payout_due_date" IS NULL;
