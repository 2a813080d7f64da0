CREATE TYPE "public"."session_restriction" AS ENUM('change_password', 'verify_phone');--> statement-breakpoint
CREATE TYPE "public"."verification_purpose" AS ENUM('device', 'reset', 'phone');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('mail', 'sms');--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"functionalities" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_agency_name_unique" UNIQUE("agency_id","name"),
	CONSTRAINT "roles_id_agency_tenant_unique" UNIQUE("id","agency_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "agency_account_managers" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"operator_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "verification_purpose" NOT NULL,
	"reference" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"subject" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"spent_at" timestamp with time zone,
	CONSTRAINT "verification_codes_tries_range" CHECK ("verification_codes"."tries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"channel" "outbox_channel" NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "trade_license_number" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "civil_aviation_number" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "documents_skippable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "documents_skipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_check_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "restriction" "session_restriction";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "forced_logout_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "logout_message" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "geo_data" jsonb;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_issued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "previous_token_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "previous_token_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_agency_same_tenant_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_account_managers" ADD CONSTRAINT "agency_account_managers_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_account_managers" ADD CONSTRAINT "agency_account_managers_operator_fk" FOREIGN KEY ("operator_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_same_tenant_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_same_tenant_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_devices_user_device_unique" ON "trusted_devices" USING btree ("tenant_id","user_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_codes_reference_unique" ON "verification_codes" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose_idx" ON "verification_codes" USING btree ("tenant_id","user_id","purpose");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_same_agency_fk" FOREIGN KEY ("role_id","agency_id","tenant_id") REFERENCES "public"."roles"("id","agency_id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_previous_token_idx" ON "sessions" USING btree ("previous_token_hash");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "functionalities";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_with_role" CHECK (("users"."role" = 'staff') = ("users"."role_id" is not null));