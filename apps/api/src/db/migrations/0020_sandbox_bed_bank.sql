CREATE SEQUENCE "public"."sandbox_bed_bank_booking_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sandbox_bed_bank_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_reference" text NOT NULL,
	"client_reference" text NOT NULL,
	"hotel_id" text NOT NULL,
	"city_code" text NOT NULL,
	"room_code" text NOT NULL,
	"rate_code" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"room_count" integer NOT NULL,
	"guests" jsonb NOT NULL,
	"lead_guests" jsonb NOT NULL,
	"status" text NOT NULL,
	"confirmation_number" text,
	"decision" text,
	"decide_at" timestamp with time zone,
	"currency" text NOT NULL,
	"base_total" integer NOT NULL,
	"taxes" integer NOT NULL,
	"total" integer NOT NULL,
	"offer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sandbox_bed_bank_bookings_supplier_reference_unique" UNIQUE("supplier_reference"),
	CONSTRAINT "sandbox_bed_bank_bookings_client_reference_unique" UNIQUE("client_reference"),
	CONSTRAINT "sandbox_bed_bank_bookings_status_check" CHECK ("sandbox_bed_bank_bookings"."status" in ('Confirmed', 'OnRequest', 'Refused', 'Cancelled')),
	CONSTRAINT "sandbox_bed_bank_bookings_decision_check" CHECK ("sandbox_bed_bank_bookings"."decision" is null or "sandbox_bed_bank_bookings"."decision" in ('Confirm', 'Refuse')),
	CONSTRAINT "sandbox_bed_bank_bookings_stay_check" CHECK ("sandbox_bed_bank_bookings"."check_out" > "sandbox_bed_bank_bookings"."check_in" and "sandbox_bed_bank_bookings"."room_count" between 1 and 8),
	CONSTRAINT "sandbox_bed_bank_bookings_amounts_check" CHECK ("sandbox_bed_bank_bookings"."base_total" >= 0 and "sandbox_bed_bank_bookings"."taxes" >= 0 and "sandbox_bed_bank_bookings"."total" = "sandbox_bed_bank_bookings"."base_total" + "sandbox_bed_bank_bookings"."taxes"),
	CONSTRAINT "sandbox_bed_bank_bookings_on_request_check" CHECK ("sandbox_bed_bank_bookings"."status" <> 'OnRequest' or ("sandbox_bed_bank_bookings"."decision" is not null and "sandbox_bed_bank_bookings"."decide_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_bed_bank_room_sales" (
	"hotel_id" text NOT NULL,
	"room_code" text NOT NULL,
	"night" date NOT NULL,
	"city_code" text NOT NULL,
	"sold" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_bed_bank_room_sales_pk" PRIMARY KEY("hotel_id","room_code","night"),
	CONSTRAINT "sandbox_bed_bank_room_sales_sold_check" CHECK ("sandbox_bed_bank_room_sales"."sold" >= 0)
);
--> statement-breakpoint
CREATE INDEX "sandbox_bed_bank_bookings_due_idx" ON "sandbox_bed_bank_bookings" USING btree ("decide_at") WHERE "sandbox_bed_bank_bookings"."status" = 'OnRequest';--> statement-breakpoint
CREATE INDEX "sandbox_bed_bank_room_sales_city_night_idx" ON "sandbox_bed_bank_room_sales" USING btree ("city_code","night");