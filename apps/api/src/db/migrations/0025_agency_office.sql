CREATE TYPE "public"."agency_document_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."user_status" ADD VALUE 'invited';--> statement-breakpoint
ALTER TYPE "public"."agency_document_kind" ADD VALUE 'civilAviation';--> statement-breakpoint
ALTER TYPE "public"."agency_document_kind" ADD VALUE 'tinCertificate';--> statement-breakpoint
ALTER TYPE "public"."agency_document_kind" ADD VALUE 'other';--> statement-breakpoint
CREATE TABLE "agency_branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"contact_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_branches_agency_code_unique" UNIQUE("agency_id","code"),
	CONSTRAINT "agency_branches_id_agency_tenant_unique" UNIQUE("id","agency_id","tenant_id"),
	CONSTRAINT "agency_branches_status_known" CHECK ("agency_branches"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "agency_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"summary" text NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "agency_kyc_remarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"document_kind" "agency_document_kind",
	"side" text NOT NULL,
	"author_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "time_zone" text DEFAULT 'Asia/Dhaka' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "currency" text DEFAULT 'BDT' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_path" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "designation" text;--> statement-breakpoint
ALTER TABLE "agency_documents" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "agency_documents" ADD COLUMN "status" "agency_document_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_documents" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "agency_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_documents" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "agency_documents" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "agency_documents" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_branches" ADD CONSTRAINT "agency_branches_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_audit_events" ADD CONSTRAINT "agency_audit_events_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_user_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_kyc_remarks" ADD CONSTRAINT "agency_kyc_remarks_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_branches_agency_idx" ON "agency_branches" USING btree ("tenant_id","agency_id");--> statement-breakpoint
CREATE INDEX "agency_audit_events_agency_idx" ON "agency_audit_events" USING btree ("tenant_id","agency_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_invitations_user_idx" ON "staff_invitations" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "agency_kyc_remarks_agency_idx" ON "agency_kyc_remarks" USING btree ("tenant_id","agency_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_branch_same_agency_fk" FOREIGN KEY ("branch_id","agency_id","tenant_id") REFERENCES "public"."agency_branches"("id","agency_id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_branch_idx" ON "users" USING btree ("branch_id");--> statement-breakpoint
-- The agency's audit log and the KYC conversation are what happened: written once, never changed or removed.
CREATE FUNCTION agency_office_history_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'agency history is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agency_audit_events_append_only BEFORE UPDATE OR DELETE ON agency_audit_events
  FOR EACH ROW EXECUTE FUNCTION agency_office_history_refuse_change();
--> statement-breakpoint
CREATE TRIGGER agency_kyc_remarks_append_only BEFORE UPDATE OR DELETE ON agency_kyc_remarks
  FOR EACH ROW EXECUTE FUNCTION agency_office_history_refuse_change();
