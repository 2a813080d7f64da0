-- Announces every change that can alter who a session token stands for (the session itself, its user, the user's
-- role), so a process that keeps resolved sessions in memory drops them before the writer's next statement runs.
-- Only the activity stamp of a session is left out: it changes on reading pages and means nothing to access.
CREATE FUNCTION "notify_identity_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('identity_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_identity_changed"
  AFTER UPDATE ON "sessions"
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION "notify_identity_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_identity_deleted"
  AFTER DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_identity_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_identity_changed"
  AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_identity_changed"();
--> statement-breakpoint
CREATE TRIGGER "roles_identity_changed"
  AFTER UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_identity_changed"();
