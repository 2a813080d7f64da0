import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';

/**
 * An agency's branch office (company settings, Branch tab). Staff placed in a branch see only that branch's
 * bookings, money and travellers; the branch's contacts are the user context's associatedBranch.
 */
export const agencyBranches = pgTable(
  'agency_branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
    name: text('name').notNull(),
    /** A short code the agency uses on its documents, e.g. "CTG". */
    code: text('code').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    /** The branch's contact person, shown to its staff. */
    contactName: text('contact_name').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agency_branches_agency_idx').on(table.tenantId, table.agencyId),
    unique('agency_branches_agency_code_unique').on(table.agencyId, table.code),
    // Lets users reference (branch, agency, tenant) together, so no one sits in another agency's branch.
    unique('agency_branches_id_agency_tenant_unique').on(table.id, table.agencyId, table.tenantId),
    check('agency_branches_status_known', sql`${table.status} in ('active', 'inactive')`),
    foreignKey({
      name: 'agency_branches_agency_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }).onDelete('cascade'),
  ],
);
