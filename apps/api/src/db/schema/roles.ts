import { sql } from 'drizzle-orm';
import { foreignKey, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies';
import { tenants } from './tenants';

/** An agency's staff role: a name and the functionality codes (spec §6) its holders may use. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    agencyId: uuid('agency_id').notNull(),
    name: text('name').notNull(),
    /** Functionality codes; an empty list means all of them, as for an owner. */
    functionalities: integer('functionalities')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('roles_agency_name_unique').on(table.agencyId, table.name),
    // Lets a user reference (role, agency, tenant) together, so no one holds another agency's role.
    unique('roles_id_agency_tenant_unique').on(table.id, table.agencyId, table.tenantId),
    foreignKey({
      name: 'roles_agency_same_tenant_fk',
      columns: [table.agencyId, table.tenantId],
      foreignColumns: [agencies.id, agencies.tenantId],
    }).onDelete('cascade'),
  ],
);
