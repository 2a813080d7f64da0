import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TenantConfig } from '@portal/contracts';

export const tenants = pgTable(
  'tenants',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The provider's own brand: the tenant any unknown host falls back to. */
    isMain: boolean('is_main').notNull().default(false),
    /** Validated with ZTenantConfig on every write and read (tenant.repository). */
    config: jsonb('config').$type<TenantConfig>().notNull(),
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
