CREATE TABLE "partial_payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"due_at" timestamp with time zone,
	CONSTRAINT "partial_payment_requests_status_check" CHECK ("partial_payment_requests"."status" in ('Pending', 'Approved', 'Rejected')),
	CONSTRAINT "partial_payment_requests_decision_check" CHECK (("partial_payment_requests"."status" = 'Pending') = ("partial_payment_requests"."decided_at" is null)
        and ("partial_payment_requests"."status" = 'Approved') = ("partial_payment_requests"."due_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "flight_orders" ADD COLUMN "partial_approved_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partial_payment_requests" ADD CONSTRAINT "partial_payment_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_payment_requests" ADD CONSTRAINT "partial_payment_requests_order_id_flight_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."flight_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_payment_requests" ADD CONSTRAINT "partial_payment_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_payment_requests" ADD CONSTRAINT "partial_payment_requests_agency_same_tenant_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_payment_requests" ADD CONSTRAINT "partial_payment_requests_user_same_tenant_fk" FOREIGN KEY ("requested_by","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partial_payment_requests_one_pending" ON "partial_payment_requests" USING btree ("order_id") WHERE "partial_payment_requests"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "partial_payment_requests_order_idx" ON "partial_payment_requests" USING btree ("order_id","requested_at");--> statement-breakpoint
CREATE INDEX "partial_payment_requests_pending_idx" ON "partial_payment_requests" USING btree ("tenant_id","status","requested_at");