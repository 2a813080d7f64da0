import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { tenants } from './tenants';

/**
 * The tenant's own accounts that agencies pay deposits into, shown in the Bank Details window. An account that is
 * closed is made inactive rather than deleted, so deposits that name it keep their reference.
 */
export const providerBankAccounts = pgTable(
  'provider_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    branchName: text('branch_name'),
    swiftCode: text('swift_code'),
    routingNo: text('routing_no'),
    /** The file name (without .svg) of the bank's mark under /banks/ of the web app. */
    bankLogoIconName: text('bank_logo_icon_name'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('provider_bank_accounts_tenant_idx').on(table.tenantId, table.sortOrder)],
);

/** An agency's own accounts (refunds and settlements go to its default one). */
export const agencyBankAccounts = pgTable(
  'agency_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    branchName: text('branch_name'),
    swiftCode: text('swift_code'),
    routingNo: text('routing_no'),
    bankLogoIconName: text('bank_logo_icon_name'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agency_bank_accounts_agency_idx').on(table.tenantId, table.agencyId),
    // At most one default per agency, whatever the order of concurrent edits.
    uniqueIndex('agency_bank_accounts_one_default')
      .on(table.tenantId, table.agencyId)
      .where(sql`${table.isDefault}`),
    foreignKey({
      name: 'agency_bank_accounts_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }).onDelete('cascade'),
  ],
);
