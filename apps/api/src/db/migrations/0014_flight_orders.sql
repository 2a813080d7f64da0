CREATE SEQUENCE "public"."flight_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "flight_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"user_id" uuid,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "flight_order_passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"pax_index" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"gender" text NOT NULL,
	"nationality" text,
	"passport_number" text,
	"passport_expiry" text,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_number" text,
	CONSTRAINT "flight_order_passengers_index_unique" UNIQUE("order_id","pax_index")
);
--> statement-breakpoint
CREATE TABLE "flight_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"fare_type" text NOT NULL,
	"source" text NOT NULL,
	"validating_airline" text NOT NULL,
	"record_locator" text,
	"airline_locator" text,
	"query" jsonb NOT NULL,
	"offer_id" text NOT NULL,
	"brand_code" text NOT NULL,
	"brand_index" integer NOT NULL,
	"offer" jsonb NOT NULL,
	"itinerary" jsonb NOT NULL,
	"route" text NOT NULL,
	"first_departure_at" timestamp with time zone NOT NULL,
	"currency" char(3) NOT NULL,
	"fare_gross" bigint NOT NULL,
	"fare_agent" bigint NOT NULL,
	"extras_total" bigint NOT NULL,
	"payable" bigint NOT NULL,
	"payment_mode" text,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"issue_transaction_id" uuid,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"time_limit" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flight_orders_reference_unique" UNIQUE("tenant_id","reference"),
	CONSTRAINT "flight_orders_status_check" CHECK ("flight_orders"."status" in ('OnHold', 'Pending', 'InProgress', 'Unconfirmed', 'Confirmed', 'Cancelled', 'Expired')),
	CONSTRAINT "flight_orders_amounts_check" CHECK ("flight_orders"."fare_gross" > 0 and "flight_orders"."fare_agent" > 0 and "flight_orders"."extras_total" >= 0
        and "flight_orders"."payable" = "flight_orders"."fare_agent" + "flight_orders"."extras_total"
        and "flight_orders"."paid_amount" >= 0 and "flight_orders"."paid_amount" <= "flight_orders"."payable"),
	CONSTRAINT "flight_orders_issued_check" CHECK ("flight_orders"."status" <> 'Confirmed' or ("flight_orders"."issued_at" is not null and "flight_orders"."issue_transaction_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "flight_order_events" ADD CONSTRAINT "flight_order_events_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_order_passengers" ADD CONSTRAINT "flight_order_passengers_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD CONSTRAINT "flight_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD CONSTRAINT "flight_orders_issue_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("issue_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD CONSTRAINT "flight_orders_agency_same_tenant_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_orders" ADD CONSTRAINT "flight_orders_user_same_tenant_fk" FOREIGN KEY ("created_by","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_order_events_order_idx" ON "flight_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "flight_orders_agency_created_idx" ON "flight_orders" USING btree ("tenant_id","agency_id","created_at");--> statement-breakpoint
CREATE INDEX "flight_orders_status_time_limit_idx" ON "flight_orders" USING btree ("status","time_limit");