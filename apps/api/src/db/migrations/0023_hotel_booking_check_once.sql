ALTER TABLE "hotel_bookings" ADD COLUMN "check_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_bookings_check_id_unique" ON "hotel_bookings" USING btree ("check_id");