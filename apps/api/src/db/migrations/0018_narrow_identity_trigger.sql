-- The device data a session reports (geo_data) is written on every user-context call and means nothing to access,
-- like the activity stamp: announcing it emptied every process's cache of resolved sessions on each page load.
DROP TRIGGER "sessions_identity_changed" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_identity_changed"
  AFTER UPDATE ON "sessions"
  FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at' - 'geo_data') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at' - 'geo_data'))
  EXECUTE FUNCTION "notify_identity_changed"();
