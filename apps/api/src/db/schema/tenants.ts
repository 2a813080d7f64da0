import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TenantBrand, TenantConfig } from '@portal/contracts';

export const tenants = pgTable(
  'tenants',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The provider's own brand: the tenant any unknown host falls back to. */
    isMain: boolean('is_main').notNull().default(false),
    /** The live config, validated with ZTenantConfig on every write and read (tenant.repository). */
    config: jsonb('config').$type<TenantConfig>().notNull(),
    /** The version being served; null until first published, and a tenant never published answers on no host. */
    liveVersion: integer('live_version'),
    /** The newest version saved (tenant_config_versions), so the next one is numbered without a scan. */
    latestVersion: integer('latest_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tenants_single_main')
      .on(table.isMain)
      .where(sql`${table.isMain}`),
  ],
);

export const tenantHosts = pgTable(
  'tenant_hosts',
  {
    /** Lower-case host name without port. */
    host: text('host').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (table) => [index('tenant_hosts_tenant_idx').on(table.tenantId)],
);

/**
 * Every saved brand of a tenant, append-only: publishing points `tenants.live_version` at one, and a rollback copies
 * an earlier one into a new version. The brand is validated with ZTenantBrand on write and read.
 */
export const tenantConfigVersions = pgTable(
  'tenant_config_versions',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    brand: jsonb('brand').$type<TenantBrand>().notNull(),
    hosts: text('hosts').array().notNull(),
    /** The operator who saved it; null for versions written by the seed or the migration. */
    createdByUserId: uuid('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time it was made live. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The version a rollback copied. */
    restoredFrom: integer('restored_from'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.version] }),
    check('tenant_config_versions_version_check', sql`${table.version} >= 1`),
  ],
);

/** bytea as a Node Buffer, whichever driver (PGlite answers Uint8Array, node-postgres Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Brand pictures live in the database so every API process serves them without a shared disk. */
export const tenantAssets = pgTable(
  'tenant_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tenant_assets_tenant_idx').on(table.tenantId),
    check('tenant_assets_type_check', sql`${table.contentType} in ('image/png', 'image/jpeg')`),
  ],
);
