CREATE SEQUENCE "public"."sandbox_gds_record_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."sandbox_gds_ticket_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sandbox_gds_pnrs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_locator" text NOT NULL,
	"airline_locator" text NOT NULL,
	"client_reference" text,
	"channel" text NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"status" text DEFAULT 'Held' NOT NULL,
	"time_limit" timestamp with time zone NOT NULL,
	"validating_airline" text NOT NULL,
	"reference" jsonb NOT NULL,
	"offer" jsonb NOT NULL,
	"brand_index" integer NOT NULL,
	"passengers" jsonb NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" jsonb,
	"holdings" jsonb NOT NULL,
	"seat_count" integer NOT NULL,
	"passenger_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ticketed_at" timestamp with time zone,
	CONSTRAINT "sandbox_gds_pnrs_record_locator_unique" UNIQUE("record_locator"),
	CONSTRAINT "sandbox_gds_pnrs_status_check" CHECK ("sandbox_gds_pnrs"."status" in ('Held', 'Ticketed', 'Cancelled', 'Expired')),
	CONSTRAINT "sandbox_gds_pnrs_channel_check" CHECK ("sandbox_gds_pnrs"."channel" in ('Portal', 'Airline')),
	CONSTRAINT "sandbox_gds_pnrs_counts_check" CHECK ("sandbox_gds_pnrs"."seat_count" between 1 and 9 and "sandbox_gds_pnrs"."passenger_count" between "sandbox_gds_pnrs"."seat_count" and 2 * "sandbox_gds_pnrs"."seat_count" and "sandbox_gds_pnrs"."brand_index" >= 0),
	CONSTRAINT "sandbox_gds_pnrs_ticketed_check" CHECK (("sandbox_gds_pnrs"."status" = 'Ticketed') = ("sandbox_gds_pnrs"."ticketed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_gds_seat_assignments" (
	"leg_key" text NOT NULL,
	"seat" text NOT NULL,
	"pnr_id" uuid NOT NULL,
	"passenger_index" integer NOT NULL,
	CONSTRAINT "sandbox_gds_seat_assignments_pk" PRIMARY KEY("leg_key","seat"),
	CONSTRAINT "sandbox_gds_seat_assignments_passenger_check" CHECK ("sandbox_gds_seat_assignments"."passenger_index" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sandbox_gds_seat_sales" (
	"leg_key" text NOT NULL,
	"booking_class" text NOT NULL,
	"flight_date" date NOT NULL,
	"sold" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gds_seat_sales_pk" PRIMARY KEY("leg_key","booking_class"),
	CONSTRAINT "sandbox_gds_seat_sales_sold_check" CHECK ("sandbox_gds_seat_sales"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_gds_tickets" (
	"ticket_number" text PRIMARY KEY NOT NULL,
	"pnr_id" uuid NOT NULL,
	"passenger_index" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gds_tickets_passenger_unique" UNIQUE("pnr_id","passenger_index"),
	CONSTRAINT "sandbox_gds_tickets_passenger_check" CHECK ("sandbox_gds_tickets"."passenger_index" >= 1)
);
--> statement-breakpoint
ALTER TABLE "sandbox_gds_seat_assignments" ADD CONSTRAINT "sandbox_gds_seat_assignments_pnr_id_sandbox_gds_pnrs_id_fk" FOREIGN KEY ("pnr_id") REFERENCES "public"."sandbox_gds_pnrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_gds_tickets" ADD CONSTRAINT "sandbox_gds_tickets_pnr_id_sandbox_gds_pnrs_id_fk" FOREIGN KEY ("pnr_id") REFERENCES "public"."sandbox_gds_pnrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_gds_pnrs_client_reference_idx" ON "sandbox_gds_pnrs" USING btree ("client_reference");--> statement-breakpoint
CREATE INDEX "sandbox_gds_pnrs_status_time_limit_idx" ON "sandbox_gds_pnrs" USING btree ("status","time_limit");--> statement-breakpoint
CREATE INDEX "sandbox_gds_pnrs_created_idx" ON "sandbox_gds_pnrs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_gds_seat_assignments_pnr_idx" ON "sandbox_gds_seat_assignments" USING btree ("pnr_id");--> statement-breakpoint
CREATE INDEX "sandbox_gds_seat_sales_date_idx" ON "sandbox_gds_seat_sales" USING btree ("flight_date");