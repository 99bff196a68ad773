-- Events are a record of what happened: once written they are never changed or removed; each insert wakes the dispatcher.
CREATE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are append-only: % is not allowed', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION events_append_only();
--> statement-breakpoint
-- A committed event wakes the queue's dispatcher at once (NOTIFY is delivered on commit, and not at
-- all on rollback); the dispatcher's minute schedule catches anything sent while no one listened.
CREATE FUNCTION events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ih_events', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER events_notify AFTER INSERT ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION events_notify();
