CREATE TYPE "public"."notification_audience" AS ENUM('tenant', 'agency', 'user');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('announcement');--> statement-breakpoint
CREATE TABLE "notification_dismissals" (
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_dismissals_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"audience" "notification_audience" NOT NULL,
	"agency_id" uuid,
	"user_id" uuid,
	"kind" "notification_kind" NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link_path" text,
	"link_label" text,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "notifications_audience_target" CHECK (case "notifications"."audience"
        when 'tenant' then "notifications"."agency_id" is null and "notifications"."user_id" is null
        when 'agency' then "notifications"."agency_id" is not null and "notifications"."user_id" is null
        when 'user' then "notifications"."user_id" is not null and "notifications"."agency_id" is null
      end),
	CONSTRAINT "notifications_title_length" CHECK (char_length("notifications"."title") between 1 and 80),
	CONSTRAINT "notifications_message_length" CHECK (char_length("notifications"."message") between 1 and 600),
	CONSTRAINT "notifications_link_label_length" CHECK (char_length("notifications"."link_label") between 1 and 40),
	CONSTRAINT "notifications_link_with_label" CHECK (("notifications"."link_path" is null) = ("notifications"."link_label" is null)),
	CONSTRAINT "notifications_ends_after_start" CHECK ("notifications"."ends_at" is null or "notifications"."ends_at" > "notifications"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "notification_dismissals" ADD CONSTRAINT "notification_dismissals_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_dismissals" ADD CONSTRAINT "notification_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_agency_same_tenant_fk" FOREIGN KEY ("agency_id","tenant_id") REFERENCES "public"."agencies"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_same_tenant_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_author_same_tenant_fk" FOREIGN KEY ("created_by","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_tenant_active_idx" ON "notifications" USING btree ("tenant_id","starts_at" DESC NULLS LAST) WHERE "notifications"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_tenant_kind_created_idx" ON "notifications" USING btree ("tenant_id","kind","created_at");