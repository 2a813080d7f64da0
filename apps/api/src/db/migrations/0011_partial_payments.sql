CREATE TYPE "public"."order_due_status" AS ENUM('open', 'settled');--> statement-breakpoint
CREATE TABLE "order_due_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"order_due_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"ledger_transaction_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_due_settlements_ledger_transaction_id_unique" UNIQUE("ledger_transaction_id"),
	CONSTRAINT "order_due_settlements_amount_check" CHECK ("order_due_settlements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_dues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"order_reference" text NOT NULL,
	"currency" char(3) NOT NULL,
	"total_amount" bigint NOT NULL,
	"paid_amount" bigint NOT NULL,
	"outstanding_amount" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" "order_due_status" DEFAULT 'open' NOT NULL,
	"pnr" text,
	"route" text,
	"airline" text,
	"passengers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ledger_transaction_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_dues_ledger_transaction_id_unique" UNIQUE("ledger_transaction_id"),
	CONSTRAINT "order_dues_reference_unique" UNIQUE("tenant_id","order_reference"),
	CONSTRAINT "order_dues_total_check" CHECK ("order_dues"."total_amount" > 0),
	CONSTRAINT "order_dues_paid_check" CHECK ("order_dues"."paid_amount" >= 0 and "order_dues"."paid_amount" < "order_dues"."total_amount"),
	CONSTRAINT "order_dues_outstanding_check" CHECK ("order_dues"."outstanding_amount" >= 0 and "order_dues"."outstanding_amount" <= "order_dues"."total_amount" - "order_dues"."paid_amount"),
	CONSTRAINT "order_dues_status_check" CHECK (("order_dues"."status" = 'settled') = ("order_dues"."outstanding_amount" = 0) and ("order_dues"."status" = 'settled') = ("order_dues"."settled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_due_settlements" ADD CONSTRAINT "order_due_settlements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_due_settlements" ADD CONSTRAINT "order_due_settlements_order_due_id_order_dues_id_fk" FOREIGN KEY ("order_due_id") REFERENCES "public"."order_dues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_due_settlements" ADD CONSTRAINT "order_due_settlements_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_due_settlements" ADD CONSTRAINT "order_due_settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_due_settlements" ADD CONSTRAINT "order_due_settlements_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dues" ADD CONSTRAINT "order_dues_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dues" ADD CONSTRAINT "order_dues_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dues" ADD CONSTRAINT "order_dues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dues" ADD CONSTRAINT "order_dues_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_due_settlements_due_idx" ON "order_due_settlements" USING btree ("order_due_id","created_at");--> statement-breakpoint
CREATE INDEX "order_dues_agency_idx" ON "order_dues" USING btree ("tenant_id","agency_id","status","due_at");