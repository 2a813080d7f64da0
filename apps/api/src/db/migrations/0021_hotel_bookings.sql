ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'hotel';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'hotel_refund';--> statement-breakpoint
CREATE SEQUENCE "public"."hotel_booking_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000 CACHE 1;--> statement-breakpoint
CREATE TABLE "hotel_booking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"side" text NOT NULL,
	"user_id" uuid,
	"note" text,
	CONSTRAINT "hotel_booking_events_status_check" CHECK ("hotel_booking_events"."status" in ('OnHold', 'Confirmed', 'UnConfirmed', 'Cancelled', 'Refused', 'Expired')),
	CONSTRAINT "hotel_booking_events_side_check" CHECK ("hotel_booking_events"."side" in ('Agency', 'Operator', 'System'))
);
--> statement-breakpoint
CREATE TABLE "hotel_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid NOT NULL,
	"hotel_id" text NOT NULL,
	"hotel_name" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"hotel" jsonb NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"nights" integer NOT NULL,
	"rooms" jsonb NOT NULL,
	"lead_guest" text NOT NULL,
	"room_code" text NOT NULL,
	"room_name" text NOT NULL,
	"bed_setup" text NOT NULL,
	"rate_code" text NOT NULL,
	"board" text NOT NULL,
	"refundable" boolean NOT NULL,
	"on_request" boolean NOT NULL,
	"offer" jsonb NOT NULL,
	"cancellation_terms" jsonb,
	"policy" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"supplier_currency" char(3) NOT NULL,
	"supplier_minor_digits" integer NOT NULL,
	"supplier_total" bigint NOT NULL,
	"exchange_rate_micros" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"total" bigint NOT NULL,
	"taxes" bigint NOT NULL,
	"pay_at_hotel" jsonb NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"charge_transaction_id" uuid,
	"hold_until" timestamp with time zone,
	"free_cancellation_until" timestamp with time zone,
	"supplier_reference" text,
	"supplier_status" text,
	"confirmation_number" text,
	"cancelled_at" timestamp with time zone,
	"cancellation_penalty" bigint,
	"cancellation_refund" bigint,
	"refund_transaction_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "hotel_bookings_reference_unique" UNIQUE("tenant_id","reference"),
	CONSTRAINT "hotel_bookings_status_check" CHECK ("hotel_bookings"."status" in ('OnHold', 'Confirmed', 'UnConfirmed', 'Cancelled', 'Refused', 'Expired')),
	CONSTRAINT "hotel_bookings_amounts_check" CHECK ("hotel_bookings"."total" > 0 and "hotel_bookings"."taxes" >= 0 and "hotel_bookings"."supplier_total" > 0
        and "hotel_bookings"."exchange_rate_micros" > 0 and "hotel_bookings"."nights" > 0),
	CONSTRAINT "hotel_bookings_paid_check" CHECK ("hotel_bookings"."paid" = ("hotel_bookings"."charge_transaction_id" is not null)
        and ("hotel_bookings"."status" <> 'OnHold' or (not "hotel_bookings"."paid" and "hotel_bookings"."hold_until" is not null))),
	CONSTRAINT "hotel_bookings_refund_check" CHECK (("hotel_bookings"."cancellation_refund" is null or ("hotel_bookings"."cancellation_refund" >= 0
          and "hotel_bookings"."cancellation_penalty" >= 0
          and "hotel_bookings"."cancellation_refund" + "hotel_bookings"."cancellation_penalty" <= "hotel_bookings"."total"))
        and (("hotel_bookings"."refund_transaction_id" is not null) = (coalesce("hotel_bookings"."cancellation_refund", 0) > 0)))
);
--> statement-breakpoint
ALTER TABLE "hotel_booking_events" ADD CONSTRAINT "hotel_booking_events_booking_id_hotel_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."hotel_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_booking_events" ADD CONSTRAINT "hotel_booking_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_charge_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("charge_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_agency_same_tenant_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_user_same_tenant_fk" FOREIGN KEY ("created_by","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_booking_events_booking_idx" ON "hotel_booking_events" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_bookings_supplier_reference_unique" ON "hotel_bookings" USING btree ("supplier_reference");--> statement-breakpoint
CREATE INDEX "hotel_bookings_agency_idx" ON "hotel_bookings" USING btree ("tenant_id","agency_id","status","created_at");--> statement-breakpoint
CREATE INDEX "hotel_bookings_queue_idx" ON "hotel_bookings" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "hotel_bookings_hold_idx" ON "hotel_bookings" USING btree ("status","hold_until");--> statement-breakpoint
CREATE INDEX "hotel_bookings_free_cancellation_idx" ON "hotel_bookings" USING btree ("tenant_id","agency_id","free_cancellation_until");