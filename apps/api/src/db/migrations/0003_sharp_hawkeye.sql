CREATE TYPE "public"."agency_status" AS ENUM('pending', 'active', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."agency_document_kind" AS ENUM('nationalIdFront', 'nationalIdBack', 'tradeLicense');--> statement-breakpoint
ALTER TYPE "public"."verification_purpose" ADD VALUE 'registration-email';--> statement-breakpoint
ALTER TYPE "public"."verification_purpose" ADD VALUE 'registration-phone';--> statement-breakpoint
CREATE TABLE "agency_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"kind" "agency_document_kind" NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_codes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "status" "agency_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_documents" ADD CONSTRAINT "agency_documents_agency_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_documents_agency_idx" ON "agency_documents" USING btree ("tenant_id","agency_id");