-- A hotel booking's history is what happened: events are written once and never changed or removed.
CREATE FUNCTION hotel_booking_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'hotel booking events are append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER hotel_booking_events_append_only BEFORE UPDATE OR DELETE ON hotel_booking_events
  FOR EACH ROW EXECUTE FUNCTION hotel_booking_events_refuse_change();
--> statement-breakpoint
CREATE TRIGGER hotel_booking_events_no_truncate BEFORE TRUNCATE ON hotel_booking_events
  FOR EACH STATEMENT EXECUTE FUNCTION hotel_booking_events_refuse_change();
