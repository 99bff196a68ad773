-- Niches name the brand list's filter (a cached answer is keyed by the name asked for): a rename
-- raises the catalogue version like the other reference tables of 0013. Its own migration: 0014 first
-- shipped without it, and a database made then must gain it on upgrade. A database whose 0014 already
-- created it (main between cd6f7a5 and this migration) gets it replaced, not doubled.
DROP TRIGGER IF EXISTS niches_catalogue ON niches;
--> statement-breakpoint
CREATE TRIGGER niches_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON niches
  FOR EACH STATEMENT EXECUTE FUNCTION ih_catalogue_reference_changed();
