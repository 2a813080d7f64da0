-- An order's history is what happened: events are written once and never changed or removed.
CREATE FUNCTION flight_order_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'order events are append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER flight_order_events_append_only BEFORE UPDATE OR DELETE ON flight_order_events
  FOR EACH ROW EXECUTE FUNCTION flight_order_events_refuse_change();
--> statement-breakpoint
CREATE TRIGGER flight_order_events_no_truncate BEFORE TRUNCATE ON flight_order_events
  FOR EACH STATEMENT EXECUTE FUNCTION flight_order_events_refuse_change();
