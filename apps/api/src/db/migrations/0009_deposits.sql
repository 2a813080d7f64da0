CREATE TYPE "public"."deposit_method" AS ENUM('bank_deposit', 'bank_transfer', 'cheque_deposit', 'mobile_banking');--> statement-breakpoint
CREATE TYPE "public"."deposit_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"method" "deposit_method" NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"details" jsonb NOT NULL,
	"provider_bank_account_id" uuid,
	"note" text,
	"slip_file_key" text,
	"slip_content_type" text,
	"slip_size_bytes" integer,
	"status" "deposit_status" DEFAULT 'pending' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"ledger_transaction_id" uuid,
	CONSTRAINT "deposits_ledger_transaction_id_unique" UNIQUE("ledger_transaction_id"),
	CONSTRAINT "deposits_reference_unique" UNIQUE("tenant_id","reference"),
	CONSTRAINT "deposits_amount_check" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_account_check" CHECK (("deposits"."method" = 'mobile_banking') = ("deposits"."provider_bank_account_id" is null)),
	CONSTRAINT "deposits_slip_check" CHECK (("deposits"."slip_file_key" is null) = ("deposits"."slip_content_type" is null) and ("deposits"."slip_file_key" is null) = ("deposits"."slip_size_bytes" is null)),
	CONSTRAINT "deposits_decided_check" CHECK (("deposits"."status" = 'pending') = ("deposits"."decided_at" is null)),
	CONSTRAINT "deposits_approved_check" CHECK (("deposits"."status" = 'approved') = ("deposits"."ledger_transaction_id" is not null)),
	CONSTRAINT "deposits_rejected_check" CHECK (("deposits"."status" = 'rejected') = ("deposits"."rejection_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_provider_bank_account_id_provider_bank_accounts_id_fk" FOREIGN KEY ("provider_bank_account_id") REFERENCES "public"."provider_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_agency_idx" ON "deposits" USING btree ("tenant_id","agency_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("tenant_id","status","created_at");