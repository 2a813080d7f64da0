CREATE TYPE "public"."card_brand" AS ENUM('visa', 'mastercard', 'amex');--> statement-breakpoint
CREATE TYPE "public"."card_scope" AS ENUM('local', 'international');--> statement-breakpoint
CREATE TYPE "public"."online_payment_method" AS ENUM('card', 'mobile_wallet', 'net_banking');--> statement-breakpoint
CREATE TYPE "public"."online_payment_status" AS ENUM('pending', 'paid', 'failed', 'cancelled', 'expired');--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"method" "online_payment_method" NOT NULL,
	"wallet" text,
	"card_bin" text,
	"card_brand" "card_brand",
	"card_scope" "card_scope",
	"amount" bigint NOT NULL,
	"surcharge" bigint NOT NULL,
	"surcharge_basis_points" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"status" "online_payment_status" DEFAULT 'pending' NOT NULL,
	"gateway_session_id" text NOT NULL,
	"checkout_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"failure_reason" text,
	"gateway_transaction_id" text,
	"paid_with" text,
	"ledger_transaction_id" uuid,
	CONSTRAINT "online_payments_ledger_transaction_id_unique" UNIQUE("ledger_transaction_id"),
	CONSTRAINT "online_payments_reference_unique" UNIQUE("tenant_id","reference"),
	CONSTRAINT "online_payments_session_unique" UNIQUE("tenant_id","gateway_session_id"),
	CONSTRAINT "online_payments_amount_check" CHECK ("online_payments"."amount" > 0 and "online_payments"."surcharge" >= 0),
	CONSTRAINT "online_payments_wallet_check" CHECK (("online_payments"."method" = 'mobile_wallet') = ("online_payments"."wallet" is not null)),
	CONSTRAINT "online_payments_decided_check" CHECK (("online_payments"."status" = 'pending') = ("online_payments"."decided_at" is null)),
	CONSTRAINT "online_payments_paid_check" CHECK (("online_payments"."status" = 'paid') = ("online_payments"."ledger_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"method" text NOT NULL,
	"wallet" text,
	"card_bin" text,
	"status" text DEFAULT 'open' NOT NULL,
	"success_url" text NOT NULL,
	"fail_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"reason" text,
	"gateway_transaction_id" text,
	"paid_with" text,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"wallet_number" text,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "sandbox_gateway_sessions_reference_unique" UNIQUE("tenant_id","merchant_reference")
);
--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payments_agency_idx" ON "online_payments" USING btree ("tenant_id","agency_id","created_at");