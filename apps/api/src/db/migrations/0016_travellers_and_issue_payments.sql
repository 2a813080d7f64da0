CREATE TABLE "agency_travellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"nationality" char(2),
	"passport_number" text,
	"passport_expiry" date,
	"email" text,
	"phone" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_travellers_passport_check" CHECK (("agency_travellers"."passport_number" is null) = ("agency_travellers"."passport_expiry" is null))
);
--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "order_reference" text;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "issue_payment" text;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "accepted_payable" bigint;--> statement-breakpoint
ALTER TABLE "agency_travellers" ADD CONSTRAINT "agency_travellers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_travellers" ADD CONSTRAINT "agency_travellers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_travellers" ADD CONSTRAINT "agency_travellers_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_travellers_agency_name_idx" ON "agency_travellers" USING btree ("tenant_id","agency_id","last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_travellers_person_unique" ON "agency_travellers" USING btree ("tenant_id","agency_id",lower("first_name"),lower("last_name"),"date_of_birth");--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_issue_check" CHECK (("online_payments"."order_reference" is null) = ("online_payments"."issue_payment" is null) and ("online_payments"."order_reference" is null) = ("online_payments"."accepted_payable" is null));