ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'holiday';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'visa';--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'visa_refund';--> statement-breakpoint
CREATE TABLE "service_request_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"side" text NOT NULL,
	"user_id" uuid NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "service_request_messages_side_check" CHECK ("service_request_messages"."side" in ('Agency', 'Operator'))
);
--> statement-breakpoint
CREATE TABLE "holiday_departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"departs_on" date NOT NULL,
	"returns_on" date NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"adult_price" bigint NOT NULL,
	"child_price" bigint NOT NULL,
	"infant_price" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "holiday_departures_package_date_unique" UNIQUE("package_id","departs_on"),
	CONSTRAINT "holiday_departures_dates_check" CHECK ("holiday_departures"."returns_on" > "holiday_departures"."departs_on"),
	CONSTRAINT "holiday_departures_seats_check" CHECK ("holiday_departures"."seats_left" >= 0 and "holiday_departures"."seats_left" <= "holiday_departures"."seats_total" and "holiday_departures"."seats_total" <= 500),
	CONSTRAINT "holiday_departures_prices_check" CHECK ("holiday_departures"."adult_price" > 0 and "holiday_departures"."child_price" >= 0 and "holiday_departures"."infant_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "holiday_package_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"position" integer NOT NULL,
	"caption" text NOT NULL,
	"drawn" text,
	"stored_name" text,
	"content_type" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "holiday_package_images_source_check" CHECK (("holiday_package_images"."drawn" is null) <> ("holiday_package_images"."stored_name" is null))
);
--> statement-breakpoint
CREATE TABLE "holiday_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"type" text NOT NULL,
	"city_codes" text[] NOT NULL,
	"country_code" char(2) NOT NULL,
	"nights" integer NOT NULL,
	"rating" integer NOT NULL,
	"hotel_class" integer NOT NULL,
	"itinerary" jsonb NOT NULL,
	"inclusions" text[] NOT NULL,
	"exclusions" text[] NOT NULL,
	"deposit_percent" integer NOT NULL,
	"balance_days_before_departure" integer NOT NULL,
	"status" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "holiday_packages_code_unique" UNIQUE("tenant_id","code"),
	CONSTRAINT "holiday_packages_id_tenant_unique" UNIQUE("id","tenant_id"),
	CONSTRAINT "holiday_packages_type_check" CHECK ("holiday_packages"."type" in ('Family', 'Honeymoon', 'Umrah', 'Adventure', 'Beach', 'City', 'Cultural', 'Luxury')),
	CONSTRAINT "holiday_packages_status_check" CHECK ("holiday_packages"."status" in ('Draft', 'Published', 'Unpublished')),
	CONSTRAINT "holiday_packages_nights_check" CHECK ("holiday_packages"."nights" between 1 and 45),
	CONSTRAINT "holiday_packages_rating_check" CHECK ("holiday_packages"."rating" between 1 and 5),
	CONSTRAINT "holiday_packages_hotel_class_check" CHECK ("holiday_packages"."hotel_class" between 1 and 5),
	CONSTRAINT "holiday_packages_deposit_check" CHECK ("holiday_packages"."deposit_percent" between 0 and 100),
	CONSTRAINT "holiday_packages_balance_days_check" CHECK ("holiday_packages"."balance_days_before_departure" between 0 and 90),
	CONSTRAINT "holiday_packages_cities_check" CHECK (cardinality("holiday_packages"."city_codes") between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "visa_applicants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"position" integer NOT NULL,
	"applicant_type" text NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"nationality" char(2) NOT NULL,
	"passport_number" text NOT NULL,
	"passport_issued_on" date,
	"passport_expires_on" date NOT NULL,
	"traveller_id" uuid,
	"government_fee" bigint NOT NULL,
	"service_fee" bigint NOT NULL,
	CONSTRAINT "visa_applicants_position_unique" UNIQUE("request_id","position"),
	CONSTRAINT "visa_applicants_type_check" CHECK ("visa_applicants"."applicant_type" in ('Adult', 'Child', 'Infant'))
);
--> statement-breakpoint
CREATE TABLE "visa_applications" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"country_code" char(2) NOT NULL,
	"visa_type" text NOT NULL,
	"nationality" char(2) NOT NULL,
	"travel_date" date NOT NULL,
	"product" jsonb NOT NULL,
	"currency" char(3) NOT NULL,
	"government_fee_total" bigint NOT NULL,
	"service_fee_total" bigint NOT NULL,
	"payment_transaction_id" uuid NOT NULL,
	"refund_transaction_id" uuid,
	"refunded_amount" bigint,
	CONSTRAINT "visa_applications_fees_check" CHECK ("visa_applications"."government_fee_total" >= 0 and "visa_applications"."service_fee_total" >= 0),
	CONSTRAINT "visa_applications_refund_check" CHECK (("visa_applications"."refund_transaction_id" is null) = ("visa_applications"."refunded_amount" is null))
);
--> statement-breakpoint
CREATE TABLE "visa_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"items" jsonb NOT NULL,
	"asked_by" uuid NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visa_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"side" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	"correction_id" uuid,
	CONSTRAINT "visa_documents_size_check" CHECK ("visa_documents"."size" between 1 and 1048576),
	CONSTRAINT "visa_documents_side_check" CHECK ("visa_documents"."side" in ('Agency', 'Operator'))
);
--> statement-breakpoint
CREATE TABLE "visa_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"visa_type" text NOT NULL,
	"title" text NOT NULL,
	"entries" text NOT NULL,
	"validity_days" integer NOT NULL,
	"stay_days" integer NOT NULL,
	"processing_days" integer NOT NULL,
	"nationalities" text[] NOT NULL,
	"currency" char(3) NOT NULL,
	"fees" jsonb NOT NULL,
	"checklist" jsonb NOT NULL,
	"notes" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visa_products_country_type_unique" UNIQUE("tenant_id","country_code","visa_type"),
	CONSTRAINT "visa_products_id_tenant_unique" UNIQUE("id","tenant_id"),
	CONSTRAINT "visa_products_type_check" CHECK ("visa_products"."visa_type" in ('Tourist', 'Business', 'Transit', 'Umrah', 'Work', 'Student', 'Family')),
	CONSTRAINT "visa_products_status_check" CHECK ("visa_products"."status" in ('Published', 'Unpublished')),
	CONSTRAINT "visa_products_days_check" CHECK ("visa_products"."validity_days" between 1 and 3650 and "visa_products"."stay_days" between 1 and "visa_products"."validity_days"
        and "visa_products"."processing_days" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "visa_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"agency_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"attached_at" timestamp with time zone,
	CONSTRAINT "visa_uploads_size_check" CHECK ("visa_uploads"."size" between 1 and 1048576)
);
--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_status_check";--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_kind_check";--> statement-breakpoint
ALTER TABLE "service_request_messages" ADD CONSTRAINT "service_request_messages_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_departures" ADD CONSTRAINT "holiday_departures_package_same_tenant_fk" FOREIGN KEY ("package_id","tenant_id") REFERENCES "public"."holiday_packages"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_package_images" ADD CONSTRAINT "holiday_package_images_package_same_tenant_fk" FOREIGN KEY ("package_id","tenant_id") REFERENCES "public"."holiday_packages"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_packages" ADD CONSTRAINT "holiday_packages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_applicants" ADD CONSTRAINT "visa_applicants_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_applications" ADD CONSTRAINT "visa_applications_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_applications" ADD CONSTRAINT "visa_applications_payment_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_applications" ADD CONSTRAINT "visa_applications_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_applications" ADD CONSTRAINT "visa_applications_product_same_tenant_fk" FOREIGN KEY ("product_id","tenant_id") REFERENCES "public"."visa_products"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_corrections" ADD CONSTRAINT "visa_corrections_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_documents" ADD CONSTRAINT "visa_documents_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_documents" ADD CONSTRAINT "visa_documents_applicant_id_visa_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."visa_applicants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_products" ADD CONSTRAINT "visa_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_request_messages_request_idx" ON "service_request_messages" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "holiday_departures_date_idx" ON "holiday_departures" USING btree ("tenant_id","departs_on");--> statement-breakpoint
CREATE INDEX "holiday_package_images_package_idx" ON "holiday_package_images" USING btree ("package_id","position");--> statement-breakpoint
CREATE INDEX "holiday_packages_search_idx" ON "holiday_packages" USING btree ("tenant_id","status","nights");--> statement-breakpoint
CREATE INDEX "visa_applications_agency_idx" ON "visa_applications" USING btree ("tenant_id","agency_id");--> statement-breakpoint
CREATE INDEX "visa_corrections_request_idx" ON "visa_corrections" USING btree ("request_id","asked_at");--> statement-breakpoint
CREATE INDEX "visa_documents_request_idx" ON "visa_documents" USING btree ("request_id","applicant_id","code");--> statement-breakpoint
CREATE INDEX "visa_products_search_idx" ON "visa_products" USING btree ("tenant_id","status","country_code");--> statement-breakpoint
CREATE INDEX "visa_uploads_agency_idx" ON "visa_uploads" USING btree ("tenant_id","agency_id","uploaded_at");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" in ('Requested', 'CorrectionAsked', 'Quoted', 'Accepted', 'InProcess', 'Completed', 'Rejected', 'Cancelled', 'Expired'));--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_kind_check" CHECK ("service_requests"."kind" in ('Void', 'Refund', 'Exchange', 'Holiday', 'Visa'));