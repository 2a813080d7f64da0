CREATE TABLE "sandbox_gds_group_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_locator" text NOT NULL,
	"tenant_id" text NOT NULL,
	"client_reference" text,
	"status" text DEFAULT 'Held' NOT NULL,
	"validating_airline" text NOT NULL,
	"reference" jsonb NOT NULL,
	"offer" jsonb NOT NULL,
	"brand_index" integer NOT NULL,
	"holdings" jsonb NOT NULL,
	"seats" integer NOT NULL,
	"seats_split" integer DEFAULT 0 NOT NULL,
	"time_limit" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_gds_group_blocks_record_locator_unique" UNIQUE("record_locator"),
	CONSTRAINT "sandbox_gds_group_blocks_status_check" CHECK ("sandbox_gds_group_blocks"."status" in ('Held', 'Released')),
	CONSTRAINT "sandbox_gds_group_blocks_seats_check" CHECK ("sandbox_gds_group_blocks"."seats" between 0 and 500 and "sandbox_gds_group_blocks"."seats_split" >= 0 and "sandbox_gds_group_blocks"."seats_split" <= "sandbox_gds_group_blocks"."seats")
);
--> statement-breakpoint
CREATE TABLE "group_fare_agency_seats" (
	"block_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "group_fare_agency_seats_pk" PRIMARY KEY("block_id","agency_id"),
	CONSTRAINT "group_fare_agency_seats_check" CHECK ("group_fare_agency_seats"."seats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_fare_block_agencies" (
	"block_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	CONSTRAINT "group_fare_block_agencies_pk" PRIMARY KEY("block_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "group_fare_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"validating_airline" text NOT NULL,
	"route" text NOT NULL,
	"origin" char(3) NOT NULL,
	"destination" char(3) NOT NULL,
	"departure_date" date NOT NULL,
	"return_date" date,
	"first_departure_at" timestamp with time zone NOT NULL,
	"cabin" text NOT NULL,
	"source" text NOT NULL,
	"query" jsonb NOT NULL,
	"offer_id" text NOT NULL,
	"brand_code" text NOT NULL,
	"brand_index" integer NOT NULL,
	"offer" jsonb NOT NULL,
	"record_locator" text NOT NULL,
	"currency" char(3) NOT NULL,
	"fare_adult" bigint NOT NULL,
	"fare_child" bigint NOT NULL,
	"fare_infant" bigint NOT NULL,
	"baggage" text NOT NULL,
	"fare_rules" text NOT NULL,
	"total_seats" integer NOT NULL,
	"seats_reserved" integer DEFAULT 0 NOT NULL,
	"seats_sold" integer DEFAULT 0 NOT NULL,
	"per_agency_cap" integer NOT NULL,
	"deposit_per_seat" bigint NOT NULL,
	"deposit_rule" text NOT NULL,
	"hold_minutes" integer NOT NULL,
	"name_deadline" timestamp with time zone NOT NULL,
	"balance_deadline" timestamp with time zone NOT NULL,
	"ticketing_deadline" timestamp with time zone NOT NULL,
	"visibility" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "group_fare_blocks_code_unique" UNIQUE("tenant_id","code"),
	CONSTRAINT "group_fare_blocks_id_tenant_unique" UNIQUE("id","tenant_id"),
	CONSTRAINT "group_fare_blocks_kind_check" CHECK ("group_fare_blocks"."kind" in ('Xclusive', 'Umrah', 'Group')),
	CONSTRAINT "group_fare_blocks_status_check" CHECK ("group_fare_blocks"."status" in ('Draft', 'Published', 'Closed')),
	CONSTRAINT "group_fare_blocks_rule_check" CHECK ("group_fare_blocks"."deposit_rule" in ('Kept', 'Refunded')),
	CONSTRAINT "group_fare_blocks_visibility_check" CHECK ("group_fare_blocks"."visibility" in ('All', 'Chosen')),
	CONSTRAINT "group_fare_blocks_seats_check" CHECK ("group_fare_blocks"."seats_reserved" >= 0 and "group_fare_blocks"."seats_sold" >= 0
        and "group_fare_blocks"."seats_reserved" + "group_fare_blocks"."seats_sold" <= "group_fare_blocks"."total_seats" and "group_fare_blocks"."total_seats" between 1 and 300
        and "group_fare_blocks"."per_agency_cap" >= 1),
	CONSTRAINT "group_fare_blocks_fares_check" CHECK ("group_fare_blocks"."fare_adult" > 0 and "group_fare_blocks"."fare_child" >= 0 and "group_fare_blocks"."fare_infant" >= 0
        and "group_fare_blocks"."deposit_per_seat" >= 0 and "group_fare_blocks"."deposit_per_seat" <= "group_fare_blocks"."fare_adult"),
	CONSTRAINT "group_fare_blocks_deadlines_check" CHECK ("group_fare_blocks"."name_deadline" <= "group_fare_blocks"."balance_deadline" and "group_fare_blocks"."balance_deadline" <= "group_fare_blocks"."ticketing_deadline"
        and "group_fare_blocks"."ticketing_deadline" <= "group_fare_blocks"."first_departure_at")
);
--> statement-breakpoint
CREATE TABLE "group_fare_names" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"block_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"pax_index" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"nationality" char(2) NOT NULL,
	"passport_number" text NOT NULL,
	"passport_expiry" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "group_fare_names_index_unique" UNIQUE("request_id","pax_index"),
	CONSTRAINT "group_fare_names_index_check" CHECK ("group_fare_names"."pax_index" >= 1),
	CONSTRAINT "group_fare_names_type_check" CHECK ("group_fare_names"."type" in ('ADT', 'CHD', 'INF'))
);
--> statement-breakpoint
CREATE TABLE "group_fare_reservations" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"block_id" uuid NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"infants" integer NOT NULL,
	"seats" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"total_amount" bigint NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"deposit_transaction_id" uuid,
	"order_id" uuid,
	"release_reason" text,
	"kept_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"release_transaction_id" uuid,
	"warnings_sent" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_fare_reservations_counts_check" CHECK ("group_fare_reservations"."adults" >= 0 and "group_fare_reservations"."children" >= 0 and "group_fare_reservations"."infants" >= 0
        and "group_fare_reservations"."infants" <= "group_fare_reservations"."adults" and "group_fare_reservations"."seats" = "group_fare_reservations"."adults" + "group_fare_reservations"."children"
        and "group_fare_reservations"."seats" between 1 and 9),
	CONSTRAINT "group_fare_reservations_money_check" CHECK ("group_fare_reservations"."total_amount" > 0 and "group_fare_reservations"."deposit_amount" >= 0 and "group_fare_reservations"."deposit_amount" <= "group_fare_reservations"."total_amount"
        and "group_fare_reservations"."kept_amount" >= 0 and "group_fare_reservations"."refunded_amount" >= 0
        and "group_fare_reservations"."kept_amount" + "group_fare_reservations"."refunded_amount" <= "group_fare_reservations"."deposit_amount"),
	CONSTRAINT "group_fare_reservations_release_check" CHECK ("group_fare_reservations"."release_reason" is null or "group_fare_reservations"."release_reason" in ('HoldExpired', 'NameDeadline', 'BalanceDeadline', 'TicketingDeadline', 'Agency', 'Operator'))
);
--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_status_check";--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_kind_check";--> statement-breakpoint
ALTER TABLE "group_fare_agency_seats" ADD CONSTRAINT "group_fare_agency_seats_block_fk" FOREIGN KEY ("block_id","tenant_id") REFERENCES "public"."group_fare_blocks"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_fare_agency_seats" ADD CONSTRAINT "group_fare_agency_seats_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_fare_block_agencies" ADD CONSTRAINT "group_fare_block_agencies_block_fk" FOREIGN KEY ("block_id","tenant_id") REFERENCES "public"."group_fare_blocks"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_fare_block_agencies" ADD CONSTRAINT "group_fare_block_agencies_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_fare_blocks" ADD CONSTRAINT "group_fare_blocks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_fare_names" ADD CONSTRAINT "group_fare_names_request_id_group_fare_reservations_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."group_fare_reservations"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_fare_reservations" ADD CONSTRAINT "group_fare_reservations_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_fare_reservations" ADD CONSTRAINT "group_fare_reservations_deposit_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("deposit_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_fare_reservations" ADD CONSTRAINT "group_fare_reservations_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_fare_reservations" ADD CONSTRAINT "group_fare_reservations_release_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("release_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_fare_reservations" ADD CONSTRAINT "group_fare_reservations_block_fk" FOREIGN KEY ("block_id","tenant_id") REFERENCES "public"."group_fare_blocks"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_fare_reservations" ADD CONSTRAINT "group_fare_reservations_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_fare_blocks_search_idx" ON "group_fare_blocks" USING btree ("tenant_id","kind","status","departure_date");--> statement-breakpoint
CREATE UNIQUE INDEX "group_fare_names_passport_unique" ON "group_fare_names" USING btree ("block_id",upper("passport_number")) WHERE "group_fare_names"."active";--> statement-breakpoint
CREATE INDEX "group_fare_reservations_block_idx" ON "group_fare_reservations" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "group_fare_reservations_agency_idx" ON "group_fare_reservations" USING btree ("tenant_id","agency_id","created_at");--> statement-breakpoint
CREATE INDEX "group_fare_reservations_hold_idx" ON "group_fare_reservations" USING btree ("hold_expires_at") WHERE "group_fare_reservations"."deposit_transaction_id" is null;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" in ('Requested', 'CorrectionAsked', 'Quoted', 'Accepted', 'InProcess', 'Completed', 'Rejected', 'Cancelled', 'Expired', 'Reserved', 'DepositPaid', 'Named', 'Released'));--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_kind_check" CHECK ("service_requests"."kind" in ('Void', 'Refund', 'Exchange', 'Holiday', 'Visa', 'GroupFare'));