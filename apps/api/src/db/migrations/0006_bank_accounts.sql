CREATE TABLE "agency_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"branch_name" text,
	"swift_code" text,
	"routing_no" text,
	"bank_logo_icon_name" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"branch_name" text,
	"swift_code" text,
	"routing_no" text,
	"bank_logo_icon_name" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_bank_accounts" ADD CONSTRAINT "agency_bank_accounts_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_bank_accounts" ADD CONSTRAINT "provider_bank_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_bank_accounts_agency_idx" ON "agency_bank_accounts" USING btree ("tenant_id","agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_bank_accounts_one_default" ON "agency_bank_accounts" USING btree ("tenant_id","agency_id") WHERE "agency_bank_accounts"."is_default";--> statement-breakpoint
CREATE INDEX "provider_bank_accounts_tenant_idx" ON "provider_bank_accounts" USING btree ("tenant_id","sort_order");