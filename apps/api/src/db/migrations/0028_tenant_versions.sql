CREATE TABLE "tenant_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_assets_type_check" CHECK ("tenant_assets"."content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "tenant_config_versions" (
	"tenant_id" text NOT NULL,
	"version" integer NOT NULL,
	"brand" jsonb NOT NULL,
	"hosts" text[] NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"restored_from" integer,
	CONSTRAINT "tenant_config_versions_tenant_id_version_pk" PRIMARY KEY("tenant_id","version"),
	CONSTRAINT "tenant_config_versions_version_check" CHECK ("tenant_config_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "live_version" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "latest_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_assets" ADD CONSTRAINT "tenant_assets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_config_versions" ADD CONSTRAINT "tenant_config_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_assets_tenant_idx" ON "tenant_assets" USING btree ("tenant_id");--> statement-breakpoint
-- Tenants made before versions were kept are live as their version 1: their config without the server-owned fields and their hosts.
INSERT INTO "tenant_config_versions" ("tenant_id", "version", "brand", "hosts", "published_at")
SELECT "tenants"."id", 1, "tenants"."config" - 'tenantId' - 'isMain',
	coalesce((SELECT array_agg("tenant_hosts"."host" ORDER BY "tenant_hosts"."host") FROM "tenant_hosts" WHERE "tenant_hosts"."tenant_id" = "tenants"."id"), '{}'::text[]),
	now()
FROM "tenants";--> statement-breakpoint
UPDATE "tenants" SET "live_version" = 1, "latest_version" = 1;
