-- Notifications start from now on an upgraded database: what happened before they existed (an
-- application accepted last month, a payment made last week) is not announced, in the app or by
-- e-mail, to people who already know. A new database has no events yet and starts at the first.
INSERT INTO "event_cursors" ("consumer", "tx_id", "event_id")
SELECT 'notifications', e."tx_id", e."id"
  FROM "events" e
 ORDER BY e."tx_id" DESC, e."id" DESC
 LIMIT 1
ON CONFLICT ("consumer") DO NOTHING;
