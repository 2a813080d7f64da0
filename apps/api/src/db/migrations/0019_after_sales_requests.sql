CREATE SEQUENCE "public"."service_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "service_request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"side" text NOT NULL,
	"user_id" uuid,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "service_request_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"created_by" uuid,
	"currency" char(3) NOT NULL,
	"lines" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"supplier_terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "service_request_quotes_expiry_check" CHECK ("service_request_quotes"."expires_at" > "service_request_quotes"."created_at")
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" uuid,
	"status" text NOT NULL,
	"mode" text NOT NULL,
	"details" jsonb NOT NULL,
	"current_quote_id" uuid,
	"assignee_id" uuid,
	"requested_by" uuid NOT NULL,
	"settlement_transaction_id" uuid,
	"settled_amount" bigint,
	"waiting_since" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "service_requests_reference_unique" UNIQUE("tenant_id","reference"),
	CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" in ('Requested', 'Quoted', 'Accepted', 'InProcess', 'Completed', 'Rejected', 'Cancelled', 'Expired')),
	CONSTRAINT "service_requests_kind_check" CHECK ("service_requests"."kind" in ('Void', 'Refund', 'Exchange')),
	CONSTRAINT "service_requests_mode_check" CHECK ("service_requests"."mode" in ('Automatic', 'Manual')),
	CONSTRAINT "service_requests_settled_check" CHECK (("service_requests"."settlement_transaction_id" is null or "service_requests"."status" = 'Completed')
        and (("service_requests"."settlement_transaction_id" is null) = ("service_requests"."settled_amount" is null or "service_requests"."settled_amount" = 0)))
);
--> statement-breakpoint
ALTER TABLE "sandbox_gds_tickets" DROP CONSTRAINT "sandbox_gds_tickets_passenger_unique";--> statement-breakpoint
ALTER TABLE "sandbox_gds_tickets" ADD COLUMN "status" text DEFAULT 'Open' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_gds_tickets" ADD COLUMN "closed_journeys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_gds_tickets" ADD COLUMN "exchanged_from" text;--> statement-breakpoint
ALTER TABLE "sandbox_gds_tickets" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flight_order_passengers" ADD COLUMN "ticket_status" text;--> statement-breakpoint
ALTER TABLE "flight_order_passengers" ADD COLUMN "closed_journeys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "service_request_events" ADD CONSTRAINT "service_request_events_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_quotes" ADD CONSTRAINT "service_request_quotes_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_quotes" ADD CONSTRAINT "service_request_quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_settlement_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settlement_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_agency_same_tenant_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_user_same_tenant_fk" FOREIGN KEY ("requested_by","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_request_events_request_idx" ON "service_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "service_request_quotes_request_idx" ON "service_request_quotes" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_agency_idx" ON "service_requests" USING btree ("tenant_id","agency_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_queue_idx" ON "service_requests" USING btree ("tenant_id","kind","status","waiting_since");--> statement-breakpoint
CREATE INDEX "service_requests_order_idx" ON "service_requests" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_one_open_per_order" ON "service_requests" USING btree ("order_id") WHERE "service_requests"."status" not in ('Completed', 'Rejected', 'Cancelled', 'Expired');--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gds_tickets_live_passenger_unique" ON "sandbox_gds_tickets" USING btree ("pnr_id","passenger_index") WHERE "sandbox_gds_tickets"."status" = 'Open';--> statement-breakpoint
ALTER TABLE "sandbox_gds_tickets" ADD CONSTRAINT "sandbox_gds_tickets_status_check" CHECK ("sandbox_gds_tickets"."status" in ('Open', 'Voided', 'Refunded', 'Exchanged'));--> statement-breakpoint
UPDATE "flight_order_passengers" SET "ticket_status" = 'Issued' WHERE "ticket_number" IS NOT NULL;
