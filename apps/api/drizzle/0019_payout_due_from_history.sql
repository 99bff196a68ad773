-- Final-posted applications with no payout due date (demo data seeded after 0005 ran, or rows whose
-- final_posted_at was never stamped) get the promise they were made under (issue 26): the day
-- (Asia/Kolkata) they went live, from their newest 'final posted' history row, else final_posted_at,
-- plus the campaign's payout_terms_days. Paid or not, so their record shows whether they were on time.
UPDATE "applications" a
   SET "payout_due_date" = (
         (coalesce(
            (SELECT max(h."created_at") FROM "application_history" h
              WHERE h."application_id" = a."id" AND h."to_status" = 'final posted'),
            a."final_posted_at"
          ) AT TIME ZONE 'Asia/Kolkata')::date + c."payout_terms_days")
  FROM "campaigns" c
 WHERE c."id" = a."campaign_id"
   AND a."status" = 'final posted'
   AND a."payout_due_date" IS NULL
   AND (a."final_posted_at" IS NOT NULL
        OR EXISTS (SELECT 1 FROM "application_history" h
                    WHERE h."application_id" = a."id" AND h."to_status" = 'final posted'));
